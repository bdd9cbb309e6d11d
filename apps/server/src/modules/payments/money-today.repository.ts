import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The dashboard's money of a day so far: confirmed deposits made since `since` and approved
 * withdrawals requested since then (count and amount, minor units), and every pending deposit
 * (any channel), read by the lists' own filters (status, and made at or after `since`) so each
 * figure is the list it opens.
 */
export async function moneySince(db: Db, merchantId: string, since: Date) {
  const r = await sql<{ dn: string; da: string; dp: string; wn: string; wa: string }>`
    SELECT (SELECT count(*) FROM deposits WHERE merchant_id = ${merchantId} AND status = 'confirmed' AND created_at >= ${since}) AS dn,
           (SELECT coalesce(sum(amount), 0) FROM deposits WHERE merchant_id = ${merchantId} AND status = 'confirmed' AND created_at >= ${since}) AS da,
           (SELECT count(*) FROM deposits WHERE merchant_id = ${merchantId} AND status = 'pending') AS dp,
           (SELECT count(*) FROM withdrawals WHERE merchant_id = ${merchantId} AND status = 'approved' AND created_at >= ${since}) AS wn,
           (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE merchant_id = ${merchantId} AND status = 'approved' AND created_at >= ${since}) AS wa`.execute(
    db,
  );
  const c = r.rows[0]!;
  return {
    deposits: { count: Number(c.dn), amount: String(c.da), pending: Number(c.dp) },
    withdrawals: { count: Number(c.wn), amount: String(c.wa) },
  };
}
