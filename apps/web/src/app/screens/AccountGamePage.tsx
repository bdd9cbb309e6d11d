import { useTranslation } from 'react-i18next';
import { AccountGamesView } from '../../features/games/AccountGamesView';
import { PageFrame } from '../../components/ui/PageFrame';

/** Favourite and recent games (§2 account game lists). */
export default function AccountGamePage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      icon={kind === 'favorite' ? 'star' : 'clock'}
      title={t(kind === 'favorite' ? 'game_type_FAVORITE' : 'game_type_RECENT')}
      testId={`${kind}-page`}
    >
      <AccountGamesView kind={kind} />
    </PageFrame>
  );
}
