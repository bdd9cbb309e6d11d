import { useQuery } from '@tanstack/react-query';
import { Link, linkOptions, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { API, opsDashboard, ONLINE_MINUTES } from '@playhouse/contract';
import { opsCall } from '../lib/api';
import { formatBalance, formatStamp } from '../lib/format';
import { dashboardKey } from '../lib/live-queues';

/**
 * The merchant's home: today's figures (the merchant's day), live from the console's socket.
 * Each figure is a link to the list of the rows behind it; a figure the role may not read is
 * not there.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { merchant } = useParams({ from: '/$merchant' });
  // Read once on opening; the feed's frames replace it every few seconds.
  const dashboard = useQuery({
    queryKey: dashboardKey(merchant),
    queryFn: async () => opsDashboard.parse(await opsCall(API.operator.dashboard, { merchant })),
    staleTime: Infinity,
  });
  const d = dashboard.data;
  if (!d) return <p className="loading">{t(dashboard.error ? 'error_generic' : 'loading')}</p>;
  const since = d.dayStart;
  const none = d.playersOnline === null && !d.deposits && !d.withdrawals && !d.bets;
  const params = { merchant };
  // Each figure, and the list of the rows behind it.
  const figures = [
    d.playersOnline !== null && {
      id: 'online',
      label: t('dashboard_online', { minutes: ONLINE_MINUTES }),
      value: d.playersOnline,
      link: linkOptions({ to: '/$merchant/members', params, search: { by: 'username', q: '', online: 'true' } }),
    },
    d.deposits && {
      id: 'deposits-today',
      label: t('dashboard_deposits_today', { count: d.deposits.count }),
      value: formatBalance(d.deposits.amount),
      link: linkOptions({ to: '/$merchant/deposits', params, search: { status: 'confirmed', since } }),
    },
    d.deposits && {
      id: 'deposits-pending',
      label: t('dashboard_deposits_pending'),
      value: d.deposits.pending,
      link: linkOptions({ to: '/$merchant/deposits', params, search: { status: 'pending' } }),
    },
    d.withdrawals && {
      id: 'withdrawals-today',
      label: t('dashboard_withdrawals_today', { count: d.withdrawals.count }),
      value: formatBalance(d.withdrawals.amount),
      link: linkOptions({ to: '/$merchant/withdrawals', params, search: { view: 'decided', status: 'approved', since } }),
    },
    d.withdrawals && {
      id: 'withdrawals-pending',
      label: t('dashboard_withdrawals_pending'),
      value: d.withdrawals.pending,
      link: linkOptions({ to: '/$merchant/withdrawals', params, search: { view: 'open' } }),
    },
    d.bets && {
      id: 'bets-minute',
      label: t('dashboard_bets_minute'),
      value: d.bets.perMinute,
      link: linkOptions({ to: '/$merchant/bets', params, search: {} }),
    },
    d.bets && {
      id: 'ggr',
      label: t('dashboard_ggr', { stakes: formatBalance(d.bets.stakes), wins: formatBalance(d.bets.wins) }),
      value: formatBalance(d.bets.ggr),
      link: linkOptions({ to: '/$merchant/bets', params, search: { settledSince: since } }),
    },
  ].filter((f) => !!f);
  return (
    <main className="page" data-testid="dashboard">
      <h1>{t('dashboard_title')}</h1>
      <p className="hint">{t('dashboard_today', { since: formatStamp(since), at: formatStamp(d.at) })}</p>
      {none && <p className="empty">{t('dashboard_nothing')}</p>}
      <div className="figures">
        {figures.map((f) => (
          <Link key={f.id} {...f.link} className="figure" data-testid={`figure-${f.id}`}>
            <strong className="value" data-testid={`figure-${f.id}-value`}>
              {f.value}
            </strong>
            <span>{f.label}</span>
          </Link>
        ))}
      </div>
    </main>
  );
}
