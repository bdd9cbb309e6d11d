import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './NotAvailable.css';

/**
 * The honest state of a page whose content belongs to later work: it says so plainly,
 * inside the real layout, and offers nothing that pretends to work.
 */
export function NotAvailable({ title, detail, children }: { title?: string; detail?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="ui-na" data-testid="not-available">
      <span className="ui-na-icon">
        <Icon name="clock" size={28} />
      </span>
      {title ? <h2 className="ui-na-title">{title}</h2> : null}
      <p className="ui-na-lead">{t('ui_not_available')}</p>
      <p className="ui-na-detail">{detail ?? t('ui_not_available_detail')}</p>
      {children}
    </section>
  );
}
