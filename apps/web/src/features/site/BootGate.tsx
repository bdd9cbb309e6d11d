import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API, SYSTEM_STATUS } from '@playhouse/contract';
import { Loader } from '../../components/ui/Loader';
import { ApiError, call } from '../../lib/api-client';
import { seedBootAnswers, takeBootData } from '../../lib/boot-data';
import { getMerchantCode, setMerchantCode } from '../../lib/session-store';
import { useSiteTimeZone, useSystemStatus } from '../../lib/site-queries';
import { applyMerchantOverride, hasUrlTicket, redeemUrlTicket, takeUrlTicket } from './boot-url';
import { BlockedPage, BootFailurePage, InvalidUrlPage, MaintenancePage } from './SitePages';

/** Anything that failed before the app could start: invalid_url has its own screen. */
function Failure({ error, onRetry }: { error: Error; onRetry(): void }) {
  if (error instanceof ApiError && error.code === 'invalid_url') return <InvalidUrlPage />;
  return <BootFailurePage message={error.message} onRetry={onRetry} />;
}

type MerchantSource = 'override' | 'stored' | 'host';

const isInvalidUrl = (e: unknown) => e instanceof ApiError && e.code === 'invalid_url';

/**
 * Boot (§4): resolve the merchant (a `?merchant=` override, the stored code, or the host: from
 * the page's boot data, else through domainRoute), then let the system status pick maintenance,
 * blocked or the app. The boot data's answers go into the query cache first (lib/boot-data.ts).
 * A stored code the server no longer knows falls back to the host once; a wrong override
 * shows the invalid URL screen.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [boot, setBoot] = useState<{ code: string | null; source: MerchantSource }>(() => {
    takeUrlTicket();
    const override = applyMerchantOverride();
    const stored = getMerchantCode();
    // The page's boot data names the host's merchant: no domainRoute call on a first visit.
    const data = takeBootData();
    const code = override ?? (stored || data?.merchantCode);
    if (data && code) seedBootAnswers(queryClient, data, code, i18n.language);
    if (override) return { code: override, source: 'override' };
    if (!stored && data) {
      setMerchantCode(data.merchantCode);
      return { code: data.merchantCode, source: 'host' };
    }
    return { code: stored, source: 'stored' };
  });
  const route = useQuery({
    queryKey: ['system', 'domainRoute'],
    queryFn: () => call(API.system.domainRoute),
    enabled: !boot.code,
    retry: (count, e) => !isInvalidUrl(e) && count < 1,
  });
  useEffect(() => {
    if (!route.data) return;
    setMerchantCode(route.data.merchantCode);
    setBoot({ code: route.data.merchantCode, source: 'host' });
  }, [route.data]);

  if (boot.code) {
    // An empty stored code sends no Merchant header, so domainRoute resolves the host.
    const fallBack =
      boot.source === 'stored'
        ? () => {
            setMerchantCode('');
            setBoot({ code: null, source: 'host' });
          }
        : undefined;
    return <StatusGate onUnknownMerchant={fallBack}>{children}</StatusGate>;
  }
  if (route.error) return <Failure error={route.error} onRetry={() => void route.refetch()} />;
  return <Loader fullPage />;
}

function StatusGate({ children, onUnknownMerchant }: { children: ReactNode; onUnknownMerchant?: () => void }) {
  const status = useSystemStatus();
  const unknown = isInvalidUrl(status.error) && !!onUnknownMerchant;
  useEffect(() => {
    if (unknown) onUnknownMerchant?.();
  }, [unknown, onUnknownMerchant]);
  if (status.data) {
    if (status.data.status === SYSTEM_STATUS.maintenance) return <MaintenancePage />;
    if (status.data.status === SYSTEM_STATUS.regionRestricted) return <BlockedPage ip={status.data.ip} />;
    return <SessionBoot>{children}</SessionBoot>;
  }
  if (status.error && !unknown) return <Failure error={status.error} onRetry={() => void status.refetch()} />;
  return <Loader fullPage />;
}

/**
 * Only status 0 loads a session: the URL's hand-off ticket is redeemed before the session provider
 * mounts, and the merchant's time zone (whitelabel) is known before any date shows.
 */
function SessionBoot({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !hasUrlTicket());
  const zoneKnown = useSiteTimeZone();
  useEffect(() => {
    if (!ready) void redeemUrlTicket().then(() => setReady(true));
  }, [ready]);
  return ready && zoneKnown ? <>{children}</> : <Loader fullPage />;
}
