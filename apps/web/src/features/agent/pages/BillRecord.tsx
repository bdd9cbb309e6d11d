import { useTranslation } from 'react-i18next';
import { CONTRACT_GAME_TYPES, type ContractKind } from '@playhouse/contract/agent';
import { Money } from '../../../components/ui/Money';
import { Pager } from '../../../components/ui/Pager';
import { RecordsTable, type Column } from '../../../components/ui/RecordsTable';
import type { AgentTab } from '../../../config/paths';
import { fetchAll, useBills, useContracts } from '../agent-api';
import { AGENT_API, billPage, type BillRow } from '../agent-wire';
import { csvAmount } from '../csv';
import { AGENT_PAGE_SIZE, any, DateRange, ExportButton, Select, useAgentFilters } from '../filters';
import { AgentPanel, AMOUNT } from './AgentPanel';
import { TierTable } from './TierTable';

export const KIND_TAB: Record<ContractKind, AgentTab> = {
  dividend: 'dividendRecord',
  dailySalary: 'dailySalary',
  hourlySalary: 'hourlySalary',
  realtimeSalary: 'realTimeSalary',
};

/**
 * Dividend record and daily, hourly and real-time salary: the contract this agent holds for the
 * kind (its tiers), then its bills by period: the team's figures, what it is entitled to, what
 * its upline paid, and the bill's status (issued, partially paid, insufficient, not reached).
 */
export function BillRecord({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const { filters, update, page, setPage, problem } = useAgentFilters({ gameType: '' });
  const query = { kind, from: filters.from, to: filters.to, gameType: any(filters.gameType) };
  const q = useBills({ ...query, pageNo: page, pageSize: AGENT_PAGE_SIZE });
  const held = useContracts({ role: 'downline', kind });
  const inForce = (held.data ?? []).filter((c) => c.status === 'A' || c.status === 'V');
  const data = problem ? undefined : q.data;
  const totals = data?.totals;
  const gameType = (g: string) => (g === 'CONS' ? t('agent_game_cons') : t(`game_type_${g}`, { defaultValue: g }));
  const period = (b: BillRow) => (b.periodStart === b.periodEnd ? b.periodStart : `${b.periodStart} – ${b.periodEnd}`);
  const status = (b: BillRow) => t(`agent_bill_${b.status}`);
  const base = (b: BillRow) => (kind === 'dividend' ? b.figures?.netLoss : b.figures?.validBet);

  const columns: Column<BillRow>[] = [
    { key: 'period', label: t('agent_col_period'), cell: period },
    { key: 'gameType', label: t('agent_col_game_type'), cell: (b) => gameType(b.gameType) },
    {
      key: 'base',
      label: kind === 'dividend' ? t('agent_fig_netLoss') : t('agent_fig_validBet'),
      numeric: true,
      cell: (b) => {
        const v = base(b);
        return v ? <Money {...AMOUNT} minor={v} /> : '—';
      },
    },
    { key: 'active', label: t('agent_fig_activeMembers'), numeric: true, cell: (b) => b.figures?.activeMembers ?? '—' },
    {
      key: 'entitlement',
      label: t('agent_col_entitlement'),
      numeric: true,
      cell: (b) => <Money {...AMOUNT} minor={b.entitlement} />,
      total: totals && <Money {...AMOUNT} minor={totals.entitlement} testId="agent-total-entitlement" />,
    },
    {
      key: 'paid',
      label: t('agent_col_paid'),
      numeric: true,
      cell: (b) => <Money {...AMOUNT} minor={b.paid} />,
      total: totals && <Money {...AMOUNT} minor={totals.paid} testId="agent-total-paid" />,
    },
    {
      key: 'status',
      label: t('agent_col_status'),
      cell: (b) => <span className={`agent-bill agent-bill-${b.status}`}>{status(b)}</span>,
    },
  ];

  return (
    <AgentPanel
      tab={KIND_TAB[kind]}
      intro={t(`agent_kind_intro_${kind}`)}
      actions={
        <ExportButton
          filename={`${kind}-${filters.from}-${filters.to}.csv`}
          disabled={!!problem || !data?.totalElements}
          load={() => fetchAll<BillRow>(billPage, AGENT_API.bills, query)}
          columns={[
            { label: t('agent_col_period'), value: period },
            { label: t('agent_col_game_type'), value: (b) => gameType(b.gameType) },
            { label: t('agent_col_entitlement'), value: (b) => csvAmount(b.entitlement) },
            { label: t('agent_col_paid'), value: (b) => csvAmount(b.paid) },
            { label: t('agent_col_status'), value: status },
          ]}
        />
      }
    >
      <div className="agent-held" data-testid="agent-held-contracts">
        <h2>{t('agent_held_contract')}</h2>
        {held.data && inForce.length === 0 ? <p className="agent-muted">{t('agent_no_contract')}</p> : null}
        {inForce.map((c) => (
          <div key={c.id} className="agent-held-item">
            <p>
              {gameType(c.gameType)}
              {c.period ? ` · ${t(`agent_div_period_${c.period}`, { defaultValue: c.period })}` : ''}
              {' · '}
              {t(`agent_contract_status_${c.status}`)}
            </p>
            <TierTable kind={kind} terms={c.terms} />
          </div>
        ))}
      </div>
      <div className="agent-filters">
        <DateRange from={filters.from} to={filters.to} problem={problem} onChange={update} />
        <Select
          label={t('agent_col_game_type')}
          value={filters.gameType}
          options={CONTRACT_GAME_TYPES.map((g) => ({ value: g, label: gameType(g) }))}
          anyLabel={t('agent_all')}
          testId="agent-filter-game-type"
          onChange={(v) => update({ gameType: v })}
        />
      </div>
      {problem ? null : (
        <RecordsTable
          columns={columns}
          rows={data?.content}
          rowKey={(b) => b.id}
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
