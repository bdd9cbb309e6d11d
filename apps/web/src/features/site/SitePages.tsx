import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon, type IconName } from '../../components/ui/Icon';
import { CustomerServiceLink } from '../../components/ui/CustomerServiceLink';
import { releaseHomeShell } from '../../lib/home-shell';
import './site.css';

/** A full-page screen that replaces the app (maintenance, blocked, invalid URL, boot failure). */
function FullPage({ icon, title, children, testId }: { icon: IconName; title: string; children: ReactNode; testId: string }) {
  useLayoutEffect(releaseHomeShell, []);
  return (
    <main className="site-screen" data-testid={testId}>
      <div className="site-screen-card">
        <span className="site-screen-icon">
          <Icon name={icon} size={34} />
        </span>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <FullPage icon="clock" title={t('game_maintenance')} testId="maintenance-screen">
      <p>{t('info_maintenance')}</p>
      <CustomerServiceLink className="site-screen-action" testId="maintenance-cs" />
    </FullPage>
  );
}

export function BlockedPage({ ip }: { ip: string | undefined }) {
  const { t } = useTranslation();
  return (
    <FullPage icon="lock" title={t('blockip')} testId="blocked-screen">
      <p>{t('info_ip_block', { ip: ip ?? t('site_ip_unknown') })}</p>
    </FullPage>
  );
}

export function InvalidUrlPage() {
  const { t } = useTranslation();
  return (
    <FullPage icon="globe" title={t('site_invalid_url_title')} testId="invalid-url-screen">
      <p>{t('invalid_url')}</p>
    </FullPage>
  );
}

/** The site's settings could not be loaded (offline, server down): say so and offer a retry. */
export function BootFailurePage({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <FullPage icon="refresh" title={t('site_boot_failed_title')} testId="boot-failure-screen">
      <p>{message}</p>
      <Button className="site-screen-action" onClick={onRetry}>
        {t('site_retry')}
      </Button>
    </FullPage>
  );
}
