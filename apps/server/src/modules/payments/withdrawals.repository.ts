import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { WITHDRAWAL_CLAIM_MINUTES, type ProofMime } from '@playhouse/contract';
import type { ReceiptState, WithdrawalStatus, WithdrawalTable } from '../../db/schema.payments.js';
import type { Updateable } from 'kysely';
import { offsetOf, type PageRequest } from '../../core/page.js';

/** Queries of withdrawals and their proof images. `db` may be a transaction. */

export const withdrawalColumns = [
  'withdrawals.id',
  'withdrawals.member_id',
  'withdrawals.amount',
  'withdrawals.bank_name',
  'withdrawals.account_name',
  'withdrawals.account_number',
  'withdrawals.status',
  'withdrawals.receipt_state',
  'withdrawals.receipt_deadline',
  'withdrawals.received_amount',
  'withdrawals.payout_reference',
  'withdrawals.reject_reason',
  'withdrawals.dispute_reason',
  'withdrawals.decided_by',
  'withdrawals.decided_at',
  'withdrawals.created_at',
  'withdrawals.four_eyes',
  'withdrawals.first_approved_person',
  'withdrawals.first_approved_name',
  'withdrawals.first_approved_at',
  'withdrawals.claimed_person',
  'withdrawals.held_name',
  'withdrawals.held_at',
  'withdrawals.hold_reason',
  // A claim older than WITHDRAWAL_CLAIM_MINUTES is nobody's (the database's clock decides).
  sql<
    string | null
  >`CASE WHEN withdrawals.claimed_at > now() - make_interval(mins => ${WITHDRAWAL_CLAIM_MINUTES}) THEN withdrawals.claimed_name END`.as(
    'claimed_name',
  ),
  sql<Date | null>`CASE WHEN withdrawals.claimed_at > now() - make_interval(mins => ${WITHDRAWAL_CLAIM_MINUTES}) THEN withdrawals.claimed_at END`.as(
    'claimed_at',
  ),
] as const;

export interface NewWithdrawal {
  merchantId: string;
  memberId: string;
  amount: bigint;
  bankName: string;
  accountName: string;
  accountNumber: string;
  requestId: string;
  /** Above the merchant's threshold: paid out only on a second person's approval. */
  fourEyes: boolean;
}
/**
 * The new row's id, or null when the member already has a withdrawal with this request id.
 * A concurrent insert of the same id waits here for the other's commit (then null) or rollback.
 */
export async function insertWithdrawal(db: Db, w: NewWithdrawal): Promise<string | null> {
  const row = await db
    .insertInto('withdrawals')
    .values({
      merchant_id: w.merchantId,
      member_id: w.memberId,
      amount: w.amount,
      bank_name: w.bankName,
      account_name: w.accountName,
      account_number: w.accountNumber,
      request_id: w.requestId,
      four_eyes: w.fourEyes,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The member's withdrawal made with this request id, if any. */
export async function findByRequest(db: Db, merchantId: string, memberId: string, requestId: string) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'amount', 'bank_name', 'account_name', 'account_number'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** One withdrawal of the merchant (and of the member, when given), locked until the transaction ends. */
export async function lockWithdrawal(db: Db, merchantId: string, id: string, memberId?: string) {
  let q = db
    .selectFrom('withdrawals')
    .select([...withdrawalColumns, sql<boolean>`receipt_deadline <= now()`.as('past_deadline')])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  if (memberId !== undefined) q = q.where('member_id', '=', memberId);
  return q.forUpdate().executeTakeFirst();
}

export async function findWithdrawal(db: Db, merchantId: string, id: string) {
  return db
    .selectFrom('withdrawals')
    .innerJoin('members', (j) =>
      j.onRef('members.id', '=', 'withdrawals.member_id').onRef('members.merchant_id', '=', 'withdrawals.merchant_id'),
    )
    .select([...withdrawalColumns, 'members.username'])
    .where('withdrawals.merchant_id', '=', merchantId)
    .where('withdrawals.id', '=', id)
    .executeTakeFirst();
}
export type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof findWithdrawal>>>;

type Change = Pick<
  Updateable<WithdrawalTable>,
  | 'status'
  | 'receipt_state'
  | 'received_amount'
  | 'payout_channel_id'
  | 'payout_reference'
  | 'reject_reason'
  | 'dispute_reason'
  | 'decided_by'
  | 'decided_person'
  | 'first_approved_person'
  | 'first_approved_name'
  | 'claimed_person'
  | 'claimed_name'
  | 'held_name'
  | 'hold_reason'
>;
/** Applies a decision; `decided`/`receipt`/`deadlineMinutes` stamp the times with the database clock. */
export async function updateWithdrawal(
  db: Db,
  id: string,
  change: Change,
  stamp: {
    decided?: boolean;
    receipt?: boolean;
    deadlineMinutes?: number;
    /** Stamps (true) or clears (false) the time of a first approval, a claim or a hold with its person. */
    firstApproved?: boolean;
    claimed?: boolean;
    held?: boolean;
  } = {},
) {
  const stampOrClear = (on: boolean | undefined) => (on ? sql<Date>`now()` : null);
  await db
    .updateTable('withdrawals')
    .set({
      ...change,
      ...(stamp.firstApproved !== undefined ? { first_approved_at: stampOrClear(stamp.firstApproved) } : {}),
      ...(stamp.claimed !== undefined ? { claimed_at: stampOrClear(stamp.claimed) } : {}),
      ...(stamp.held !== undefined ? { held_at: stampOrClear(stamp.held) } : {}),
      ...(stamp.decided ? { decided_at: sql<Date>`now()` } : {}),
      ...(stamp.receipt ? { receipt_at: sql<Date>`now()` } : {}),
      ...(stamp.deadlineMinutes !== undefined
        ? { receipt_deadline: sql<Date>`now() + make_interval(mins => ${stamp.deadlineMinutes})` }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

export interface WithdrawalFilter {
  memberId?: string;
  status?: WithdrawalStatus;
  receiptState?: ReceiptState;
}
export async function pageOfWithdrawals(db: Db, merchantId: string, f: WithdrawalFilter, page: PageRequest) {
  let base = db.selectFrom('withdrawals').where('withdrawals.merchant_id', '=', merchantId);
  if (f.memberId !== undefined) base = base.where('withdrawals.member_id', '=', f.memberId);
  if (f.status) base = base.where('withdrawals.status', '=', f.status);
  if (f.receiptState) base = base.where('withdrawals.receipt_state', '=', f.receiptState);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('members', (j) =>
        j.onRef('members.id', '=', 'withdrawals.member_id').onRef('members.merchant_id', '=', 'withdrawals.merchant_id'),
      )
      .select([...withdrawalColumns, 'members.username'])
      .orderBy('withdrawals.created_at', 'desc')
      .orderBy('withdrawals.id', 'desc')
      .limit(page.pageSize)
      .offset(offsetOf(page))
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// ---- proofs ----
export interface NewProof {
  mime: ProofMime;
  data: Buffer;
}
export async function insertProofs(db: Db, merchantId: string, withdrawalId: string, proofs: NewProof[]) {
  await db
    .insertInto('withdrawal_proofs')
    .values(
      proofs.map((p) => ({
        merchant_id: merchantId,
        withdrawal_id: withdrawalId,
        mime: p.mime,
        size: p.data.length,
        data: p.data,
      })),
    )
    .execute();
}

/** Proof metadata (no bytes) of several withdrawals. */
export async function proofsOf(db: Db, merchantId: string, withdrawalIds: string[]) {
  if (!withdrawalIds.length) return [];
  return db
    .selectFrom('withdrawal_proofs')
    .select(['id', 'withdrawal_id', 'mime', 'size'])
    .where('merchant_id', '=', merchantId)
    .where('withdrawal_id', 'in', withdrawalIds)
    .orderBy('id')
    .execute();
}

export async function findProof(db: Db, merchantId: string, withdrawalId: string, proofId: string) {
  return db
    .selectFrom('withdrawal_proofs')
    .select(['mime', 'data'])
    .where('merchant_id', '=', merchantId)
    .where('withdrawal_id', '=', withdrawalId)
    .where('id', '=', proofId)
    .executeTakeFirst();
}

/** Every awaiting receipt past its deadline becomes auto_received (all merchants). */
export async function autoReceivePastDeadline(db: Db): Promise<number> {
  const r = await db
    .updateTable('withdrawals')
    .set({ receipt_state: 'auto_received', received_amount: sql<string>`amount`, receipt_at: sql<Date>`now()` })
    .where('receipt_state', '=', 'awaiting')
    .where('receipt_deadline', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
