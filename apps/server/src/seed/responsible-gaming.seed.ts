import type { Db } from '../db/database.js';
import { findMerchantById } from '../modules/merchant/index.js';
import { setLimit, setRealityCheck } from '../modules/responsible-gaming/index.js';

/** The demo player's responsible-gaming settings: what the security centre's section shows. */
export const DEMO_RG = {
  limits: [
    { kind: 'deposit', period: 'day', amount: '500000' },
    { kind: 'loss', period: 'week', amount: '200000' },
    { kind: 'stake', period: 'month', amount: '5000000' },
  ],
  /** A raise waiting for its cooling-off period. */
  pendingRaise: { kind: 'stake', period: 'month', amount: '8000000' },
  realityCheckMinutes: 60,
} as const;

/**
 * Idempotent: the player's limits (one raise pending) and a reality check every hour, set as the
 * member would set them. The player is never self-excluded (the demo signs in with it).
 */
export async function seedResponsibleGaming(db: Db, merchantId: string, playerId: string): Promise<void> {
  const merchant = await findMerchantById(db, merchantId);
  if (!merchant) throw new Error(`no merchant ${merchantId}`);
  for (const l of DEMO_RG.limits) await setLimit(db, merchant, playerId, l, null);
  await setLimit(db, merchant, playerId, DEMO_RG.pendingRaise, null);
  await setRealityCheck(db, merchant, playerId, DEMO_RG.realityCheckMinutes, null);
}
