import {
  MAIN_WALLET,
  type WalletRecallAllResult,
  type WalletTransferRequest,
  type WalletTransferResult,
} from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { TransferDirection } from '../../db/schema.transfers.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { emit } from '../events/index.js';
import { accountFor, post } from '../ledger/index.js';
import type { Merchant } from '../merchant/index.js';
import { playerIdOf, type ProviderAdapter, type TransferOutcome } from '../providers/index.js';
import { walletBalance } from '../wallet/index.js';
import { offeredTransferVendors } from '../catalog/index.js';
import { pullVendorBets } from './pull-bets.service.js';
import * as repo from './transfers.repository.js';
import { heldVendorWallets } from '../ledger/index.js';
import { chargeStake } from '../responsible-gaming/index.js';

/**
 * Money between the member's main wallet and a transfer-mode vendor's wallet, in two phases:
 * 1. one DB transaction writes the pending row and the ledger hold (source -> transfer_pending);
 * 2. the vendor is asked; confirmed -> transfer_pending -> destination, failed -> back to the
 *    source; no definite answer -> the transfer stays pending (the money shows as pending) and
 *    the reconciliation job settles it by asking the vendor what became of it.
 * A crash between the phases leaves a pending row with its hold: nothing is half-done.
 */

export type TransferDeps = Pick<Deps, 'db' | 'providers'>;
export interface Owner {
  merchant: Pick<Merchant, 'id' | 'code' | 'currency' | 'currencySymbol'>;
  memberId: string;
}
/** What settling needs of a transfer row. */
type Settleable = Pick<repo.TransferRow, 'id' | 'merchant_id' | 'member_id' | 'vendor_code' | 'direction' | 'amount'>;

export async function walletTransfer(
  deps: TransferDeps,
  owner: Owner,
  req: WalletTransferRequest,
): Promise<WalletTransferResult> {
  const { db } = deps;
  const m = owner.merchant;
  // Exactly one side is the main wallet: main -> vendor is "in", vendor -> main is "out".
  if ((req.from === MAIN_WALLET) === (req.to === MAIN_WALLET)) throw new AppError('validation_failed');
  const direction: TransferDirection = req.from === MAIN_WALLET ? 'in' : 'out';
  const vendor = direction === 'in' ? req.to : req.from;
  const amount = BigInt(req.amount);
  const requestId = req.requestId ?? null;

  if (requestId) {
    const earlier = await repo.findByRequest(db, m.id, owner.memberId, requestId);
    if (earlier) return answerFor(deps, owner, sameRequest(earlier, vendor, direction, amount));
  }
  const adapter = await transferAdapter(deps, m.id, vendor);
  // The vendor wallet's ledger balance lags its play until bets are pulled: catch up first.
  if (direction === 'out') await pullVendorBets(deps, m, vendor).catch(() => null);

  const held = await hold(db, owner, vendor, direction, amount, requestId);
  if (held.replay) return answerFor(deps, owner, sameRequest(held.row, vendor, direction, amount));
  await callVendor(deps, adapter, m, held.row);
  return answerFor(deps, owner, held.row.id);
}

/** Every vendor wallet holding money back to main (vendors in maintenance or without an adapter are left alone). */
export async function recallAll(deps: TransferDeps, owner: Owner): Promise<WalletRecallAllResult> {
  const { db } = deps;
  const m = owner.merchant;
  const transfers: WalletRecallAllResult['transfers'] = [];
  for (const w of await heldVendorWallets(db, m.id, owner.memberId)) {
    let adapter: ProviderAdapter;
    try {
      adapter = await transferAdapter(deps, m.id, w.wallet, true);
    } catch {
      continue;
    }
    await pullVendorBets(deps, m, w.wallet).catch(() => null);
    const amount = (await accountFor(db, m.id, 'member', owner.memberId, w.wallet)).balance;
    if (amount <= 0n) continue;
    try {
      const held = await hold(db, owner, w.wallet, 'out', amount, null);
      await callVendor(deps, adapter, m, held.row);
      const row = await repo.findTransfer(db, m.id, held.row.id);
      transfers.push({ transferId: held.row.id, vendor: w.wallet, amount: amount.toString(), status: row!.status });
    } catch (e) {
      // Play moved the balance between our read and the hold: leave this wallet for the next recall.
      if (!(e instanceof AppError && e.code === 'insufficient_funds')) throw e;
    }
  }
  return { transfers, balance: await walletBalance(db, m, owner.memberId) };
}

/**
 * Settles one pending transfer with the vendor's definite outcome: confirm moves the held money
 * to the destination, reverse returns it to the source. Idempotent (ledger keys, and the row is
 * locked and settled once), so the vendor's late answer and reconciliation may race safely.
 */
export async function settleTransfer(db: Db, t: Settleable, outcome: 'confirm' | 'reverse'): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.lockTransfer(trx, t.merchant_id, t.id);
    if (!row || row.status !== 'pending') return;
    const amount = BigInt(row.amount);
    const pending = await accountFor(trx, row.merchant_id, 'transfer_pending');
    const main = await accountFor(trx, row.merchant_id, 'member', row.member_id);
    const vendorWallet = await accountFor(trx, row.merchant_id, 'member', row.member_id, row.vendor_code);
    const destination = row.direction === 'in' ? vendorWallet : main;
    const source = row.direction === 'in' ? main : vendorWallet;
    await post(trx, {
      merchantId: row.merchant_id,
      type: 'transfer',
      reference: `transfer:${row.id}`,
      idempotencyKey: `transfer:${row.id}:${outcome}`,
      postings: [
        { accountId: pending.id, amount: -amount },
        { accountId: (outcome === 'confirm' ? destination : source).id, amount },
      ],
      metadata: { vendor: row.vendor_code, direction: row.direction, outcome },
    });
    await repo.markSettled(trx, row.id, outcome === 'confirm' ? 'confirmed' : 'reversed');
    if (outcome === 'confirm') {
      await emit(trx, {
        type: 'transfer.confirmed',
        payload: {
          merchantId: row.merchant_id,
          memberId: row.member_id,
          transferId: row.id,
          vendor: row.vendor_code,
          direction: row.direction,
          amount: amount.toString(),
        },
      });
    }
  });
}

/** Phase 2: the vendor's answer decides; no definite answer leaves the transfer pending. */
async function callVendor(
  deps: TransferDeps,
  adapter: ProviderAdapter,
  m: Owner['merchant'],
  row: repo.TransferRow,
): Promise<void> {
  const call = {
    merchantCode: m.code,
    vendor: row.vendor_code,
    playerId: await playerIdOf(deps.db, m.id, row.member_id),
    currency: m.currency,
    amount: BigInt(row.amount),
    transferId: row.id,
  };
  let outcome: TransferOutcome;
  let error = 'no answer from the vendor';
  try {
    outcome = await (row.direction === 'in' ? adapter.transferIn!(call) : adapter.transferOut!(call));
  } catch (e) {
    outcome = 'unknown';
    error = (e as Error).message;
  }
  if (outcome === 'unknown') await repo.notePending(deps.db, row.id, error);
  else await settleTransfer(deps.db, row, outcome === 'confirmed' ? 'confirm' : 'reverse');
}

/** Phase 1: the pending row and the hold commit together; a refused hold (insufficient funds) writes nothing. */
async function hold(
  db: Db,
  owner: Owner,
  vendor: string,
  direction: TransferDirection,
  amount: bigint,
  requestId: string | null,
): Promise<{ row: repo.TransferRow; replay: boolean }> {
  const m = owner.merchant;
  const inserted = await db.transaction().execute(async (trx) => {
    const row = await repo.insertPending(trx, {
      merchantId: m.id,
      memberId: owner.memberId,
      vendor,
      direction,
      amount,
      requestId,
    });
    if (!row) return null;
    // Responsible gaming: money into a game wallet is a stake (self-exclusion, stake limits).
    if (direction === 'in') await chargeStake(trx, m.id, owner.memberId, amount, { countsLoss: false });
    const source = await accountFor(trx, m.id, 'member', owner.memberId, direction === 'in' ? MAIN_WALLET : vendor);
    const pending = await accountFor(trx, m.id, 'transfer_pending');
    try {
      await post(trx, {
        merchantId: m.id,
        type: 'transfer',
        reference: `transfer:${row.id}`,
        idempotencyKey: `transfer:${row.id}:hold`,
        postings: [
          { accountId: source.id, amount: -amount },
          { accountId: pending.id, amount },
        ],
        metadata: { vendor, direction, outcome: 'hold' },
      });
    } catch (e) {
      // The ledger's value names an account id: the member only needs the balance.
      if (e instanceof AppError && e.code === 'insufficient_funds') {
        const balance = (e.value as { balance?: string } | undefined)?.balance ?? source.balance.toString();
        throw new AppError('insufficient_funds', { balance: String(balance) });
      }
      throw e;
    }
    return row;
  });
  if (inserted) return { row: inserted, replay: false };
  // A concurrent call with the same request id won the insert.
  const earlier = await repo.findByRequest(db, m.id, owner.memberId, requestId!);
  if (!earlier) throw new Error('transfers: request id conflict without a row');
  return { row: earlier, replay: true };
}

/** The adapter of a transfer-mode vendor the merchant offers; the refusals say why not. */
async function transferAdapter(
  deps: TransferDeps,
  merchantId: string,
  vendor: string,
  allowStranded = false,
): Promise<ProviderAdapter> {
  const [v] = await offeredTransferVendors(deps.db, { merchantId, code: vendor });
  if (!v && !allowStranded) throw new AppError('wallet_unavailable');
  if (v?.status === 'maintenance') throw new AppError('game_maintenance');
  const adapter = deps.providers.for(vendor);
  if (!adapter?.transferIn || !adapter.transferOut) throw new AppError('vendor_unavailable');
  return adapter;
}

/** A retried request id must carry the same transfer. */
function sameRequest(row: repo.TransferRow, vendor: string, direction: TransferDirection, amount: bigint): string {
  if (row.vendor_code !== vendor || row.direction !== direction || BigInt(row.amount) !== amount)
    throw new AppError('duplicate_transaction');
  return row.id;
}

async function answerFor(deps: TransferDeps, owner: Owner, id: string): Promise<WalletTransferResult> {
  const row = await repo.findTransfer(deps.db, owner.merchant.id, id);
  if (!row) throw new AppError('not_found');
  return { transferId: row.id, status: row.status, balance: await walletBalance(deps.db, owner.merchant, owner.memberId) };
}
