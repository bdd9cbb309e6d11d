import type { Deps } from '../../deps.js';
import { dbNow } from '../../lib/db-clock.js';
import { playerIdOf } from '../providers/index.js';
import * as repo from './transfers.repository.js';
import { settleTransfer } from './transfers.service.js';

/**
 * The reconciliation job: transfers left pending (the vendor's answer timed out, or the server
 * stopped between the phases) are settled by asking the vendor what became of them. Only
 * transfers older than the grace period are asked about, so a call still in flight (adapters
 * time out after a few seconds) cannot be reversed under it. The vendor never having received
 * the transfer ('not_found') means it never will: the money goes back to the source.
 */
export const RECONCILE_AFTER_MS = 30_000;

export async function reconcileTransfers(
  deps: Pick<Deps, 'db' | 'providers'>,
  opts: { olderThanMs?: number; limit?: number } = {},
): Promise<{ settled: number; pending: number }> {
  const { db } = deps;
  const cutoff = new Date(dbNow() - (opts.olderThanMs ?? RECONCILE_AFTER_MS));
  let settled = 0;
  let pending = 0;
  for (const t of await repo.pendingBefore(db, cutoff, opts.limit ?? 200)) {
    const adapter = deps.providers.for(t.vendor_code);
    if (!adapter?.transferStatus) {
      await repo.notePending(db, t.id, 'reconcile: no adapter can tell the status of this transfer');
      pending++;
      continue;
    }
    try {
      const status = await adapter.transferStatus({
        merchantCode: t.merchant_code,
        vendor: t.vendor_code,
        playerId: await playerIdOf(db, t.merchant_id, t.member_id),
        currency: t.currency,
        amount: BigInt(t.amount),
        transferId: t.id,
      });
      await settleTransfer(db, t, status === 'confirmed' ? 'confirm' : 'reverse');
      settled++;
    } catch (e) {
      await repo.notePending(db, t.id, `reconcile: ${(e as Error).message}`);
      pending++;
    }
  }
  return { settled, pending };
}
