import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/Money';
import { Pager } from '../../../components/ui/Pager';
import { RecordsTable, type Column } from '../../../components/ui/RecordsTable';
import { formatInstant } from '../../../lib/dates';
import { fetchAll, useAccountDetails } from '../agent-api';
import { accountPage, AGENT_API, type AccountRow } from '../agent-wire';
import { csvAmount } from '../csv';
import { AGENT_PAGE_SIZE, any, DateRange, ExportButton, Select, useAgentFilters } from '../filters';
import { AgentPanel, AMOUNT } from './AgentPanel';

const TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'payout',
  'refund',
  'transfer',
  'commission',
  'salary',
  'dividend',
  'bonus',
  'rebate',
  'adjustment',
] as const;

/** Account details: the agent's own ledger movements (income and salary postings among them). */
export function AccountDetails() {
  const { t } = useTranslation();
  const { filters, update, page, setPage, problem } = useAgentFilters({ type: '' });
  const query = { from: filters.from, to: filters.to, type: any(filters.type) };
  const q = useAccountDetails({ ...query, pageNo: page, pageSize: AGENT_PAGE_SIZE });
  const data = problem ? undefined : q.data;
  const totals = data?.totals;
  const typeLabel = (type: string) => t(`agent_move_${type}`, { defaultValue: type });

  const columns: Column<AccountRow>[] = [
    {
      key: 'time',
      label: t('agent_col_time'),
      cell: (r) => formatInstant(r.at),
      total: totals ? t('agent_totals_in_out') : undefined,
    },
    { key: 'type', label: t('agent_col_type'), cell: (r) => typeLabel(r.type) },
    {
      key: 'amount',
      label: t('agent_col_amount'),
      numeric: true,
      cell: (r) => <Money {...AMOUNT} minor={r.amount} signed />,
      total: totals && (
        <>
          <Money {...AMOUNT} minor={totals.income} signed testId="agent-total-income" />
          {' / '}
          <Money {...AMOUNT} minor={totals.expense} signed testId="agent-total-expense" />
        </>
      ),
    },
    {
      key: 'balance',
      label: t('agent_col_balance_after'),
      numeric: true,
      cell: (r) => (r.balanceAfter ? <Money {...AMOUNT} minor={r.balanceAfter} /> : '—'),
    },
    { key: 'remark', label: t('agent_col_remark'), cell: (r) => r.remark ?? '' },
  ];

  return (
    <AgentPanel
      tab="accountDetails"
      actions={
        <ExportButton
          filename={`account-${filters.from}-${filters.to}.csv`}
          disabled={!!problem || !data?.totalElements}
          load={() => fetchAll<AccountRow>(accountPage, AGENT_API.accountDetails, query)}
          columns={[
            { label: t('agent_col_time'), value: (r) => formatInstant(r.at) },
            { label: t('agent_col_type'), value: (r) => typeLabel(r.type) },
            { label: t('agent_col_amount'), value: (r) => csvAmount(r.amount) },
            { label: t('agent_col_balance_after'), value: (r) => (r.balanceAfter ? csvAmount(r.balanceAfter) : '') },
            { label: t('agent_col_remark'), value: (r) => r.remark ?? '' },
          ]}
        />
      }
    >
      <div className="agent-filters">
        <DateRange from={filters.from} to={filters.to} problem={problem} onChange={update} />
        <Select
          label={t('agent_col_type')}
          value={filters.type}
          options={TYPES.map((v) => ({ value: v, label: typeLabel(v) }))}
          anyLabel={t('agent_all')}
          testId="agent-filter-type"
          onChange={(type) => update({ type })}
        />
      </div>
      {problem ? null : (
        <RecordsTable
          columns={columns}
          rows={data?.content}
          rowKey={(r) => r.id}
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
