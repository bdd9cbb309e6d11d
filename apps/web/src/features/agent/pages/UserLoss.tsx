import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/Money';
import type { Column } from '../../../components/ui/RecordsTable';
import { fetchAll, useUserLoss } from '../agent-api';
import { AGENT_API, userLossAnswer, type UserLossRow } from '../agent-wire';
import { csvAmount } from '../csv';
import { AGENT_PAGE_SIZE, any, DateRange, ExportButton, TextFilter, useAgentFilters } from '../filters';
import { AgentPanel, AgentTable, AMOUNT } from './AgentPanel';

const MONEY = ['stake', 'validBet', 'payout', 'rebate', 'bonus', 'profit'] as const;

/** User loss: each team member's profit and loss over the days (the players' side: payout + rebate + bonus − stake). */
export function UserLoss() {
  const { t } = useTranslation();
  const { filters, update, page, setPage, problem } = useAgentFilters({ username: '' });
  const query = { from: filters.from, to: filters.to, username: any(filters.username.trim()) };
  const q = useUserLoss({ ...query, pageNo: page, pageSize: AGENT_PAGE_SIZE }, !problem);
  const data = problem ? undefined : q.data;
  const totals = data?.totals;
  const label = (k: (typeof MONEY)[number]) => t(`agent_fig_${k}`);

  const columns: Column<UserLossRow>[] = [
    { key: 'account', label: t('agent_col_member'), cell: (r) => r.username },
    ...MONEY.map((k): Column<UserLossRow> => ({
      key: k,
      label: label(k),
      numeric: true,
      cell: (r) => <Money {...AMOUNT} minor={r[k]} signed={k === 'profit'} />,
      total: totals && <Money {...AMOUNT} minor={totals[k]} signed={k === 'profit'} testId={`agent-total-${k}`} />,
    })),
  ];

  return (
    <AgentPanel
      tab="userLoss"
      intro={t('agent_user_loss_intro')}
      actions={
        <ExportButton
          filename={`user-loss-${filters.from}-${filters.to}.csv`}
          disabled={!!problem || !data?.totalElements}
          load={() => fetchAll<UserLossRow>(userLossAnswer, AGENT_API.userLoss, query)}
          columns={[
            { label: t('agent_col_member'), value: (r) => r.username },
            ...MONEY.map((k) => ({ label: label(k), value: (r: UserLossRow) => csvAmount(r[k]) })),
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
      </div>
      {problem ? null : <AgentTable columns={columns} data={data} onPage={setPage} rowKey={(r) => r.memberId} state={q} />}
    </AgentPanel>
  );
}
