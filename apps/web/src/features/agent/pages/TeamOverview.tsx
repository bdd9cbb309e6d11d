import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPeriod } from '@playhouse/contract/agent';
import { ErrorRetry } from '../../../components/ui/ErrorRetry';
import { Loader } from '../../../components/ui/Loader';
import { Money } from '../../../components/ui/Money';
import { useFormatAmount } from '../../../lib/format';
import { useOverviews } from '../agent-api';
import type { Overview } from '../agent-wire';
import { TeamChart } from '../charts/TeamChart';
import { PeriodPicker } from '../filters';
import { CHART_BUCKETS, periodLabel } from '../periods';
import { AgentPanel, AMOUNT, toMajor } from './AgentPanel';

const COUNT_FIGURES = ['teamSize', 'newMembers', 'activeMembers'] as const;
const MONEY_FIGURES = ['deposits', 'withdrawals', 'validBet', 'profit'] as const;

/** The first and last local day of a period's answer (its series runs over the period's days up to now). */
const daysOf = (o: Overview) => ({
  first: o.series[0]?.day ?? o.from.slice(0, 10),
  last: o.series.at(-1)?.day ?? o.from.slice(0, 10),
});

/**
 * Team overview (the default page): the team's figures for the current day, week, half-month or
 * month (in the merchant's time zone), and charts of the last periods. Profit and loss is the
 * players' side (negative: the team lost).
 */
export function TeamOverview() {
  const { t } = useTranslation();
  const money = useFormatAmount();
  const [period, setPeriod] = useState<ReportPeriod>('day');
  const results = useOverviews(period, CHART_BUCKETS[period]);
  const failed = results.find((r) => r.isError && !r.data);
  const all = results.map((r) => r.data);
  const current = all[0];
  const ready = all.every((d): d is Overview => !!d) ? [...all].reverse() : null;
  const fmtMoney = (v: number) => money(BigInt(Math.round(v * 100)));
  const fmtCount = (v: number) => String(Math.round(v));

  let body;
  if (failed) {
    body = (
      <ErrorRetry
        className="agent-message"
        testId="agent-overview-error"
        message={failed.error?.message}
        onRetry={() => results.forEach((r) => void r.refetch())}
      />
    );
  } else if (!current) {
    body = <Loader />;
  } else {
    const labels = ready?.map((o) => periodLabel(period, daysOf(o).first)) ?? [];
    const { first, last } = daysOf(current);
    body = (
      <>
        <p className="agent-intro" data-testid="agent-overview-range">
          {t('agent_overview_current', { range: first === last ? first : `${first} – ${last}` })}
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
                <Money {...AMOUNT} minor={current[k]} signed={k === 'profit'} />
              </dd>
            </div>
          ))}
        </dl>
        {ready ? (
          <div className="agent-charts">
            <TeamChart
              testId="agent-chart-betting"
              title={t('agent_chart_betting')}
              labels={labels}
              bars={{ label: t('agent_fig_validBet'), values: ready.map((s) => toMajor(s.validBet)) }}
              line={{ label: t('agent_fig_profit'), values: ready.map((s) => toMajor(s.profit)) }}
              format={fmtMoney}
            />
            <TeamChart
              testId="agent-chart-cash"
              title={t('agent_chart_cash')}
              labels={labels}
              bars={{ label: t('agent_fig_deposits'), values: ready.map((s) => toMajor(s.deposits)) }}
              line={{ label: t('agent_fig_withdrawals'), values: ready.map((s) => toMajor(s.withdrawals)) }}
              format={fmtMoney}
            />
            <TeamChart
              testId="agent-chart-members"
              title={t('agent_chart_members')}
              labels={labels}
              bars={{ label: t('agent_fig_newMembers'), values: ready.map((s) => s.newMembers) }}
              line={{ label: t('agent_fig_activeMembers'), values: ready.map((s) => s.activeMembers) }}
              format={fmtCount}
            />
          </div>
        ) : (
          <Loader />
        )}
      </>
    );
  }
  return (
    <AgentPanel tab="agentTeamOverview" actions={<PeriodPicker value={period} onChange={setPeriod} />}>
      {body}
    </AgentPanel>
  );
}
