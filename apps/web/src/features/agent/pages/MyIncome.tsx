import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPeriod } from '@playhouse/contract/agent';
import { Money } from '../../../components/ui/Money';
import { Pager } from '../../../components/ui/Pager';
import { RecordsTable, type Column } from '../../../components/ui/RecordsTable';
import { fetchAll, useRevenue } from '../agent-api';
import { AGENT_API, revenuePage, type RevenueRow } from '../agent-wire';
import { csvAmount } from '../csv';
import { AGENT_PAGE_SIZE, DateRange, ExportButton, PeriodPicker, useAgentFilters } from '../filters';
import { AgentPanel, AMOUNT } from './AgentPanel';

const MONEY = ['rebateDifference', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend', 'total'] as const;

/** My income (agentRevenueReport): lottery rebate differences, salaries and dividends, by day, week, half-month or month. */
export function MyIncome() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ReportPeriod>('day');
  const { filters, update, page, setPage, problem } = useAgentFilters({});
  const query = { period, from: filters.from, to: filters.to };
  const q = useRevenue({ ...query, pageNo: page, pageSize: AGENT_PAGE_SIZE });
  const data = problem ? undefined : q.data;
  const totals = data?.totals;
  const range = (r: RevenueRow) => (r.from === r.to ? r.from : `${r.from} – ${r.to}`);

  const columns: Column<RevenueRow>[] = [
    { key: 'period', label: t('agent_col_period'), cell: range },
    ...MONEY.map((k): Column<RevenueRow> => ({
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
          disabled={!!problem || !data?.totalElements}
          load={() => fetchAll<RevenueRow>(revenuePage, AGENT_API.revenue, query)}
          columns={[
            { label: t('agent_col_period'), value: range },
            ...MONEY.map((k) => ({ label: t(`agent_income_${k}`), value: (r: RevenueRow) => csvAmount(r[k]) })),
          ]}
        />
      }
    >
      <div className="agent-filters">
        <PeriodPicker
          value={period}
          onChange={(p) => {
            setPeriod(p);
            setPage(1);
          }}
        />
        <DateRange from={filters.from} to={filters.to} problem={problem} onChange={update} />
      </div>
      {problem ? null : (
        <RecordsTable
          columns={columns}
          rows={data?.content}
          rowKey={(r) => r.from}
          state={q}
          emptyText={t('agent_empty')}
          footer={
            data ? (
              <Pager
                page={data.pageNum}
                pages={data.totalPages}
                onPage={setPage}
                testId="agent-pager"
                summary={t('agent_count', { count: data.totalElements })}
              />
            ) : null
          }
        />
      )}
    </AgentPanel>
  );
}
