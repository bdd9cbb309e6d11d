import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { paths } from '../../config/paths';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';

/** Sign out asks first (§4); then the server revokes the token and local data goes (merchant code kept). */
function LogoutConfirm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await signOut();
    onClose();
    navigate(paths.home, { replace: true });
  };
  return (
    <Modal title={t('layout_logout_title')} onClose={onClose} testId="logout-dialog">
      <p className="dialog-text">{t('layout_logout_question')}</p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('ui_cancel')}
        </Button>
        <Button variant="danger" data-testid="logout-confirm" onClick={() => void confirm()} disabled={busy}>
          {t('layout_sign_out')}
        </Button>
      </div>
    </Modal>
  );
}

/** A trial account tried the member or agent centre (§4, §6): a real account is needed. */
function TrialBlocked({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('layout_trial_title')} onClose={onClose} testId="trial-blocked">
      <p className="dialog-text">{t('in_need_true_account')}</p>
      <div className="dialog-actions">
        <Button data-testid="trial-blocked-ok" onClick={onClose}>
          {t('ui_ok')}
        </Button>
      </div>
    </Modal>
  );
}

/** The shell's own dialogs; the auth dialogs are rendered by features/auth. */
export function ShellDialogs() {
  const { current, close } = useDialogs();
  if (current === 'logoutConfirm') return <LogoutConfirm onClose={close} />;
  if (current === 'trialBlocked') return <TrialBlocked onClose={close} />;
  return null;
}
