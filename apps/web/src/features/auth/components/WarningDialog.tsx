import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/**
 * A warning above the current dialog (§8: an sms send failure shows the server message in a
 * warning dialog). Escape closes only this warning, not the dialog beneath it.
 */
export function WarningDialog({ text, onClose }: { text: string; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopImmediatePropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  return (
    <div className="auth-warning-backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby={id} className="auth-warning" data-testid="warning-dialog">
        <h3>{t('auth_warning_title')}</h3>
        <p id={id}>{text}</p>
        <Button autoFocus onClick={onClose} data-testid="warning-ok">
          {t('auth_ok')}
        </Button>
      </div>
    </div>
  );
}
