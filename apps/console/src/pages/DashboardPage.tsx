import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
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
  return (
    <main className="page" data-testid="dashboard">
      <h1>{t('dashboard_title')}</h1>
      <p className="hint">{t('dashboard_today', { since: formatStamp(since), at: formatStamp(d.at) })}</p>
      {none && <p className="empty">{t('dashboard_nothing')}</p>}
      <div className="figures">
        {d.playersOnline !== null && (
          <Link
            to="/$merchant/members"
            params={{ merchant }}
            search={{ by: 'username', q: '', online: 'true' }}
            className="figure"
            data-testid="figure-online"
          >
            <FigureBody id="online" label={t('dashboard_online', { minutes: ONLINE_MINUTES })} value={d.playersOnline} />
          </Link>
        )}
        {d.deposits && (
          <>
            <Link
              to="/$merchant/deposits"
              params={{ merchant }}
              search={{ status: 'confirmed', since }}
              className="figure"
              data-testid="figure-deposits-today"
            >
              <FigureBody
                id="deposits-today"
                label={t('dashboard_deposits_today', { count: d.deposits.count })}
                value={formatBalance(d.deposits.amount)}
              />
            </Link>
            <Link
              to="/$merchant/deposits"
              params={{ merchant }}
              search={{ status: 'pending' }}
              className="figure"
              data-testid="figure-deposits-pending"
            >
              <FigureBody id="deposits-pending" label={t('dashboard_deposits_pending')} value={d.deposits.pending} />
            </Link>
          </>
        )}
        {d.withdrawals && (
          <>
            <Link
              to="/$merchant/withdrawals"
              params={{ merchant }}
              search={{ view: 'decided', status: 'approved', since }}
              className="figure"
              data-testid="figure-withdrawals-today"
            >
              <FigureBody
                id="withdrawals-today"
                label={t('dashboard_withdrawals_today', { count: d.withdrawals.count })}
                value={formatBalance(d.withdrawals.amount)}
              />
            </Link>
            <Link
              to="/$merchant/withdrawals"
              params={{ merchant }}
              search={{ view: 'open' }}
              className="figure"
              data-testid="figure-withdrawals-pending"
            >
              <FigureBody id="withdrawals-pending" label={t('dashboard_withdrawals_pending')} value={d.withdrawals.pending} />
            </Link>
          </>
        )}
        {d.bets && (
          <>
            <Link to="/$merchant/bets" params={{ merchant }} search={{}} className="figure" data-testid="figure-bets-minute">
              <FigureBody id="bets-minute" label={t('dashboard_bets_minute')} value={d.bets.perMinute} />
            </Link>
            <Link
              to="/$merchant/bets"
              params={{ merchant }}
              search={{ settledSince: since }}
              className="figure"
              data-testid="figure-ggr"
            >
              <FigureBody
                id="ggr"
                label={t('dashboard_ggr', { stakes: formatBalance(d.bets.stakes), wins: formatBalance(d.bets.wins) })}
                value={formatBalance(d.bets.ggr)}
              />
            </Link>
          </>
        )}
      </div>
    </main>
  );
}

/** One figure: its value and what it counts (the card around it is the link to its rows). */
function FigureBody({ id, label, value }: { id: string; label: string; value: string | number }) {
  return (
    <>
      <strong className="value" data-testid={`figure-${id}-value`}>
        {value}
      </strong>
      <span>{label}</span>
    </>
  );
}
