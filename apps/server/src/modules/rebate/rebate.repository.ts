import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { offsetOf, type PageRequest } from '../../core/page.js';

/** The manual rebate's accruals and claims: one query per function, no rules. */

export interface Accrual {
  game_type: string;
  valid_bet: string;
  rebate_bp: string;
}

/** Adds one play to the member's accrual of its game type (the row lock waits for a claim in progress). */
export const addToAccrual = (db: Db, merchantId: string, memberId: string, gameType: string, validBet: bigint, bp: bigint) =>
  db
    .insertInto('rebate_accruals')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      game_type: gameType,
      valid_bet: validBet.toString(),
      rebate_bp: (validBet * bp).toString(),
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'member_id', 'game_type']).doUpdateSet({
        valid_bet: sql`rebate_accruals.valid_bet + excluded.valid_bet`,
        rebate_bp: sql`rebate_accruals.rebate_bp + excluded.rebate_bp`,
        updated_at: sql`now()`,
      }),
    )
    .execute();

const accrualQuery = (db: Db, merchantId: string, memberId: string) =>
  db
    .selectFrom('rebate_accruals')
    .select(['game_type', 'valid_bet', sql<string>`rebate_bp::text`.as('rebate_bp')])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('game_type');

export const accrualsOf = (db: Db, merchantId: string, memberId: string): Promise<Accrual[]> =>
  accrualQuery(db, merchantId, memberId).execute();

/** The member's accruals locked for a claim (plays settling meanwhile wait, then add to what is left). */
export const lockAccruals = (db: Db, merchantId: string, memberId: string): Promise<Accrual[]> =>
  accrualQuery(db, merchantId, memberId).forUpdate().execute();

/** Takes exactly what a claim counted off one accrual row. */
export const takeFromAccrual = (db: Db, merchantId: string, memberId: string, gameType: string, validBet: bigint, bp: bigint) =>
  db
    .updateTable('rebate_accruals')
    .set({
      valid_bet: sql`valid_bet - ${validBet.toString()}::bigint`,
      rebate_bp: sql`rebate_bp - ${bp.toString()}::numeric`,
      updated_at: sql`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('game_type', '=', gameType)
    .execute();

export const insertClaim = (
  db: Db,
  c: { merchantId: string; memberId: string; validBet: bigint; amount: bigint; rows: unknown },
) =>
  db
    .insertInto('rebate_claims')
    .values({
      merchant_id: c.merchantId,
      member_id: c.memberId,
      valid_bet: c.validBet.toString(),
      amount: c.amount.toString(),
      rows: JSON.stringify(c.rows),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();

export const lastClaimAt = async (db: Db, merchantId: string, memberId: string) =>
  (
    await db
      .selectFrom('rebate_claims')
      .select('created_at')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.created_at ?? null;

export async function claimPage(db: Db, merchantId: string, memberId: string, p: PageRequest) {
  const base = db.selectFrom('rebate_claims').where('merchant_id', '=', merchantId).where('member_id', '=', memberId);
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'created_at', 'valid_bet', 'amount', 'rows'])
      .orderBy('id', 'desc')
      .limit(p.pageSize)
      .offset(offsetOf(p))
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
