import { MAIN_WALLET, MONEY_DECIMALS, type VendorWallet, type WalletBalance } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { Merchant } from '../merchant/index.js';
import * as repo from './wallet.repository.js';
import { offeredTransferVendors, vendorsByCode, type OfferedWallet } from '../catalog/index.js';

/** The merchant fields a balance needs (a full Merchant fits). */
export type BalanceMerchant = Pick<Merchant, 'id' | 'currency' | 'currencySymbol'>;

/**
 * The member's balances (GET /wps/v2/wallets/balance, socket pushes, transfer answers): main,
 * one wallet per transfer-mode vendor the merchant offers (0 when never used), and any other
 * vendor wallet still holding money (a vendor the merchant stopped offering must not hide it).
 * pending is money on its way between main and that vendor; total counts it too.
 */
export async function walletBalance(db: Db, merchant: BalanceMerchant, memberId: string): Promise<WalletBalance> {
  const [offered, money] = await Promise.all([
    offeredTransferVendors(db, { merchantId: merchant.id }),
    repo.memberMoney(db, merchant.id, memberId),
  ]);
  const offeredCodes = new Set(offered.map((v) => v.code));
  const stranded = new Set<string>();
  for (const [code, amount] of [...money.balances, ...money.pending]) {
    if (code !== MAIN_WALLET && amount !== 0n && !offeredCodes.has(code)) stranded.add(code);
  }
  const others = await vendorsByCode(db, [...stranded].sort());
  const known = new Map(others.map((v) => [v.code, v]));
  const vendors: OfferedWallet[] = [
    ...offered,
    ...[...stranded].sort().map((code) => known.get(code) ?? { code, name: code, status: 'disabled' as const }),
  ];

  const main = money.balances.get(MAIN_WALLET) ?? 0n;
  let total = main;
  const wallets: VendorWallet[] = vendors.map((v) => {
    const balance = money.balances.get(v.code) ?? 0n;
    const pending = money.pending.get(v.code) ?? 0n;
    total += balance + pending;
    return {
      vendor: v.code,
      name: v.name,
      balance: balance.toString(),
      pending: pending.toString(),
      maintenance: v.status !== 'active',
    };
  });
  return {
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    decimals: MONEY_DECIMALS,
    main: main.toString(),
    total: total.toString(),
    wallets,
    version: money.version.toString(),
  };
}

/** The balance version of each member (of one merchant) with a socket here: what a heartbeat carries. */
export const balanceVersions = repo.balanceVersions;
