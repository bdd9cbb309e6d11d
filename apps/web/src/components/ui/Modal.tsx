import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui.css';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Wider body for forms with two columns. */
  wide?: boolean;
  testId?: string;
}

/** An accessible dialog: labelled, closes on Escape and on the backdrop. */
export function Modal({ title, onClose, children, wide, testId }: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="ui-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        className={wide ? 'ui-modal ui-modal-wide' : 'ui-modal'}
        data-testid={testId}
      >
        <header className="ui-modal-head">
          <h2 id={id}>{title}</h2>
          <button type="button" className="ui-icon-btn" aria-label={t('ui_close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="ui-modal-body">{children}</div>
      </div>
    </div>
  );
}
