import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_GAME_TYPES,
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  MAX_TIERS,
  tierTableProblem,
  type ContractGameType,
  type ContractKind,
  type ContractTerms,
  type DividendPeriod,
} from '@playhouse/contract/agent';
import { Button } from '../../../components/ui/Button';
import { ErrorRetry } from '../../../components/ui/ErrorRetry';
import { FormError } from '../../../components/ui/FormError';
import { Loader } from '../../../components/ui/Loader';
import { formatInstant } from '../../../lib/dates';
import { apiErrorMsg } from '../../../lib/forms/messages';
import { useMessage } from '../../../lib/forms/use-message';
import { useContracts, useOfferContract } from '../agent-api';
import { Select } from '../filters';
import { tierColumns, tiersFromRows } from '../tiers';
import { TerminationButtons, useEndContract } from './TerminationActions';
import { TierTable } from './TierTable';

/** Game type label: CONS is "all games". */
export function useGameTypeLabel() {
  const { t } = useTranslation();
  return (g: string) => (g === 'CONS' ? t('agent_game_cons') : t(`game_type_${g}`, { defaultValue: g }));
}

type Row = Record<string, string>;
const emptyRow = (kind: ContractKind): Row => Object.fromEntries(tierColumns(kind).map((c) => [c, ''])) as Row;

/** Offer a contract to a direct downline: kind, game type (or all games), dividend period, and 1 to 6 tiers. */
export function OfferContract({ downlineId, account }: { downlineId: string; account: string }) {
  const { t } = useTranslation();
  const text = useMessage();
  const gameLabel = useGameTypeLabel();
  const offer = useOfferContract();
  const [kind, setKind] = useState<ContractKind>('dailySalary');
  const [gameType, setGameType] = useState<ContractGameType>('CONS');
  const [period, setPeriod] = useState<DividendPeriod>('M');
  const [rateType, setRateType] = useState<'P' | 'F'>('P');
  const [rows, setRows] = useState<Row[]>([emptyRow('dailySalary')]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const cols = tierColumns(kind);
  const setCell = (i: number, k: string, v: string) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));

  return (
    <form
      className="agent-offer"
      data-testid="agent-offer-form"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        setDone(false);
        const tiers = tiersFromRows(kind, rows, rateType);
        if (typeof tiers === 'string') return setError(tiers);
        const terms = { kind, tiers, ...(kind === 'dividend' ? { period } : {}) } as ContractTerms;
        const problem = tierTableProblem(terms);
        if (problem) return setError(problem);
        offer.mutate(
          { downlineId, kind, gameType, period: kind === 'dividend' ? period : undefined, tiers },
          { onSuccess: () => setDone(true), onError: (err) => setError(apiErrorMsg(err)) },
        );
      }}
    >
      <h3>{t('agent_offer_title', { account })}</h3>
      <div className="agent-filters">
        <Select
          label={t('agent_contract_kind')}
          value={kind}
          options={CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agent_kind_${k}`) }))}
          testId="agent-offer-kind"
          onChange={(v) => {
            setKind(v as ContractKind);
            setRows([emptyRow(v as ContractKind)]);
          }}
        />
        <Select
          label={t('agent_col_game_type')}
          value={gameType}
          options={CONTRACT_GAME_TYPES.map((g) => ({ value: g, label: gameLabel(g) }))}
          testId="agent-offer-game-type"
          onChange={(v) => setGameType(v as ContractGameType)}
        />
        {kind === 'dividend' ? (
          <Select
            label={t('agent_div_period')}
            value={period}
            options={DIVIDEND_PERIODS.map((p) => ({ value: p, label: t(`agent_div_period_${p}`) }))}
            testId="agent-offer-period"
            onChange={(v) => setPeriod(v as DividendPeriod)}
          />
        ) : null}
        {kind === 'dailySalary' || kind === 'hourlySalary' ? (
          <Select
            label={t('agent_rate_type')}
            value={rateType}
            options={[
              { value: 'P', label: t('agent_rate_type_P') },
              { value: 'F', label: t('agent_rate_type_F') },
            ]}
            testId="agent-offer-rate-type"
            onChange={(v) => setRateType(v as 'P' | 'F')}
          />
        ) : null}
      </div>
      <table className="agent-tiers">
        <thead>
          <tr>
            {cols.map((c) => (
              <th key={c} scope="col">
                {t(`agent_tier_${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {cols.map((c) => (
                <td key={c}>
                  <input
                    inputMode="decimal"
                    aria-label={`${t(`agent_tier_${c}`)} ${i + 1}`}
                    value={r[c] ?? ''}
                    data-testid={`agent-offer-${c}-${i}`}
                    onChange={(e) => setCell(i, c, e.target.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="agent-muted">{t('agent_offer_help')}</p>
      {kind !== 'realtimeSalary' ? (
        <div className="agent-row-actions">
          <Button
            type="button"
            variant="ghost"
            disabled={rows.length >= MAX_TIERS}
            data-testid="agent-offer-add-tier"
            onClick={() => setRows((rs) => [...rs, emptyRow(kind)])}
          >
            {t('agent_add_tier')}
          </Button>
          <Button type="button" variant="ghost" disabled={rows.length <= 1} onClick={() => setRows((rs) => rs.slice(0, -1))}>
            {t('agent_remove_tier')}
          </Button>
        </div>
      ) : null}
      <FormError className="agent-form-error" message={text(error ?? undefined)} testId="agent-offer-error" />
      {done ? (
        <p role="status" className="agent-success" data-testid="agent-offer-done">
          {t('agent_offer_done')}
        </p>
      ) : null}
      <Button type="submit" disabled={offer.isPending} data-testid="agent-offer-submit">
        {t('agent_offer_submit')}
      </Button>
    </form>
  );
}

/** The contracts this agent offered to its direct downlines, with their statuses; termination asked or confirmed from here. */
export function OfferedContracts() {
  const { t } = useTranslation();
  const gameLabel = useGameTypeLabel();
  const q = useContracts({ as: 'upline' });
  const { run, error, pending } = useEndContract();
  const text = useMessage();
  return (
    <div className="agent-card" data-testid="agent-offered-contracts">
      <h2>{t('agent_offered_title')}</h2>
      {q.isError && !q.data ? (
        <ErrorRetry message={q.error.message} onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <Loader />
      ) : q.data.content.length === 0 ? (
        <p className="agent-muted">{t('agent_offered_empty')}</p>
      ) : (
        <ul className="agent-contracts">
          {q.data.content.map((c) => (
            <li key={c.id} data-testid="agent-offered-contract" data-status={c.status}>
              <p className="agent-contract-head">
                <strong>{c.downlineName}</strong> · {t(`agent_kind_${c.kind}`)} · {gameLabel(c.gameType)}
                <span className={`agent-status agent-status-${c.status}`}>{t(`agent_contract_status_${c.status}`)}</span>
                <span className="agent-muted">{formatInstant(c.offeredAt)}</span>
              </p>
              <TierTable kind={c.kind} tiers={c.tiers} />
              <TerminationButtons
                contract={c}
                side="upline"
                testIdPrefix="agent-contract"
                pending={pending}
                onAction={(action) => run(c, action)}
              />
            </li>
          ))}
        </ul>
      )}
      <FormError className="agent-form-error" message={text(error ?? undefined)} testId="agent-offered-error" />
    </div>
  );
}
