import type { VipLevel } from '@playhouse/contract/engagement';
import type { Db } from '../db/database.js';
import { findMember } from '../modules/member/index.js';
import { addVipProgress, seedLadder } from '../modules/vip/index.js';
import { createDrop, liveEnvelopeFor } from '../modules/envelopes/index.js';

/**
 * The demo's VIP ladder (six levels) with demo players at different levels, and red envelopes:
 * a drop running for 30 days from the seed (a new one whenever none runs, so the demo always has
 * one) and a finished one.
 */

const peso = (n: number) => String(Math.round(n * 100));
const tier = (
  level: number,
  EN: string,
  TY: string,
  bet: number,
  deposits: number,
  bonuses: [number, number, number],
  withdraw: [number, number],
  rebate: string,
): VipLevel => ({
  level,
  names: { EN, TY },
  validBetRequired: peso(bet),
  depositRequired: peso(deposits),
  upgradeBonus: peso(bonuses[0]),
  weeklyBonus: peso(bonuses[1]),
  monthlyBonus: peso(bonuses[2]),
  turnoverMultiplier: 1,
  benefits: { dailyWithdrawalLimit: peso(withdraw[0]), dailyWithdrawals: withdraw[1], rebatePercent: rebate },
});

export const DEMO_VIP_LADDER: VipLevel[] = [
  tier(0, 'Bronze', 'Tanso', 0, 0, [0, 0, 0], [50_000, 3], '0.30'),
  tier(1, 'Silver', 'Pilak', 10_000, 5_000, [88, 0, 50], [100_000, 5], '0.40'),
  tier(2, 'Gold', 'Ginto', 50_000, 20_000, [288, 28, 128], [200_000, 8], '0.50'),
  tier(3, 'Platinum', 'Platino', 200_000, 80_000, [888, 88, 388], [500_000, 10], '0.60'),
  tier(4, 'Diamond', 'Diyamante', 1_000_000, 300_000, [2_888, 288, 1_288], [1_000_000, 15], '0.80'),
  tier(5, 'Royal', 'Maharlika', 5_000_000, 1_000_000, [8_888, 888, 3_888], [3_000_000, 20], '1.00'),
];

/** Demo players and the history (valid bet, deposits, in pesos) that puts each on a level. */
export const DEMO_VIP_PLAYERS: [string, number, number][] = [
  ['demoplayer', 60_000, 25_000], // Gold
  ['juan1223', 12_000, 6_000], // Silver
  ['mariaclara', 250_000, 90_000], // Platinum
  ['josefa88', 1_200_000, 400_000], // Diamond
  ['andres777', 55_000, 30_000], // Gold
];

const DAY_MS = 86_400_000;

/** Idempotent: the ladder and the players' history only on a merchant without a ladder. */
export async function seedVip(db: Db, merchantId: string): Promise<void> {
  const existing = await db.selectFrom('vip_levels').select('level').where('merchant_id', '=', merchantId).executeTakeFirst();
  if (existing) return;
  await seedLadder(db, merchantId, DEMO_VIP_LADDER);
  for (const [username, bet, deposits] of DEMO_VIP_PLAYERS) {
    const member = await findMember(db, merchantId, { username });
    if (!member) continue;
    await db.transaction().execute((trx) =>
      addVipProgress(trx, merchantId, member.id, {
        validBet: BigInt(peso(bet)),
        deposits: BigInt(peso(deposits)),
        at: new Date(),
      }),
    );
  }
}

/** Idempotent: a finished drop once, and a live 30-day drop whenever none runs. */
export async function seedEnvelopes(db: Db, merchantId: string, playerId: string, now = new Date()): Promise<void> {
  const titles = { EN: 'Lucky red envelopes', TY: 'Mga masuwerteng red envelope' };
  const any = await db.selectFrom('envelope_drops').select('id').where('merchant_id', '=', merchantId).executeTakeFirst();
  if (!any)
    await createDrop(
      db,
      merchantId,
      {
        titles: { EN: 'Weekend red envelopes', TY: 'Mga red envelope sa Sabado at Linggo' },
        startsAt: new Date(now.getTime() - 3 * DAY_MS).toISOString(),
        endsAt: new Date(now.getTime() - 2 * DAY_MS).toISOString(),
        pool: peso(500),
        envelopes: 100,
        minAmount: peso(1),
        maxAmount: peso(20),
        minVipLevel: 0,
        minDeposits: '0',
        turnoverMultiplier: 0,
      },
      'demo',
    );
  const { drop } = await liveEnvelopeFor(db, { merchantId, memberId: playerId }, false, now);
  if (drop?.live) return;
  await createDrop(
    db,
    merchantId,
    {
      titles,
      startsAt: new Date(now.getTime() - 60_000).toISOString(),
      endsAt: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
      pool: peso(10_000),
      envelopes: 1_000,
      minAmount: peso(1),
      maxAmount: peso(50),
      minVipLevel: 0,
      minDeposits: '0',
      turnoverMultiplier: 0,
    },
    'demo',
  );
}
