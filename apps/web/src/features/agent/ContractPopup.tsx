import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FormError } from '../../components/ui/FormError';
import { Modal } from '../../components/ui/Modal';
import { ApiError } from '../../lib/api-client';
import { apiErrorMsg } from '../../lib/forms/messages';
import { useMessage } from '../../lib/forms/use-message';
import { useConsolidated, useContractAction } from './agent-api';
import { higherRateValue, type Consolidated, type ContractRow } from './agent-wire';
import { useGameTypeLabel } from './pages/Contracts';
import { TierTable } from './pages/TierTable';
// Also shown on the member site, outside the agent centre: its texts and styles come with it.
import './register-locales';
import './agent.css';
import './agent-pages.css';

const DISMISSED = 'ph.agent.contractPopup';
const HIGHER_RATE: string = 'agent_contract_downline_higher_rate';

/** Every contract waiting for this agent's answer: offers, changed offers, and terminations its upline asked for. */
export function pendingContracts(c: Consolidated | undefined): ContractRow[] {
  if (!c) return [];
  return [c.divtypereq, c.dailysalreqtype, c.contracthoursalreq, c.realtimesalreqtype]
    .flatMap((byType) => Object.values(byType).flat())
    .filter((r) => r.status === 'P' || r.status === 'E' || (r.status === 'V' && r.terminationBy !== 'downline'));
}

function PendingContract({ c }: { c: ContractRow }) {
  const { t } = useTranslation();
  const text = useMessage();
  const gameLabel = useGameTypeLabel();
  const act = useContractAction();
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string[] | null>(null);
  const accept = (confirm?: boolean) =>
    act.mutate(
      { id: c.id, action: 'accept', confirm },
      {
        onError: (e) => {
          if (e instanceof ApiError && e.code === HIGHER_RATE) {
            const v = higherRateValue.safeParse(e.value);
            setWarning(v.success ? v.data.map((d) => d.downlineName) : []);
            setError(null);
          } else setError(apiErrorMsg(e));
        },
      },
    );
  const simple = (action: 'reject' | 'confirmTermination') =>
    act.mutate({ id: c.id, action }, { onError: (e) => setError(apiErrorMsg(e)) });
  return (
    <li className="agent-pending" data-testid="agent-pending-contract" data-status={c.status}>
      <p className="agent-contract-head">
        <strong>{t(`agent_kind_${c.kind}`)}</strong> · {gameLabel(c.gameType)}
        {c.period ? ` · ${t(`agent_div_period_${c.period}`)}` : ''}
        <span className={`agent-status agent-status-${c.status}`}>{t(`agent_contract_status_${c.status}`)}</span>
      </p>
      <p className="agent-muted">
        {c.uplineName ? t('agent_offered_by', { account: c.uplineName }) : t('agent_offered_by_platform')}
      </p>
      {c.status === 'E' ? <p className="agent-muted">{t('agent_replaces_note')}</p> : null}
      {/* The offer itself says a downline holds a higher rate (§4); accepting asks again, naming them. */}
      {c.downlineHigherRate === 'Y' && !warning ? (
        <p className="agent-warning-hint" data-testid="agent-higher-rate-hint">
          {t('agent_higher_rate_hint')}
        </p>
      ) : null}
      <TierTable kind={c.kind} tiers={c.tiers} />
      {warning ? (
        <div className="agent-warning" role="alert" data-testid="agent-higher-rate-warning">
          <p>{t('agent_higher_rate_warning')}</p>
          {warning.length ? <p className="agent-muted">{warning.join(', ')}</p> : null}
          <div className="agent-row-actions">
            <Button
              type="button"
              variant="danger"
              disabled={act.isPending}
              data-testid="agent-contract-accept-confirm"
              onClick={() => accept(true)}
            >
              {t('agent_accept_anyway')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setWarning(null)}>
              {t('agent_cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="agent-row-actions">
          {c.status === 'V' ? (
            <Button
              type="button"
              variant="danger"
              disabled={act.isPending}
              data-testid="agent-contract-confirm-termination"
              onClick={() => simple('confirmTermination')}
            >
              {t('agent_confirm_termination')}
            </Button>
          ) : (
            <>
              <Button type="button" disabled={act.isPending} data-testid="agent-contract-accept" onClick={() => accept()}>
                {t('agent_accept')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={act.isPending}
                data-testid="agent-contract-reject"
                onClick={() => simple('reject')}
              >
                {t('agent_reject')}
              </Button>
            </>
          )}
        </div>
      )}
      <FormError className="agent-form-error" message={text(error ?? undefined)} testId="agent-contract-error" />
    </li>
  );
}

/**
 * The contract popup after login (§2 popups): the consolidated contract's pending offers, each
 * accepted or rejected here, and terminations to confirm. Accepting a rate lower than one a
 * downline holds first shows the warning that their contracts will end (§4). "Later" hides it
 * for the session until the pending list changes.
 */
export function ContractPopup() {
  const { t } = useTranslation();
  const q = useConsolidated();
  const pending = pendingContracts(q.data);
  const ids = pending.map((c) => `${c.id}:${c.status}`).join(',');
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED));
  if (pending.length === 0 || dismissed === ids) return null;
  const close = () => {
    sessionStorage.setItem(DISMISSED, ids);
    setDismissed(ids);
  };
  return (
    <Modal title={t('agent_contract_popup_title')} onClose={close} wide testId="agent-contract-popup">
      <p className="agent-muted">{t('agent_contract_popup_intro')}</p>
      <ul className="agent-contracts">
        {pending.map((c) => (
          <PendingContract key={c.id} c={c} />
        ))}
      </ul>
      <div className="agent-row-actions">
        <Button type="button" variant="ghost" data-testid="agent-contract-later" onClick={close}>
          {t('agent_later')}
        </Button>
      </div>
    </Modal>
  );
}
