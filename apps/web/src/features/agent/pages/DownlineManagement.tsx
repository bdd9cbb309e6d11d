import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentRights } from '@playhouse/contract/agent';
import { Button } from '../../../components/ui/Button';
import { ErrorRetry } from '../../../components/ui/ErrorRetry';
import { FormError } from '../../../components/ui/FormError';
import { Loader } from '../../../components/ui/Loader';
import { Modal } from '../../../components/ui/Modal';
import { Money } from '../../../components/ui/Money';
import type { Column } from '../../../components/ui/RecordsTable';
import { formatInstant } from '../../../lib/dates';
import { apiErrorMsg } from '../../../lib/forms/messages';
import { useMessage } from '../../../lib/forms/use-message';
import { useSession } from '../../../lib/session';
import { useDownlineDetail, useDownlines, useInvitation, useSetPrizeGroup } from '../agent-api';
import type { DownlineRow } from '../agent-wire';
import { AGENT_PAGE_SIZE, any, Select, TextFilter } from '../filters';
import { AgentPanel, AgentTable, AMOUNT } from './AgentPanel';
import { OfferedContracts, OfferContract } from './Contracts';
import { prizeGroupOptions } from '../prize-groups';

interface Crumb {
  id: string;
  username: string;
}

const typeKey = (type: number) => (type === 0 ? 'agent_type_player' : `agent_type_${type}`);

/** A direct downline's LOTT prize group: never above the agent's own (the server refuses it too). */
function PrizeGroupForm({ memberId, current }: { memberId: string; current: number }) {
  const { t } = useTranslation();
  const text = useMessage();
  const own = useInvitation().data?.prizeGroup;
  const set = useSetPrizeGroup();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const groups = own ? prizeGroupOptions(own) : [];
  if (!groups.includes(current)) groups.push(current);
  return (
    <form
      className="agent-inline-form"
      data-testid="agent-prize-group-form"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        setDone(false);
        set.mutate(
          { memberId, prizeGroup: Number(value) },
          { onSuccess: () => setDone(true), onError: (err) => setError(apiErrorMsg(err)) },
        );
      }}
    >
      <Select
        label={t('agent_prize_group')}
        value={value}
        options={groups.map((g) => ({ value: String(g), label: String(g) }))}
        testId="agent-prize-group"
        onChange={setValue}
      />
      <Button type="submit" disabled={set.isPending} data-testid="agent-prize-group-save">
        {t('agent_save')}
      </Button>
      {done ? (
        <span role="status" className="agent-success" data-testid="agent-prize-group-saved">
          {t('agent_saved')}
        </span>
      ) : null}
      <FormError className="agent-form-error" message={text(error ?? undefined)} testId="agent-prize-group-error" />
    </form>
  );
}

function MemberDetails({ row, onClose }: { row: DownlineRow; onClose(): void }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const q = useDownlineDetail(row.id);
  const d = q.data;
  const direct = row.level === 1;
  const offers = direct && agentRights(member?.type ?? 0).offersContracts && agentRights(row.type).holdsContracts;
  return (
    <Modal title={t('agent_member_details', { account: row.username })} onClose={onClose} wide testId="agent-member-details">
      {q.isError && !d ? (
        <ErrorRetry message={q.error.message} onRetry={() => void q.refetch()} />
      ) : !d ? (
        <Loader />
      ) : (
        <>
          <dl className="agent-facts">
            <dt>{t('agent_col_account')}</dt>
            <dd>{d.username}</dd>
            <dt>{t('agent_col_nickname')}</dt>
            <dd>{d.nickname || '—'}</dd>
            <dt>{t('agent_col_type')}</dt>
            <dd>{t(typeKey(d.type))}</dd>
            <dt>{t('agent_col_status')}</dt>
            <dd>{t(`agent_member_status_${d.status}`)}</dd>
            <dt>{t('agent_col_upline')}</dt>
            <dd>{d.uplines.map((u) => u.username).join(' › ') || '—'}</dd>
            <dt>{t('agent_col_level')}</dt>
            <dd>{d.level}</dd>
            <dt>{t('agent_col_prize_group')}</dt>
            <dd data-testid="agent-detail-prize-group">{d.prizeGroup}</dd>
            <dt>{t('agent_col_team_size')}</dt>
            <dd>{d.teamSize}</dd>
            <dt>{t('agent_col_registered')}</dt>
            <dd>{formatInstant(d.registeredAt)}</dd>
            <dt>{t('agent_col_last_login')}</dt>
            <dd>{d.lastLoginAt ? formatInstant(d.lastLoginAt) : '—'}</dd>
          </dl>
          <table className="agent-tiers agent-member-figures" data-testid="agent-member-figures">
            <thead>
              <tr>
                <th scope="col">{t('agent_col_period')}</th>
                <th scope="col">{t('agent_fig_validBet')}</th>
                <th scope="col">{t('agent_fig_profit')}</th>
                <th scope="col">{t('agent_fig_deposits')}</th>
                <th scope="col">{t('agent_fig_withdrawals')}</th>
              </tr>
            </thead>
            <tbody>
              {(['current', 'previous'] as const).map((k) => (
                <tr key={k}>
                  <td>{t(`agent_month_${k}`)}</td>
                  <td>
                    <Money {...AMOUNT} minor={d.figures[k].validBet} />
                  </td>
                  <td>
                    <Money {...AMOUNT} minor={d.figures[k].profit} signed />
                  </td>
                  <td>
                    <Money {...AMOUNT} minor={d.figures[k].deposits} />
                  </td>
                  <td>
                    <Money {...AMOUNT} minor={d.figures[k].withdrawals} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {direct ? <PrizeGroupForm memberId={d.id} current={d.prizeGroup} /> : null}
          {offers ? <OfferContract downlineId={d.id} account={d.username} /> : null}
        </>
      )}
    </Modal>
  );
}

/**
 * Downline management: search the whole team by account, or browse it level by level (a
 * breadcrumb back up); member details with the member's team figures; the prize group of a
 * direct downline; contracts offered to direct downlines and their statuses.
 */
export function DownlineManagement() {
  const { t } = useTranslation();
  const { member } = useSession();
  const [trail, setTrail] = useState<Crumb[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<DownlineRow | null>(null);
  const searching = search.trim() !== '';
  const parent = searching ? undefined : trail.at(-1);
  const q = useDownlines({ parentId: parent?.id, username: any(search.trim()), pageNo: page, pageSize: AGENT_PAGE_SIZE });
  const data = q.data;
  const go = (next: Crumb[]) => {
    setTrail(next);
    setPage(1);
  };

  const columns: Column<DownlineRow>[] = [
    { key: 'account', label: t('agent_col_account'), cell: (r) => r.username },
    { key: 'type', label: t('agent_col_type'), cell: (r) => t(typeKey(r.type)) },
    { key: 'level', label: t('agent_col_level'), numeric: true, cell: (r) => r.level },
    { key: 'prizeGroup', label: t('agent_col_prize_group'), numeric: true, cell: (r) => r.prizeGroup },
    { key: 'downlines', label: t('agent_col_downlines'), numeric: true, cell: (r) => r.directCount },
    { key: 'teamSize', label: t('agent_col_team_size'), numeric: true, cell: (r) => r.teamSize },
    { key: 'registered', label: t('agent_col_registered'), cell: (r) => formatInstant(r.registeredAt) },
    {
      key: 'actions',
      label: t('agent_col_actions'),
      cell: (r) => (
        <span className="agent-row-actions">
          <button type="button" className="agent-link" data-testid="agent-downline-details" onClick={() => setShown(r)}>
            {t('agent_details')}
          </button>
          {r.directCount > 0 ? (
            <button
              type="button"
              className="agent-link"
              data-testid="agent-downline-open"
              onClick={() => {
                setSearch('');
                go([...(searching ? [] : trail), { id: r.id, username: r.username }]);
              }}
            >
              {t('agent_open_team')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <AgentPanel tab="downlineManagement">
      <div className="agent-filters">
        <TextFilter
          label={t('agent_search_member')}
          value={search}
          testId="agent-downline-search"
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
      </div>
      <nav className="agent-crumbs" aria-label={t('agent_breadcrumb')} data-testid="agent-breadcrumb">
        <button
          type="button"
          className="agent-link"
          aria-current={!searching && trail.length === 0 ? 'page' : undefined}
          onClick={() => {
            setSearch('');
            go([]);
          }}
        >
          {member?.account ?? t('agent_my_team')}
        </button>
        {(searching ? [] : trail).map((c, i) => (
          <span key={c.id}>
            <span aria-hidden="true"> › </span>
            <button
              type="button"
              className="agent-link"
              aria-current={i === trail.length - 1 ? 'page' : undefined}
              data-testid="agent-crumb"
              onClick={() => go(trail.slice(0, i + 1))}
            >
              {c.username}
            </button>
          </span>
        ))}
        {searching ? <span className="agent-muted"> › {t('agent_search_results')}</span> : null}
      </nav>
      <AgentTable
        columns={columns}
        data={data}
        onPage={setPage}
        rowKey={(r) => r.id}
        state={q}
        totals={false}
        emptyText={t('agent_no_downlines')}
      />
      {shown ? <MemberDetails row={shown} onClose={() => setShown(null)} /> : null}
      {agentRights(member?.type ?? 0).offersContracts ? <OfferedContracts /> : null}
    </AgentPanel>
  );
}
