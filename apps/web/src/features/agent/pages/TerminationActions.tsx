import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { apiErrorMsg } from '../../../lib/forms/messages';
import { useContractAction } from '../agent-api';
import type { ContractRow } from '../agent-wire';

type EndAction = 'terminate' | 'confirmTermination';

/** Asking for or confirming a contract's end; a failure's message is kept until the next success. */
export function useEndContract() {
  const act = useContractAction();
  const [error, setError] = useState<string | null>(null);
  const run = (c: ContractRow, action: EndAction) =>
    act.mutate({ id: c.id, action }, { onSuccess: () => setError(null), onError: (e) => setError(apiErrorMsg(e)) });
  return { run, error, pending: act.isPending };
}

/**
 * One side's buttons for a contract's end: ask to end it while in force, or confirm the end the
 * other side asked for. `side` is this agent's side of the contract; the buttons' test ids are
 * `${testIdPrefix}-terminate` and `${testIdPrefix}-confirm-termination`.
 */
export function TerminationButtons({
  contract: c,
  side,
  testIdPrefix,
  pending,
  onAction,
}: {
  contract: ContractRow;
  side: 'upline' | 'downline';
  testIdPrefix: string;
  pending: boolean;
  onAction(action: EndAction): void;
}) {
  const { t } = useTranslation();
  const other = side === 'upline' ? 'downline' : 'upline';
  return (
    <>
      {c.status === 'A' ? (
        <Button
          type="button"
          variant="ghost"
          disabled={pending}
          data-testid={`${testIdPrefix}-terminate`}
          onClick={() => onAction('terminate')}
        >
          {t('agent_ask_termination')}
        </Button>
      ) : null}
      {c.status === 'V' && c.terminationBy === other ? (
        <Button
          type="button"
          variant="danger"
          disabled={pending}
          data-testid={`${testIdPrefix}-confirm-termination`}
          onClick={() => onAction('confirmTermination')}
        >
          {t('agent_confirm_termination')}
        </Button>
      ) : null}
    </>
  );
}
