import { sql } from 'kysely';
import { periodAt } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { BonusKind } from '../../db/schema.rewards.js';
import { dbDate, dbNow } from '../../lib/db-clock.js';
import { timeZoneOf } from '../merchant/index.js';
import { grantReward, type RewardSource } from './grant.service.js';
import { activeDefinitions, merchantsWithKind, type DefinitionRow } from './definitions.repository.js';

/**
 * The merchant's own bonuses become claimable rewards (they wait in the reward centre; claiming
 * runs the one-per-person checks):
 *   deposit_match  on deposit.confirmed: percent of the deposit, capped, from the minimum deposit
 *   signup, fixed  on member.registered: the definition's amount
 *   rebate         daily job: percent of the member's valid bet of the previous local day, capped
 * A one-per-person definition is offered to an account once (source ref def:<id>:member:<member>);
 * otherwise once per deposit / day.
 */

const SOURCE_OF: Record<BonusKind, RewardSource> = {
  deposit_match: 'deposit_bonus',
  signup: 'signup_bonus',
  fixed: 'fixed_bonus',
  rebate: 'rebate_bonus',
};
const HOUR_MS = 3_600_000;

const percentOf = (base: bigint, d: DefinitionRow): bigint => {
  const v = (base * BigInt(d.percent_bp)) / 10_000n;
  const cap = BigInt(d.max_amount);
  return cap > 0n && v > cap ? cap : v;
};

async function offer(trx: Db, d: DefinitionRow, memberId: string, amount: bigint, occasion: string) {
  if (amount <= 0n) return;
  await grantReward(trx, {
    merchantId: d.merchant_id,
    memberId,
    source: SOURCE_OF[d.kind],
    sourceRef: d.one_per_person ? `def:${d.id}:member:${memberId}` : `def:${d.id}:${occasion}`,
    amount,
    title: d.title as { EN: string; TY: string },
    turnoverMultiplier: Number(d.turnover_multiplier),
    delivery: 'claimable',
    expiresAt: new Date(dbNow() + d.validity_hours * HOUR_MS),
    definitionId: d.id,
  });
}

export async function offerDepositBonuses(
  trx: Db,
  e: { merchantId: string; memberId: string; depositId: string; amount: bigint; at: Date },
): Promise<void> {
  for (const d of await activeDefinitions(trx, e.merchantId, ['deposit_match'], e.at)) {
    if (e.amount < BigInt(d.min_deposit)) continue;
    await offer(trx, d, e.memberId, percentOf(e.amount, d), `deposit:${e.depositId}`);
  }
}

export async function offerSignupBonuses(trx: Db, e: { merchantId: string; memberId: string; at: Date }): Promise<void> {
  for (const d of await activeDefinitions(trx, e.merchantId, ['signup', 'fixed'], e.at))
    await offer(trx, d, e.memberId, BigInt(d.amount), `member:${e.memberId}`);
}

/**
 * The rebate bonuses of each merchant's last closed local day (its time zone, the one calendar):
 * each member's valid bet that day, read from the agent rollups (a plain read of the agent
 * module's table, which is fed by the same validPlayOf reading of settled plays). The job runs
 * hourly, as each merchant's day closes at its own midnight; a rerun of a day offers nothing
 * twice (source ref).
 */
export async function offerDailyRebates(db: Db, now = dbDate()): Promise<number> {
  let offered = 0;
  for (const merchantId of await merchantsWithKind(db, 'rebate')) {
    const day = periodAt('day', now, await timeZoneOf(db, merchantId), 1);
    const defs = await activeDefinitions(db, merchantId, ['rebate'], day.from);
    if (!defs.length) continue;
    const rows = await sql<{ member_id: string; valid_bet: string }>`
      SELECT member_id, sum(valid_bet)::text AS valid_bet FROM agent_rollups
       WHERE merchant_id = ${merchantId} AND hour >= ${day.from} AND hour < ${day.to} AND game_type <> ''
       GROUP BY member_id HAVING sum(valid_bet) > 0`.execute(db);
    for (const r of rows.rows)
      for (const d of defs) {
        await db
          .transaction()
          .execute((trx) => offer(trx, d, r.member_id, percentOf(BigInt(r.valid_bet), d), `day:${day.key}:${r.member_id}`));
        offered++;
      }
  }
  return offered;
}
