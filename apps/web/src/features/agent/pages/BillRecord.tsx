import { useTranslation } from 'react-i18next';
import { CONTRACT_GAME_TYPES, type ContractKind } from '@playhouse/contract/agent';
import { FormError } from '../../../components/ui/FormError';
import { Money } from '../../../components/ui/Money';
import type { Column } from '../../../components/ui/RecordsTable';
import type { AgentTab } from '../../../config/paths';
import { useMessage } from '../../../lib/forms/use-message';
import { fetchAll, useBills, useContracts } from '../agent-api';
import { AGENT_API, billListAnswer, type BillRow, type ContractRow } from '../agent-wire';
import { csvAmount } from '../csv';
import { AGENT_PAGE_SIZE, any, DateRange, ExportButton, Select, useAgentFilters } from '../filters';
import { AgentPanel, AgentTable, AMOUNT } from './AgentPanel';
import { useGameTypeLabel } from './Contracts';
import { TerminationButtons, useEndContract } from './TerminationActions';
import { TierTable } from './TierTable';

export const KIND_TAB: Record<ContractKind, AgentTab> = {
  dividend: 'dividendRecord',
  dailySalary: 'dailySalary',
  hourlySalary: 'hourlySalary',
  realtimeSalary: 'realTimeSalary',
};

/** A figure of a bill's snapshot (minor units as a string), if it is there. */
const figure = (b: BillRow, key: string): string | undefined => {
  const v = b.figures[key];
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : undefined;
};

/** The holder's side of a contract in force: ask to end it, or confirm the end its upline asked for. */
function HeldActions({ contract: c }: { contract: ContractRow }) {
  const text = useMessage();
  const { run, error, pending } = useEndContract();
  return (
    <>
      <TerminationButtons contract={c} side="downline" testIdPrefix="agent-held" pending={pending} onAction={(a) => run(c, a)} />
      <FormError className="agent-form-error" message={text(error ?? undefined)} testId="agent-held-error" />
    </>
  );
}

/**
 * Dividend record and daily, hourly and real-time salary: the contract this agent holds for the
 * kind (its tiers), then its bills by period: the team's figures, what it is entitled to, what
 * it owes its own downlines, what its payer paid, and the bill's status (paid, partially paid,
 * insufficient, not reached).
 */
export function BillRecord({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const gameType = useGameTypeLabel();
  const { filters, update, page, setPage, problem } = useAgentFilters({ gameType: '' });
  const query = { kind, from: filters.from, to: filters.to, gameType: any(filters.gameType) };
  const q = useBills({ ...query, pageNo: page, pageSize: AGENT_PAGE_SIZE }, !problem);
  const held = useContracts({ as: 'downline', kind });
  const inForce = (held.data?.content ?? []).filter((c) => c.status === 'A' || c.status === 'V');
  const data = problem ? undefined : q.data;
  const period = (b: BillRow) =>
    b.periodStart.slice(0, 10) === b.periodEnd.slice(0, 10)
      ? b.periodStart.slice(0, 10)
      : `${b.periodStart.slice(0, 10)} – ${b.periodEnd.slice(0, 10)}`;
  const status = (b: BillRow) => t(`agent_bill_${b.status}`);
  const baseKey = kind === 'dividend' ? 'netLoss' : 'validBet';

  const columns: Column<BillRow>[] = [
    { key: 'period', label: t('agent_col_period'), cell: period },
    { key: 'gameType', label: t('agent_col_game_type'), cell: (b) => gameType(b.gameType) },
    {
      key: 'base',
      label: t(`agent_fig_${baseKey}`),
      numeric: true,
      cell: (b) => {
        const v = figure(b, baseKey);
        return v && /^-?\d+$/.test(v) ? <Money {...AMOUNT} minor={v} /> : '—';
      },
    },
    { key: 'active', label: t('agent_fig_activeMembers'), numeric: true, cell: (b) => figure(b, 'activeMembers') ?? '—' },
    {
      key: 'entitlement',
      label: t('agent_col_entitlement'),
      numeric: true,
      cell: (b) => <Money {...AMOUNT} minor={b.entitlement} />,
    },
    {
      key: 'downlineTotal',
      label: t('agent_col_downline_total'),
      numeric: true,
      cell: (b) => <Money {...AMOUNT} minor={b.downlineTotal} />,
    },
    { key: 'paid', label: t('agent_col_paid'), numeric: true, cell: (b) => <Money {...AMOUNT} minor={b.paid} /> },
    {
      key: 'status',
      label: t('agent_col_status'),
      cell: (b) => (
        <span className={`agent-bill agent-bill-${b.status}`} data-testid="agent-bill-status">
          {status(b)}
        </span>
      ),
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
          load={() => fetchAll<BillRow>(billListAnswer, AGENT_API.bills, query)}
          columns={[
            { label: t('agent_col_period'), value: period },
            { label: t('agent_col_game_type'), value: (b) => gameType(b.gameType) },
            { label: t('agent_col_entitlement'), value: (b) => csvAmount(b.entitlement) },
            { label: t('agent_col_downline_total'), value: (b) => csvAmount(b.downlineTotal) },
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
              {c.period ? ` · ${t(`agent_div_period_${c.period}`)}` : ''}
              {' · '}
              {t(`agent_contract_status_${c.status}`)}
            </p>
            <TierTable kind={kind} tiers={c.tiers} />
            <HeldActions contract={c} />
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
        <AgentTable columns={columns} data={data} onPage={setPage} rowKey={(b) => b.id} state={q} totals={false} />
      )}
    </AgentPanel>
  );
}
