import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Kysely queries of the wallet balance; rules live in wallet.service.ts. */

export interface MemberMoney {
  /** Ledger balance per wallet ('MAIN' or a vendor code) of the member's accounts. */
  balances: Map<string, bigint>;
  /** Pending transfers per vendor (money held in transfer_pending). */
  pending: Map<string, bigint>;
}

/**
 * The member's account balances and pending transfers in ONE statement, so both come from the
 * same snapshot: a transfer's hold and its pending row commit together and are never counted
 * twice or not at all. Uses the ledger_accounts_member index and wallet_transfers by member.
 */
export async function memberMoney(db: Db, merchantId: string, memberId: string): Promise<MemberMoney> {
  const { rows } = await sql<{ src: 'account' | 'pending'; wallet: string; amount: string }>`
    SELECT 'account' AS src, wallet, balance::text AS amount
      FROM ledger_accounts WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND kind = 'member'
    UNION ALL
    SELECT 'pending', vendor_code, sum(amount)::text
      FROM wallet_transfers WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status = 'pending'
      GROUP BY vendor_code`.execute(db);
  const money: MemberMoney = { balances: new Map(), pending: new Map() };
  for (const r of rows) (r.src === 'account' ? money.balances : money.pending).set(r.wallet, BigInt(r.amount));
  return money;
}
