import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProviderOp } from '../../db/schema.providers.js';

/** Queries of the seamless wallet (the money calls are SQL functions: the seamless functions migration). */

/**
 * Transaction-scoped advisory locks, taken in the order given (callers sort them the same way
 * everywhere: transaction ids sorted, then the round), released at commit.
 */
export async function advisoryLocks(trx: Db, keys: string[]): Promise<void> {
  for (const k of keys) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${k}, 0))`.execute(trx);
}

export interface MoneyCall {
  op: ProviderOp;
  vendor: string;
  /** The validated request without its session token. */
  body: Record<string, unknown>;
  requestHash: Buffer;
  sessionHash: Buffer | null;
}

/** What seamless_money answers: the call's answer, and what to notify after the commit. */
export interface MoneyOutcome<T> {
  answer: T;
  /** `<merchantId>:<memberId>` when the wallet moved. */
  balanceOf?: string | null;
  /** Events were written. */
  events?: boolean;
}

/** One bet, win or rollback: one statement (seamless_money, see the seamless functions migration). */
export async function seamlessMoney<T>(db: Db, c: MoneyCall, rules: string): Promise<MoneyOutcome<T>> {
  const r = await sql<{ r: MoneyOutcome<T> }>`
    SELECT seamless_money(${c.op}::text, ${c.vendor}::text, ${JSON.stringify(c.body)}::jsonb, ${c.requestHash}::bytea,
      ${c.sessionHash}::bytea, ${rules}::jsonb) AS r`.execute(db);
  return r.rows[0]!.r;
}

/** Calls of one player in one statement and one transaction (seamless_money_batch); answers in order. */
export async function seamlessMoneyBatch<T>(db: Db, calls: MoneyCall[], rules: string): Promise<MoneyOutcome<T>[]> {
  const list = calls.map((c) => ({
    op: c.op,
    vendor: c.vendor,
    body: c.body,
    requestHash: c.requestHash.toString('hex'),
    sessionHash: c.sessionHash?.toString('hex') ?? null,
  }));
  const r = await sql<{
    r: MoneyOutcome<T>[];
  }>`SELECT seamless_money_batch(${JSON.stringify(list)}::jsonb, ${rules}::jsonb) AS r`.execute(db);
  return r.rows[0]!.r;
}
