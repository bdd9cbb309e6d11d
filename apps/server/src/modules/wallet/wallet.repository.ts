import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Kysely queries of the wallet balance; rules live in wallet.service.ts. */

export interface MemberMoney {
  /** Ledger balance per wallet ('MAIN' or a vendor code) of the member's accounts. */
  balances: Map<string, bigint>;
  /** Pending transfers per vendor (money held in transfer_pending). */
  pending: Map<string, bigint>;
  /**
   * The balance's version: the sum of the member's account versions, each of which grows with
   * every posting (ledger_post), so it grows with every change of the member's money.
   */
  version: bigint;
}

/**
 * The member's account balances and pending transfers in ONE statement, so both come from the
 * same snapshot: a transfer's hold and its pending row commit together and are never counted
 * twice or not at all. Uses the ledger_accounts_member index and wallet_transfers by member.
 */
export async function memberMoney(db: Db, merchantId: string, memberId: string): Promise<MemberMoney> {
  const { rows } = await sql<{ src: 'account' | 'pending'; wallet: string; amount: string; version: string }>`
    SELECT 'account' AS src, wallet, balance::text AS amount, version::text AS version
      FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND kind = 'member'
    UNION ALL
    SELECT 'pending', vendor_code, sum(amount)::text, '0'
      FROM wallet_transfers WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'pending'
      GROUP BY vendor_code`.execute(db);
  const money: MemberMoney = { balances: new Map(), pending: new Map(), version: 0n };
  for (const r of rows) {
    (r.src === 'account' ? money.balances : money.pending).set(r.wallet, BigInt(r.amount));
    money.version += BigInt(r.version);
  }
  return money;
}

/** The balance versions (as memberMoney counts them) of many members of one merchant at once. */
export async function balanceVersions(db: Db, merchantId: string, memberIds: string[]): Promise<Map<string, bigint>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await sql<{ member: string; version: string }>`
    SELECT member_id::text AS member, sum(version)::text AS version
      FROM ledger_accounts
     WHERE merchant_id = ${merchantId} AND member_id = ANY(${memberIds}::bigint[]) AND kind = 'member'
     GROUP BY member_id`.execute(db);
  return new Map(rows.map((r) => [r.member, BigInt(r.version)]));
}
