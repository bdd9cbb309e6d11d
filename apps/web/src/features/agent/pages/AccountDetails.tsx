import { useTranslation } from 'react-i18next';
import { RECORD_TRANSACTION_TYPES } from '@playhouse/contract';
import { Money } from '../../../components/ui/Money';
import type { Column } from '../../../components/ui/RecordsTable';
import { formatInstant } from '../../../lib/dates';
import { fetchAll, useAccountDetails } from '../agent-api';
import { accountDetailsAnswer, AGENT_API, type AccountRow } from '../agent-wire';
import { csvAmount } from '../csv';
import { AGENT_PAGE_SIZE, any, DateRange, ExportButton, Select, useAgentFilters } from '../filters';
import { AgentPanel, AgentTable, AMOUNT } from './AgentPanel';

/** Account details: the agent's own ledger movements (salaries, dividends and commissions among them), credits and debits totalled. */
export function AccountDetails() {
  const { t } = useTranslation();
  const { filters, update, page, setPage, problem } = useAgentFilters({ type: '' });
  const query = { from: filters.from, to: filters.to, type: any(filters.type) };
  const q = useAccountDetails({ ...query, pageNo: page, pageSize: AGENT_PAGE_SIZE }, !problem);
  const data = problem ? undefined : q.data;
  const totals = data?.totals;
  const typeLabel = (type: string) => t(`agent_move_${type}`, { defaultValue: type });

  const columns: Column<AccountRow>[] = [
    { key: 'time', label: t('agent_col_time'), cell: (r) => formatInstant(r.time) },
    { key: 'type', label: t('agent_col_type'), cell: (r) => typeLabel(r.type) },
    {
      key: 'credit',
      label: t('agent_col_credit'),
      numeric: true,
      cell: (r) => (BigInt(r.amount) > 0n ? <Money {...AMOUNT} minor={r.amount} signed /> : ''),
      total: totals && <Money {...AMOUNT} minor={totals.credit} signed testId="agent-total-credit" />,
    },
    {
      key: 'debit',
      label: t('agent_col_debit'),
      numeric: true,
      cell: (r) => (BigInt(r.amount) < 0n ? <Money {...AMOUNT} minor={r.amount} signed /> : ''),
      total: totals && <Money {...AMOUNT} minor={totals.debit} signed testId="agent-total-debit" />,
    },
    {
      key: 'balance',
      label: t('agent_col_balance_after'),
      numeric: true,
      cell: (r) => <Money {...AMOUNT} minor={r.balanceAfter} />,
    },
    { key: 'reference', label: t('agent_col_remark'), cell: (r) => <span className="agent-mono">{r.reference}</span> },
  ];

  return (
    <AgentPanel
      tab="accountDetails"
      actions={
        <ExportButton
          filename={`account-${filters.from}-${filters.to}.csv`}
          disabled={!!problem || !data?.totalElements}
          load={() => fetchAll<AccountRow>(accountDetailsAnswer, AGENT_API.accountDetails, query)}
          columns={[
            { label: t('agent_col_time'), value: (r) => formatInstant(r.time) },
            { label: t('agent_col_type'), value: (r) => typeLabel(r.type) },
            { label: t('agent_col_amount'), value: (r) => csvAmount(r.amount) },
            { label: t('agent_col_balance_after'), value: (r) => csvAmount(r.balanceAfter) },
            { label: t('agent_col_remark'), value: (r) => r.reference },
          ]}
        />
      }
    >
      <div className="agent-filters">
        <DateRange from={filters.from} to={filters.to} problem={problem} onChange={update} />
        <Select
          label={t('agent_col_type')}
          value={filters.type}
          options={RECORD_TRANSACTION_TYPES.map((v) => ({ value: v, label: typeLabel(v) }))}
          anyLabel={t('agent_all')}
          testId="agent-filter-type"
          onChange={(type) => update({ type })}
        />
      </div>
      {problem ? null : <AgentTable columns={columns} data={data} onPage={setPage} rowKey={(r) => r.id} state={q} />}
    </AgentPanel>
  );
}
