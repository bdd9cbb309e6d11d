import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../lib/site-queries';
import { Icon } from './Icon';
import { linkTargetProps, safeHref } from './safe-href';
import './ui.css';

/** The merchant's customer service: its LIVECHAT contact (whitelabel), or null when it has none. */
export function useCustomerServiceHref(): string | null {
  return safeHref(useWhitelabel().data?.contacts.find((c) => c.slot === 'LIVECHAT')?.url);
}

/** A customer service button (maintenance screen and notices, §8); nothing when the merchant has none. */
export function CustomerServiceLink({ className, testId }: { className?: string; testId: string }) {
  const { t } = useTranslation();
  const href = useCustomerServiceHref();
  if (!href) return null;
  return (
    <a
      className={`ui-btn ui-btn-primary${className ? ` ${className}` : ''}`}
      href={href}
      {...linkTargetProps(href)}
      data-testid={testId}
    >
      <Icon name="chat" size={18} /> {t('site_customer_service')}
    </a>
  );
}
