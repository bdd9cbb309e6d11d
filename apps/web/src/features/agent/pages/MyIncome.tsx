import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPeriod } from '@playhouse/contract/agent';
import { Money } from '../../../components/ui/Money';
import { RecordsTable, type Column } from '../../../components/ui/RecordsTable';
import { useIncome } from '../agent-api';
import type { IncomeRow } from '../agent-wire';
import { csvAmount } from '../csv';
import { DateRange, ExportButton, PeriodPicker, useAgentFilters } from '../filters';
import { AgentPanel, AMOUNT } from './AgentPanel';

const MONEY = ['rebateDifference', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend', 'total'] as const;
/** The income call's period codes. */
const CODE: Record<ReportPeriod, 'D' | 'W' | 'H' | 'M'> = { day: 'D', week: 'W', halfMonth: 'H', month: 'M' };

/** My income (agentRevenueReport): lottery rebate differences, salaries and dividends, by day, week, half-month or month. */
export function MyIncome() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ReportPeriod>('day');
  const { filters, update, problem } = useAgentFilters({});
  const q = useIncome({ period: CODE[period], from: filters.from, to: filters.to }, !problem);
  const data = problem ? undefined : q.data;
  const totals = data?.totals;

  const columns: Column<IncomeRow>[] = [
    { key: 'period', label: t('agent_col_period'), cell: (r) => r.period },
    ...MONEY.map((k): Column<IncomeRow> => ({
      key: k,
      label: t(`agent_income_${k}`),
      numeric: true,
      cell: (r) => <Money {...AMOUNT} minor={r[k]} />,
      total: totals && <Money {...AMOUNT} minor={totals[k]} testId={`agent-total-${k}`} />,
    })),
  ];

  return (
    <AgentPanel
      tab="agentRevenueReport"
      intro={t('agent_income_intro')}
      actions={
        <ExportButton
          filename={`income-${filters.from}-${filters.to}.csv`}
          disabled={!data?.rows.length}
          load={() => Promise.resolve(data?.rows ?? [])}
          columns={[
            { label: t('agent_col_period'), value: (r: IncomeRow) => r.period },
            ...MONEY.map((k) => ({ label: t(`agent_income_${k}`), value: (r: IncomeRow) => csvAmount(r[k]) })),
          ]}
        />
      }
    >
      <div className="agent-filters">
        <PeriodPicker value={period} onChange={setPeriod} />
        <DateRange from={filters.from} to={filters.to} problem={problem} onChange={update} />
      </div>
      {problem ? null : (
        <RecordsTable columns={columns} rows={data?.rows} rowKey={(r) => r.period} state={q} emptyText={t('agent_empty')} />
      )}
    </AgentPanel>
  );
}
