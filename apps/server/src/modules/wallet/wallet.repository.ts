import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Kysely queries of the wallet balance; rules live in wallet.service.ts. */

export interface OfferedWallet {
  code: string;
  name: string;
  status: 'active' | 'maintenance' | 'disabled';
}

export interface OfferedTransferVendor extends OfferedWallet {
  merchantId: string;
  merchantCode: string;
}

/**
 * Transfer-mode vendors merchants offer (enabled, vendor not disabled): of one merchant and/or
 * one vendor code when given, by merchant, then in the merchant's order.
 */
export async function offeredTransferVendors(
  db: Db,
  only: { merchantId?: string; code?: string } = {},
): Promise<OfferedTransferVendor[]> {
  let q = db
    .selectFrom('merchant_vendors as mv')
    .innerJoin('vendors as v', 'v.id', 'mv.vendor_id')
    .innerJoin('merchants as m', 'm.id', 'mv.merchant_id')
    .select(['m.id as merchantId', 'm.code as merchantCode', 'v.code', 'v.name', 'v.status'])
    .where('mv.enabled', '=', true)
    .where('v.wallet_mode', '=', 'transfer')
    .where('v.status', '<>', 'disabled');
  if (only.merchantId !== undefined) q = q.where('mv.merchant_id', '=', only.merchantId);
  if (only.code !== undefined) q = q.where('v.code', '=', only.code);
  return q.orderBy('m.id').orderBy('mv.sequence').orderBy('v.code').execute();
}

/** Vendor names and states by code, for wallets that hold money but are no longer offered. */
export async function vendorsByCode(db: Db, codes: string[]): Promise<OfferedWallet[]> {
  if (codes.length === 0) return [];
  return db.selectFrom('vendors').select(['code', 'name', 'status']).where('code', 'in', codes).execute();
}

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
