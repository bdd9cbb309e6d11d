import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@playhouse/contract';
import { Money } from '../../../components/ui/Money';
import type { Column } from '../../../components/ui/RecordsTable';
import { formatInstant } from '../../../lib/dates';
import { fetchAll, useTeamBets } from '../agent-api';
import { AGENT_API, teamBetsAnswer, type TeamBetRow } from '../agent-wire';
import { csvAmount } from '../csv';
import { AGENT_PAGE_SIZE, any, DateRange, ExportButton, Select, TextFilter, useAgentFilters } from '../filters';
import { AgentPanel, AgentTable, AMOUNT } from './AgentPanel';

const STATUSES = ['pending', 'settled', 'cancelled'] as const;

/** Team betting: every bet of the team (any depth), filtered by days, member, game type and status; totals over the filter; CSV. */
export function TeamBetting() {
  const { t } = useTranslation();
  const { filters, update, page, setPage, problem } = useAgentFilters({ username: '', gameType: '', status: '' });
  const query = {
    from: filters.from,
    to: filters.to,
    username: any(filters.username.trim()),
    gameType: any(filters.gameType),
    status: any(filters.status),
  };
  const q = useTeamBets({ ...query, pageNo: page, pageSize: AGENT_PAGE_SIZE }, !problem);
  const data = problem ? undefined : q.data;
  const totals = data?.totals;
  const gameType = (g: string) => t(`game_type_${g}`, { defaultValue: g });
  const status = (s: string) => t(`agent_bet_status_${s}`, { defaultValue: s });

  const columns: Column<TeamBetRow>[] = [
    { key: 'time', label: t('agent_col_time'), cell: (b) => formatInstant(b.placedAt) },
    { key: 'account', label: t('agent_col_member'), cell: (b) => b.username },
    {
      key: 'game',
      label: t('agent_col_game'),
      cell: (b) => (
        <>
          {b.gameCode}
          <span className="agent-sub">
            {b.vendor} · {gameType(b.gameType)}
          </span>
        </>
      ),
    },
    {
      key: 'stake',
      label: t('agent_col_stake'),
      numeric: true,
      cell: (b) => <Money {...AMOUNT} minor={b.stake} />,
      total: totals && <Money {...AMOUNT} minor={totals.stake} testId="agent-total-stake" />,
    },
    {
      key: 'validBet',
      label: t('agent_col_valid_bet'),
      numeric: true,
      cell: (b) => <Money {...AMOUNT} minor={b.validBet} />,
      total: totals && <Money {...AMOUNT} minor={totals.validBet} />,
    },
    {
      key: 'win',
      label: t('agent_col_payout'),
      numeric: true,
      cell: (b) => <Money {...AMOUNT} minor={b.win} />,
      total: totals && <Money {...AMOUNT} minor={totals.win} />,
    },
    {
      key: 'profitLoss',
      label: t('agent_col_profit_loss'),
      numeric: true,
      cell: (b) => <Money {...AMOUNT} minor={b.profit} signed />,
      total: totals && <Money {...AMOUNT} minor={totals.profit} signed testId="agent-total-profit" />,
    },
    { key: 'status', label: t('agent_col_status'), cell: (b) => status(b.status) },
  ];

  return (
    <AgentPanel
      tab="teamBetting"
      actions={
        <ExportButton
          filename={`team-bets-${filters.from}-${filters.to}.csv`}
          disabled={!!problem || !data?.totalElements}
          load={() => fetchAll<TeamBetRow>(teamBetsAnswer, AGENT_API.teamBets, query)}
          columns={[
            { label: t('agent_col_time'), value: (b) => formatInstant(b.placedAt) },
            { label: t('agent_col_member'), value: (b) => b.username },
            { label: t('agent_col_game_type'), value: (b) => gameType(b.gameType) },
            { label: t('agent_col_game'), value: (b) => `${b.vendor} ${b.gameCode}` },
            { label: t('agent_col_round'), value: (b) => b.roundId },
            { label: t('agent_col_stake'), value: (b) => csvAmount(b.stake) },
            { label: t('agent_col_valid_bet'), value: (b) => csvAmount(b.validBet) },
            { label: t('agent_col_payout'), value: (b) => csvAmount(b.win) },
            { label: t('agent_col_profit_loss'), value: (b) => csvAmount(b.profit) },
            { label: t('agent_col_status'), value: (b) => status(b.status) },
          ]}
        />
      }
    >
      <div className="agent-filters">
        <DateRange from={filters.from} to={filters.to} problem={problem} onChange={update} />
        <TextFilter
          label={t('agent_member_account')}
          value={filters.username}
          testId="agent-filter-account"
          onChange={(username) => update({ username })}
        />
        <Select
          label={t('agent_col_game_type')}
          value={filters.gameType}
          options={GAME_TYPES.map((g) => ({ value: g, label: gameType(g) }))}
          anyLabel={t('agent_all')}
          testId="agent-filter-game-type"
          onChange={(v) => update({ gameType: v })}
        />
        <Select
          label={t('agent_col_status')}
          value={filters.status}
          options={STATUSES.map((s) => ({ value: s, label: status(s) }))}
          anyLabel={t('agent_all')}
          testId="agent-filter-status"
          onChange={(v) => update({ status: v })}
        />
      </div>
      {problem ? null : <AgentTable columns={columns} data={data} onPage={setPage} rowKey={(b) => b.id} state={q} />}
    </AgentPanel>
  );
}
