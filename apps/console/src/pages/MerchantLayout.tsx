import { Link, Navigate, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { API } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { can, useMe, useSetMe } from '../lib/session';
import { LanguagePicker } from '../components/LanguagePicker';
import { IdleGuard } from '../components/IdleGuard';
import { CommandPalette } from '../components/CommandPalette';
import { useLiveQueues, useQueueCounts } from '../lib/live-queues';

/** Every page of one merchant: the bar (merchant, pages, language, sign-out), the idle guard and the palette. */
export function MerchantLayout() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  const me = useMe();
  const setMe = useSetMe();
  const navigate = useNavigate();
  if (me.isPending) return <p className="loading">{t('loading')}</p>;
  if (!me.data) return <Navigate to="/sign-in" />;
  // A merchant operator works on its own merchant only (the server refuses any other anyway).
  if (me.data.merchant && me.data.merchant !== merchant)
    return <Navigate to="/$merchant" params={{ merchant: me.data.merchant }} />;

  const signOut = async (why?: string) => {
    await opsCall(API.operator.logout, { body: {} }).catch(() => undefined);
    setMe(null);
    if (why) toast.info(why);
    await navigate({ to: '/sign-in' });
  };

  return (
    <div className="shell">
      <header className="bar">
        <strong className="brand">{t('app_name')}</strong>
        <span className="merchant" data-testid="current-merchant">
          {t('nav_merchant')}: {merchant}
        </span>
        <nav>
          <Link
            to="/$merchant"
            params={{ merchant }}
            activeOptions={{ exact: true }}
            activeProps={{ className: 'active' }}
            data-testid="nav-home"
          >
            {t('nav_home')}
          </Link>
          <Link to="/$merchant/members" params={{ merchant }} activeProps={{ className: 'active' }} data-testid="nav-members">
            {t('nav_members')}
          </Link>
          {can(me.data, 'adjustments.request') && (
            <Link
              to="/$merchant/adjustments"
              params={{ merchant }}
              search={{ status: 'pending' }}
              activeProps={{ className: 'active' }}
              data-testid="nav-adjustments"
            >
              {t('nav_adjustments')}
            </Link>
          )}
          {can(me.data, 'withdrawals.read') && <WithdrawalsLink merchant={merchant} />}
          {can(me.data, 'deposits.read') && (
            <Link
              to="/$merchant/deposits"
              params={{ merchant }}
              search={{ status: 'pending' }}
              activeProps={{ className: 'active' }}
              data-testid="nav-deposits"
            >
              {t('nav_deposits')}
            </Link>
          )}
          {can(me.data, 'bets.read') && (
            <Link to="/$merchant/bets" params={{ merchant }} activeProps={{ className: 'active' }} data-testid="nav-bets">
              {t('nav_bets')}
            </Link>
          )}
          {can(me.data, 'channels.manage') && (
            <Link to="/$merchant/channels" params={{ merchant }} activeProps={{ className: 'active' }} data-testid="nav-channels">
              {t('nav_channels')}
            </Link>
          )}
          {can(me.data, 'audit.read') && (
            <Link to="/$merchant/audit" params={{ merchant }} activeProps={{ className: 'active' }} data-testid="nav-audit">
              {t('nav_audit')}
            </Link>
          )}
          {can(me.data, 'operators.read') && (
            <Link to="/$merchant/staff" params={{ merchant }} activeProps={{ className: 'active' }} data-testid="nav-staff">
              {t('nav_staff')}
            </Link>
          )}
          {!me.data.merchant && <Link to="/">{t('nav_switch_merchant')}</Link>}
        </nav>
        <span className="who" data-testid="operator-name">
          {me.data.name} · {me.data.role}
        </span>
        <LanguagePicker />
        <button type="button" onClick={() => void signOut()} data-testid="sign-out">
          {t('nav_sign_out')}
        </button>
      </header>
      <LiveFeed merchant={merchant} />
      <Outlet />
      <IdleGuard onIdle={() => void signOut(t('sign_in_signed_out'))} />
      <CommandPalette merchant={merchant} onSignOut={() => void signOut()} />
    </div>
  );
}

/** The live feed of the merchant's queues, open while its pages are. */
function LiveFeed({ merchant }: { merchant: string }) {
  useLiveQueues(merchant);
  return null;
}

/** The withdrawal queue's link with the count of requests waiting for review, live. */
function WithdrawalsLink({ merchant }: { merchant: string }) {
  const { t } = useTranslation();
  const open = useQueueCounts(merchant).withdrawals?.open;
  return (
    <Link
      to="/$merchant/withdrawals"
      params={{ merchant }}
      search={{ view: 'open' }}
      activeProps={{ className: 'active' }}
      data-testid="nav-withdrawals"
    >
      {t('nav_withdrawals')}
      {open !== undefined && open > 0 && (
        <span className="count" data-testid="nav-withdrawals-count">
          {open}
        </span>
      )}
    </Link>
  );
}
