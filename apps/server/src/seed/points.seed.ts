import type { Db } from '../db/database.js';
import { findMerchantById, updateSettings } from '../modules/merchant/index.js';
import { addMallItem, decideRedeem, earn, redeem } from '../modules/points/index.js';
import { accrue } from '../modules/rebate/index.js';

/**
 * The points mall and manual rebate of the demo merchant: rates, six items of the three types,
 * the demo player's points earned on valid bets (with their records), a redeem in each status
 * (In Process, Approved, Rejected), and a manual rebate accrued to claim (MANPLAYREB3 is on).
 */

const EARNINGS: [gameType: string, validBet: bigint][] = [
  ['RNG', 1_250_000n],
  ['LIVE', 800_000n],
  ['FISH', 420_000n],
  ['RNG', 2_100_000n],
  ['SPORTS', 650_000n],
  ['LOTT', 300_000n],
];

const ITEMS = [
  { type: 'cash', names: { EN: 'Cash 10.00', TY: 'Cash 10.00' }, points: '1000', amount: '1000', stock: 500, sortOrder: 1 },
  { type: 'cash', names: { EN: 'Cash 50.00', TY: 'Cash 50.00' }, points: '4800', amount: '5000', stock: 100, sortOrder: 2 },
  {
    type: 'bonus',
    names: { EN: 'Slot bonus 20.00', TY: 'Slot bonus 20.00' },
    points: '1500',
    amount: '2000',
    stock: 200,
    perMemberLimit: 5,
    sortOrder: 3,
  },
  {
    type: 'bonus',
    names: { EN: 'Weekend bonus 100.00', TY: 'Bonus sa weekend 100.00' },
    points: '9000',
    amount: '10000',
    stock: 50,
    perMemberLimit: 1,
    sortOrder: 4,
  },
  {
    type: 'goods',
    names: { EN: 'Playhouse cap', TY: 'Sumbrero ng Playhouse' },
    points: '2500',
    amount: null,
    stock: 30,
    perMemberLimit: 2,
    sortOrder: 5,
  },
  {
    type: 'goods',
    names: { EN: 'Wireless earbuds', TY: 'Wireless na earbuds' },
    points: '20000',
    amount: null,
    stock: 5,
    perMemberLimit: 1,
    sortOrder: 6,
  },
] as const;

/** Idempotent: does nothing once the demo merchant has mall items. */
export async function seedPoints(db: Db, merchantId: string, playerId: string): Promise<void> {
  const any = await db.selectFrom('point_items').select('id').where('merchant_id', '=', merchantId).limit(1).executeTakeFirst();
  if (any) return;
  await updateSettings(db, merchantId, {
    points: {
      rates: { RNG: 1, FISH: 1, BGS: 1, LIVE: 0.5, SPORTS: 0.5, LOTT: 0.5, ELOTT: 0.5 },
      defaultRate: 1,
      pointsPerUnit: 100,
      convertMinPoints: 1000,
      convertTurnoverMultiplier: 1,
      redeemTurnoverMultiplier: 1,
    },
    manualRebate: {
      ratesBp: { RNG: 80, FISH: 80, BGS: 80, LIVE: 50, SPORTS: 50, LOTT: 30, ELOTT: 30 },
      defaultRateBp: 50,
      minClaim: 100,
      turnoverMultiplier: 1,
    },
  });
  const merchant = (await findMerchantById(db, merchantId))!;
  const owner = { merchantId, memberId: playerId };
  const ids: string[] = [];
  for (const item of ITEMS) ids.push(await addMallItem(db, merchantId, item));

  // Points earned on valid bets (rate per 1.00 of valid bet by game type), like the earn subscriber does.
  let n = 0;
  for (const [gameType, validBet] of EARNINGS) {
    const rate = (merchant.settings.points.rates as Record<string, number>)[gameType] ?? merchant.settings.points.defaultRate;
    const points = (validBet * BigInt(Math.round(rate * 100))) / 10_000n;
    await earn(db, owner, { sourceRef: `demo:${++n}`, points, ratio: rate, gameType, validBet });
  }
  // A redeem in each status: Approved (cash paid), Rejected (points back), In Process.
  const approved = await redeem(db, owner, 'EN', { itemId: ids[0]!, quantity: 1, requestId: 'demo-redeem-approved' });
  const rejected = await redeem(db, owner, 'EN', { itemId: ids[4]!, quantity: 1, requestId: 'demo-redeem-rejected' });
  await redeem(db, owner, 'EN', { itemId: ids[2]!, quantity: 1, requestId: 'demo-redeem-in-process' });
  await db.transaction().execute(async (trx) => {
    await decideRedeem(trx, merchantId, merchant.settings, approved.id, { decision: 'approve', reason: '' }, 'demo');
    await decideRedeem(
      trx,
      merchantId,
      merchant.settings,
      rejected.id,
      { decision: 'reject', reason: 'Out of this size' },
      'demo',
    );
  });

  // A manual rebate waiting to be claimed.
  await accrue(db, merchant, owner, 'RNG', 1_500_000n);
  await accrue(db, merchant, owner, 'LIVE', 600_000n);
}
