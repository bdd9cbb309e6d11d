import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { CustomerServiceLink } from '../ui/CustomerServiceLink';
import { Modal } from '../ui/Modal';
import type { GameNoticeKind } from './use-start-game';
import './GameDialogs.css';

const TITLES: Record<GameNoticeKind, string> = {
  maintenance: 'game_maintenance',
  error: 'games_error_title',
};
const TEST_IDS: Record<GameNoticeKind, string> = {
  maintenance: 'game-maintenance',
  error: 'game-error',
};

/**
 * A short message about a game: the vendor is in maintenance (with the customer service
 * button, §8), or a refused launch with the server's message.
 */
export function GameNoticeDialog({ kind, message, onClose }: { kind: GameNoticeKind; message?: string; onClose(): void }) {
  const { t } = useTranslation();
  const text = message ?? (kind === 'maintenance' ? t('info_maintenance') : t('games_error'));
  return (
    <Modal title={t(TITLES[kind])} onClose={onClose} testId={TEST_IDS[kind]}>
      <p className="games-dialog-text">{text}</p>
      <div className="games-dialog-actions">
        {kind === 'maintenance' ? <CustomerServiceLink className="games-dialog-cs" testId="game-notice-cs" /> : null}
        <Button data-testid="game-notice-ok" onClick={onClose}>
          {t('ui_ok')}
        </Button>
      </div>
    </Modal>
  );
}
