import { useTranslation } from 'react-i18next';
import './Notice.css';

/** A small dismissible notice above the page, e.g. a social sign-in that failed. */
export function Notice({
  text,
  tone = 'warn',
  onClose,
  testId,
}: {
  text: string;
  tone?: 'warn' | 'info';
  onClose(): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`ui-notice ui-notice-${tone}`} role="alert" data-testid={testId}>
      <p>{text}</p>
      <button type="button" className="ui-icon-btn" aria-label={t('ui_close')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
