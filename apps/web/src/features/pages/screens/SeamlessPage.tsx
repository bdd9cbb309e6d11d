import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../../components/ui/NotAvailable';
import { ScreenFrame } from '../ScreenFrame';

export default function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <ScreenFrame icon="gamepad" title={t('page_seamless_title')} testId="seamless-page">
      <NotAvailable detail={t('page_games_detail')} />
    </ScreenFrame>
  );
}
