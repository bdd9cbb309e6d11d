import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPeriod } from '@playhouse/contract/agent';
import { ErrorRetry } from '../../../components/ui/ErrorRetry';
import { Loader } from '../../../components/ui/Loader';
import { Money } from '../../../components/ui/Money';
import { useFormatAmount } from '../../../lib/format';
import { useOverview } from '../agent-api';
import type { TeamFigures } from '../agent-wire';
import { TeamChart } from '../charts/TeamChart';
import { PeriodPicker } from '../filters';
import { CHART_BUCKETS, recentBuckets } from '../periods';
import { AgentPanel, AMOUNT, toMajor } from './AgentPanel';

const MONEY_FIGURES = ['deposits', 'withdrawals', 'validBet', 'profitLoss'] as const;
const COUNT_FIGURES = ['members', 'newMembers', 'activeMembers'] as const;
const ZERO: TeamFigures = {
  members: 0,
  newMembers: 0,
  activeMembers: 0,
  deposits: '0',
  withdrawals: '0',
  validBet: '0',
  profitLoss: '0',
};

/**
 * Team overview (the default page): the team's figures for the current day, week, half-month or
 * month, and charts of the last buckets of that period. Profit and loss is the players' side
 * (negative: the team lost).
 */
export function TeamOverview() {
  const { t } = useTranslation();
  const money = useFormatAmount();
  const [period, setPeriod] = useState<ReportPeriod>('day');
  const buckets = useMemo(() => recentBuckets(period, CHART_BUCKETS[period]), [period]);
  const q = useOverview(period, buckets[0]!.from, buckets[buckets.length - 1]!.to);
  const byFrom = new Map((q.data?.buckets ?? []).map((b) => [b.from, b]));
  const series = buckets.map((b) => byFrom.get(b.from) ?? ZERO);
  const current = series[series.length - 1] ?? ZERO;
  const labels = buckets.map((b) => b.label);
  const fmtMoney = (v: number) => money(BigInt(Math.round(v * 100)));
  const fmtCount = (v: number) => String(Math.round(v));

  return (
    <AgentPanel tab="agentTeamOverview" actions={<PeriodPicker value={period} onChange={setPeriod} />}>
      {q.isError && !q.data ? (
        <ErrorRetry
          className="agent-message"
          testId="agent-overview-error"
          message={q.error.message}
          onRetry={() => void q.refetch()}
        />
      ) : !q.data ? (
        <Loader />
      ) : (
        <>
          <p className="agent-intro" data-testid="agent-overview-range">
            {t('agent_overview_current', {
              period: t(`agent_period_${period}`),
              from: buckets.at(-1)!.from,
              to: buckets.at(-1)!.to,
            })}
          </p>
          <dl className="agent-figures" data-testid="agent-figures">
            {COUNT_FIGURES.map((k) => (
              <div key={k} className="agent-figure" data-testid={`agent-figure-${k}`}>
                <dt>{t(`agent_fig_${k}`)}</dt>
                <dd>{current[k]}</dd>
              </div>
            ))}
            {MONEY_FIGURES.map((k) => (
              <div key={k} className="agent-figure" data-testid={`agent-figure-${k}`}>
                <dt>{t(`agent_fig_${k}`)}</dt>
                <dd>
                  <Money {...AMOUNT} minor={current[k]} signed={k === 'profitLoss'} />
                </dd>
              </div>
            ))}
          </dl>
          <div className="agent-charts">
            <TeamChart
              testId="agent-chart-betting"
              title={t('agent_chart_betting')}
              labels={labels}
              bars={{ label: t('agent_fig_validBet'), values: series.map((s) => toMajor(s.validBet)) }}
              line={{ label: t('agent_fig_profitLoss'), values: series.map((s) => toMajor(s.profitLoss)) }}
              format={fmtMoney}
            />
            <TeamChart
              testId="agent-chart-cash"
              title={t('agent_chart_cash')}
              labels={labels}
              bars={{ label: t('agent_fig_deposits'), values: series.map((s) => toMajor(s.deposits)) }}
              line={{ label: t('agent_fig_withdrawals'), values: series.map((s) => toMajor(s.withdrawals)) }}
              format={fmtMoney}
            />
            <TeamChart
              testId="agent-chart-members"
              title={t('agent_chart_members')}
              labels={labels}
              bars={{ label: t('agent_fig_newMembers'), values: series.map((s) => s.newMembers) }}
              line={{ label: t('agent_fig_activeMembers'), values: series.map((s) => s.activeMembers) }}
              format={fmtCount}
            />
          </div>
        </>
      )}
    </AgentPanel>
  );
}
