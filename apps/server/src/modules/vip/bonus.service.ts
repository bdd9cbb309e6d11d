import type { Db } from '../../db/database.js';
import { dbDate } from '../../lib/db-clock.js';
import { timeZoneOf } from '../merchant/index.js';
import { grantReward } from '../rewards/index.js';
import * as repo from './vip.repository.js';
import { lastClosedKey, type VipPeriod } from './periods.js';

/**
 * The weekly and monthly VIP bonuses: when a period has ended, each member active in it (valid
 * bet > 0) is granted their level's bonus for it (reference week:<key>:<member> / month:<key>:<member>; the rewards' key is per merchant and source), at the
 * level they hold when the job runs. Each member's grant and its mark commit together; a rerun
 * (or a second instance) pays nothing twice: marked rows are skipped and the grant is idempotent.
 */

const BATCH = 200;
const TITLES: Record<VipPeriod, (key: string) => { EN: string; TY: string }> = {
  week: (key) => ({ EN: `VIP weekly bonus (${key})`, TY: `Lingguhang bonus ng VIP (${key})` }),
  month: (key) => ({ EN: `VIP monthly bonus (${key})`, TY: `Buwanang bonus ng VIP (${key})` }),
};

export interface BonusRun {
  period: VipPeriod;
  /** The keys of the periods paid (each merchant's last closed one, in its time zone). */
  periodKeys: string[];
  granted: number;
}

/** Pays one merchant's bonuses of a period. */
export async function payPeriodBonuses(db: Db, merchantId: string, period: VipPeriod, periodKey: string): Promise<number> {
  const ladder = new Map((await repo.levelsOf(db, merchantId)).map((l) => [l.level, l]));
  let granted = 0;
  for (;;) {
    const rows = await repo.unpaidActive(db, merchantId, period, periodKey, BATCH);
    if (rows.length === 0) return granted;
    for (const row of rows) {
      const level = ladder.get(row.level);
      const amount = BigInt((period === 'week' ? level?.weekly_bonus : level?.monthly_bonus) ?? '0');
      await db.transaction().execute(async (trx) => {
        let rewardId = '';
        if (level && amount > 0n) {
          const reward = await grantReward(trx, {
            merchantId,
            memberId: row.member_id,
            source: period === 'week' ? 'vip_weekly' : 'vip_monthly',
            sourceRef: `${period}:${periodKey}:${row.member_id}`,
            amount,
            title: TITLES[period](periodKey),
            turnoverMultiplier: Number(level.turnover_multiplier),
            delivery: 'claimable',
          });
          rewardId = reward.id;
          if (!reward.replayed) granted += 1;
        }
        await repo.markPeriodPaid(trx, merchantId, row.member_id, period, periodKey, rewardId);
      });
    }
  }
}

/**
 * The job: pays every merchant with a ladder the bonuses of its last closed period, in its time
 * zone (runs hourly: a merchant's period closes at its own local midnight; a paid one is a no-op).
 */
export async function runVipBonuses(db: Db, period: VipPeriod, now = dbDate()): Promise<BonusRun> {
  const keys = new Set<string>();
  let granted = 0;
  for (const merchantId of await repo.merchantsWithLadder(db)) {
    const periodKey = lastClosedKey(period, now, await timeZoneOf(db, merchantId));
    keys.add(periodKey);
    granted += await payPeriodBonuses(db, merchantId, period, periodKey);
  }
  return { period, periodKeys: [...keys].sort(), granted };
}
