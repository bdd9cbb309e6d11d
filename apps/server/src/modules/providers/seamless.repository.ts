import { sql } from 'kysely';
import type { BetStatus } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { ProviderOp, ProviderOutcome } from '../../db/schema.providers.js';

/** Kysely queries of the seamless wallet (provider transactions and the bets rows they fill). */

/**
 * Transaction-scoped advisory locks, taken in the order given (callers sort them the same way
 * everywhere: transaction ids sorted, then the round), released at commit.
 */
export async function advisoryLocks(trx: Db, keys: string[]): Promise<void> {
  for (const k of keys) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${k}, 0))`.execute(trx);
}

export interface ProviderTxRow {
  merchant_id: string;
  member_id: string;
  op: ProviderOp;
  round_id: string;
  amount: string;
  request_hash: Buffer;
  outcome: ProviderOutcome;
  answer: unknown;
  ledger_transaction_id: string | null;
}

export async function findProviderTx(db: Db, vendor: string, txId: string): Promise<ProviderTxRow | undefined> {
  return db
    .selectFrom('provider_transactions')
    .select([
      'merchant_id',
      'member_id',
      'op',
      'round_id',
      'amount',
      'request_hash',
      'outcome',
      'answer',
      'ledger_transaction_id',
    ])
    .where('vendor_code', '=', vendor)
    .where('tx_id', '=', txId)
    .executeTakeFirst();
}

export interface NewProviderTx {
  merchantId: string;
  memberId: string;
  vendor: string;
  txId: string;
  op: ProviderOp;
  roundId: string;
  refTxId: string | null;
  amount: bigint;
  requestHash: Buffer;
  outcome: ProviderOutcome;
  answer: { status: number; body: unknown };
  ledgerTransactionId: string | null;
}

/** Records the call with its first answer; returns the answer as stored (what every replay gets). */
export async function insertProviderTx(db: Db, t: NewProviderTx): Promise<unknown> {
  const row = await db
    .insertInto('provider_transactions')
    .values({
      merchant_id: t.merchantId,
      member_id: t.memberId,
      vendor_code: t.vendor,
      tx_id: t.txId,
      op: t.op,
      round_id: t.roundId,
      ref_tx_id: t.refTxId,
      amount: t.amount.toString(),
      request_hash: t.requestHash,
      outcome: t.outcome,
      answer: JSON.stringify(t.answer),
      ledger_transaction_id: t.ledgerTransactionId,
    })
    .returning('answer')
    .executeTakeFirstOrThrow();
  return row.answer;
}

/** Whether a rollback of `txId` was recorded (a tombstone or a refund of it). */
export async function rollbacksOf(db: Db, vendor: string, txId: string): Promise<ProviderOutcome[]> {
  const rows = await db
    .selectFrom('provider_transactions')
    .select('outcome')
    .where('vendor_code', '=', vendor)
    .where('ref_tx_id', '=', txId)
    .where('op', '=', 'rollback')
    .execute();
  return rows.map((r) => r.outcome);
}

/** Money bets of a round and how many of them were refunded. */
export async function roundTally(db: Db, merchantId: string, vendor: string, roundId: string) {
  const r = await db
    .selectFrom('provider_transactions')
    .select([
      sql<string>`count(*) FILTER (WHERE op = 'bet' AND outcome = 'ok')`.as('bets'),
      sql<string>`count(*) FILTER (WHERE op = 'rollback' AND outcome = 'ok')`.as('refunds'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendor)
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return { bets: Number(r.bets), refunds: Number(r.refunds) };
}

export interface RoundRow {
  id: string;
  member_id: string;
  game_code: string;
  stake: string;
  win: string;
  status: BetStatus;
}

export async function findRound(db: Db, merchantId: string, vendor: string, roundId: string): Promise<RoundRow | undefined> {
  return db
    .selectFrom('bets')
    .select(['id', 'member_id', 'game_code', 'stake', 'win', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendor)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}

/** A bet adds to its round's row (created by the first bet). */
export async function addBetToRound(
  db: Db,
  r: {
    merchantId: string;
    memberId: string;
    vendor: string;
    gameCode: string;
    gameType: string;
    roundId: string;
    amount: bigint;
  },
): Promise<void> {
  const amount = r.amount.toString();
  await db
    .insertInto('bets')
    .values({
      merchant_id: r.merchantId,
      member_id: r.memberId,
      vendor_code: r.vendor,
      game_code: r.gameCode,
      game_type: r.gameType,
      round_id: r.roundId,
      stake: amount,
      valid_bet: amount,
      source: 'seamless',
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'vendor_code', 'round_id']).doUpdateSet({
        stake: sql`bets.stake + excluded.stake`,
        valid_bet: sql`bets.valid_bet + excluded.valid_bet`,
      }),
    )
    .execute();
}

/** A round's figures after it settled (for its event). */
export interface SettledRound {
  id: string;
  game_code: string;
  game_type: string;
  stake: string;
  valid_bet: string;
  win: string;
  status: 'settled' | 'cancelled';
}
const SETTLED_COLUMNS = ['id', 'game_code', 'game_type', 'stake', 'valid_bet', 'win', 'status'] as const;

/** A win settles the round. */
export async function settleRound(db: Db, roundRowId: string, win: bigint): Promise<SettledRound> {
  return (await db
    .updateTable('bets')
    .set({ win: sql`win + ${win.toString()}::bigint`, status: 'settled', settled_at: sql<Date>`now()` as unknown as Date })
    .where('id', '=', roundRowId)
    .returning(SETTLED_COLUMNS)
    .executeTakeFirstOrThrow()) as SettledRound;
}

/**
 * A refund takes its bet out of the round's stake; when it was the round's last bet the round
 * is cancelled instead, keeping the stake that was cancelled for the betting record.
 */
export async function refundOnRound(db: Db, roundRowId: string, amount: bigint, lastBet: boolean): Promise<SettledRound | null> {
  const q = db.updateTable('bets').where('id', '=', roundRowId);
  if (lastBet)
    return (await q
      .set({ status: 'cancelled', settled_at: sql<Date>`now()` as unknown as Date })
      .returning(SETTLED_COLUMNS)
      .executeTakeFirstOrThrow()) as SettledRound;
  await q
    .set({
      stake: sql`stake - ${amount.toString()}::bigint`,
      valid_bet: sql`greatest(valid_bet - ${amount.toString()}::bigint, 0)`,
    })
    .execute();
  return null;
}
