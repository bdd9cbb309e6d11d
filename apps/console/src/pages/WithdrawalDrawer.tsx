import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { API, HEADERS, operatorWithdrawal, operatorWithdrawalDetail, type OperatorWithdrawalDetail } from '@playhouse/contract';
import { urlOf } from '@playhouse/web-shared';
import { opsCall } from '../lib/api';
import { can, useMe } from '../lib/session';
import { formatBalance, formatStamp } from '../lib/format';
import { stepKeys } from '../lib/step-keys';
import { Link } from '@tanstack/react-router';
import { stageOf } from './WithdrawalsPage';

/** What an operator may do to a request, its call, whether it needs the reason typed, and its key. */
const STEPS = {
  claim: { path: API.operator.claimWithdrawal, key: 'c', reason: false },
  release: { path: API.operator.releaseWithdrawal, key: 'c', reason: false },
  approve: { path: API.operator.approveWithdrawal, key: 'a', reason: false },
  reject: { path: API.operator.rejectWithdrawal, key: 'r', reason: false },
  hold: { path: API.operator.holdWithdrawal, key: 'h', reason: true },
  unhold: { path: API.operator.unholdWithdrawal, key: 'h', reason: false },
  refund: { path: API.operator.refundWithdrawal, key: 'f', reason: false },
  forceReceipt: { path: API.operator.forceReceipt, key: 'x', reason: false },
} as const;
type Step = keyof typeof STEPS;

/** The steps open on a request as it stands now (the server checks them again). */
function stepsOf(w: OperatorWithdrawalDetail): Step[] {
  if (w.claimedBy && !w.claimedByMe) return [];
  const claim: Step[] = [w.claimedByMe ? 'release' : 'claim'];
  if (w.status === 'requested') return w.heldBy ? [...claim, 'unhold', 'reject'] : [...claim, 'approve', 'reject', 'hold'];
  if (w.receiptState === 'not_received') return [...claim, 'refund', 'forceReceipt'];
  return [];
}

/** One withdrawal request beside the queue: who reviews it, the payee's account and its history, the proofs, and the steps. */
export function WithdrawalDrawer({ merchant, id, onClose }: { merchant: string; id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const key = ['ops', merchant, 'withdrawals', 'one', id];
  const detail = useQuery({
    queryKey: key,
    queryFn: async () => operatorWithdrawalDetail.parse(await opsCall(API.operator.withdrawal, { merchant, params: { id } })),
  });
  const act = useMutation({
    mutationFn: async (step: Step) => {
      const body = reason.trim() ? { reason: reason.trim() } : {};
      return { step, w: operatorWithdrawal.parse(await opsCall(STEPS[step].path, { merchant, params: { id }, body })) };
    },
    onSuccess: ({ step }) => {
      setReason('');
      void client.invalidateQueries({ queryKey: ['ops', merchant, 'withdrawals'] });
      toast.success(t(`withdrawal_done_${step}`));
    },
    onError: (e: Error) => {
      toast.error(e.message);
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const w = detail.data;
  const steps = w && can(me.data, 'withdrawals.decide') ? stepsOf(w) : [];
  const run = (step: Step) => {
    if (act.isPending || (STEPS[step].reason && !reason.trim())) return;
    act.mutate(step);
  };
  // The queue's steps on single keys, outside the reason field.
  const onKey = stepKeys(Object.fromEntries(steps.map((s) => [STEPS[s].key, () => run(s)])));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="drawer" data-testid="withdrawal-drawer" aria-describedby={undefined} onKeyDown={onKey}>
          <Dialog.Title>{t('withdrawal_title', { id })}</Dialog.Title>
          {detail.error && (
            <p role="alert" className="form-error">
              {detail.error.message}
            </p>
          )}
          {w && (
            <>
              <p className="reviewer" data-testid="withdrawal-reviewer">
                {w.claimedByMe
                  ? t('withdrawal_reviewing_me')
                  : w.claimedBy
                    ? t('withdrawal_reviewing_other', { name: w.claimedBy })
                    : t('withdrawal_reviewing_none')}
              </p>
              <dl className="facts">
                <dt>{t('withdrawals_col_member')}</dt>
                <dd>{w.member}</dd>
                <dt>{t('withdrawals_col_amount')}</dt>
                <dd data-testid="withdrawal-amount">{formatBalance(w.amount)}</dd>
                <dt>{t('withdrawals_col_stage')}</dt>
                <dd data-testid="withdrawal-status">{t(`withdrawal_stage_${stageOf(w)}`)}</dd>
                <dt>{t('withdrawals_col_requested_at')}</dt>
                <dd>{formatStamp(w.createdAt)}</dd>
                {w.fourEyes && (
                  <>
                    <dt>{t('withdrawal_four_eyes')}</dt>
                    <dd data-testid="withdrawal-four-eyes">
                      {w.firstApprovedBy
                        ? t('withdrawal_first_approved', { name: w.firstApprovedBy })
                        : t('withdrawal_two_approvals')}
                    </dd>
                  </>
                )}
                {w.heldBy && (
                  <>
                    <dt>{t('withdrawal_held')}</dt>
                    <dd data-testid="withdrawal-hold">
                      {w.heldBy}: {w.holdReason}
                    </dd>
                  </>
                )}
                {w.decidedBy && (
                  <>
                    <dt>{t('withdrawal_decided_by')}</dt>
                    <dd>
                      {w.decidedBy} · {formatStamp(w.decidedAt)}
                    </dd>
                  </>
                )}
                {w.disputeReason && (
                  <>
                    <dt>{t('withdrawal_dispute')}</dt>
                    <dd>{w.disputeReason}</dd>
                  </>
                )}
              </dl>
              {can(me.data, 'audit.read') && (
                <Link
                  to="/$merchant/audit"
                  params={{ merchant }}
                  search={{ targetType: 'withdrawal', targetId: w.id }}
                  data-testid="withdrawal-history"
                >
                  {t('withdrawal_history')}
                </Link>
              )}
              <section>
                <h2>{t('withdrawal_bank')}</h2>
                <dl className="facts" data-testid="withdrawal-bank">
                  <dt>{t('withdrawals_col_bank')}</dt>
                  <dd>{w.bankName}</dd>
                  <dt>{t('withdrawal_account_name')}</dt>
                  <dd>{w.accountName}</dd>
                  <dt>{t('withdrawal_account_number')}</dt>
                  <dd>{w.accountNumber}</dd>
                </dl>
                <h3>{t('withdrawal_same_account')}</h3>
                {w.sameAccount.length ? (
                  <table className="mini" data-testid="withdrawal-same-account">
                    <tbody>
                      {w.sameAccount.map((s) => (
                        <tr key={s.id} className={s.member === w.member ? '' : 'other-member'}>
                          <td>#{s.id}</td>
                          <td>{s.member}</td>
                          <td>{formatBalance(s.amount)}</td>
                          <td>{t(`withdrawal_status_${s.status}`)}</td>
                          <td>{formatStamp(s.createdAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className="hint">{t('withdrawal_same_account_none')}</p>
                )}
              </section>
              {w.proofs.length > 0 && (
                <section>
                  <h2>{t('withdrawal_proofs')}</h2>
                  <div className="proofs">
                    {w.proofs.map((p) => (
                      <ProofImage key={p.id} merchant={merchant} withdrawalId={w.id} proofId={p.id} />
                    ))}
                  </div>
                </section>
              )}
              {steps.length > 0 && (
                <div className="actions">
                  <label className="field">
                    <span>{t('withdrawal_reason')}</span>
                    <input value={reason} onChange={(e) => setReason(e.target.value)} data-testid="withdrawal-reason" />
                  </label>
                  <div className="row-actions">
                    {steps.map((s) => (
                      <button
                        key={s}
                        type="button"
                        className={s === 'approve' ? 'primary' : s === 'reject' ? 'danger' : ''}
                        disabled={act.isPending || (STEPS[s].reason && !reason.trim())}
                        onClick={() => run(s)}
                        data-testid={`withdrawal-${s}`}
                      >
                        {t(`withdrawal_step_${s}`)} <kbd>{STEPS[s].key}</kbd>
                      </button>
                    ))}
                  </div>
                </div>
              )}
            </>
          )}
          <Dialog.Close className="close">{t('member_close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A "not received" proof: fetched with the merchant header (an <img> could not send it) and shown from memory. */
function ProofImage({ merchant, withdrawalId, proofId }: { merchant: string; withdrawalId: string; proofId: string }) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['ops', merchant, 'proof', withdrawalId, proofId],
    staleTime: Infinity,
    queryFn: async () => {
      const r = await fetch(urlOf(API.operator.withdrawalProof, { id: withdrawalId, proofId }), {
        headers: { [HEADERS.merchant]: merchant },
        credentials: 'same-origin',
      });
      if (!r.ok) throw new Error(String(r.status));
      return URL.createObjectURL(await r.blob());
    },
  });
  return image.data ? (
    <a href={image.data} target="_blank" rel="noreferrer">
      <img src={image.data} alt={t('withdrawal_proof_alt', { id: proofId })} data-testid="withdrawal-proof" />
    </a>
  ) : null;
}
