import { describe, expect, it } from 'vitest';
import { PERIOD_OF_CODE, periodAt } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { addToRollup } from '../agent/index.js';
import { runDailySalary, runHourlySalary, runRealtimeSalary, seedContract } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const member = async (type: number, uplineId?: string) =>
  (await buildMember(t.db, acme.id, { type, ...(uplineId ? { uplineId } : {}) })).id;
const balance = async (id: string) => balanceOf(t.db, acme.id, (await accountFor(t.db, acme.id, 'member', id)).id);

const top = await member(1);
const mid = await member(1, top);
const pTop = await member(0, top);
const pMid = await member(0, mid);
const realtime = (profitRate: number, lossRate: number, minimumSingleBet: string) => ({
  kind: 'realtimeSalary' as const,
  gameType: 'CONS' as const,
  tiers: [{ profitRate, lossRate, minimumSingleBet }],
});
await seedContract(t.db, acme.id, null, { downlineId: top, ...realtime(50, 100, '1000') });
await seedContract(t.db, acme.id, top, { downlineId: mid, ...realtime(30, 80, '1000') });

let round = 0;
const settledBet = (memberId: string, stake: bigint, win: bigint, settledAt: Date) =>
  t.db
    .insertInto('bets')
    .values({
      merchant_id: acme.id,
      member_id: memberId,
      vendor_code: 'BGS',
      game_code: 'slot',
      game_type: 'RNG',
      round_id: `rt-${++round}`,
      stake,
      valid_bet: stake,
      win,
      status: 'settled',
      source: 'seamless',
      placed_at: settledAt,
      settled_at: settledAt,
    })
    .execute();

describe('real-time salary', () => {
  it('pays per qualifying bet of the 5-minute window: loss rate on a lost bet, profit rate on a won one, none below the minimum', async () => {
    const now = new Date('2026-11-25T12:07:30Z');
    const inWindow = new Date('2026-11-25T12:02:00Z');
    await settledBet(pMid, 10_000n, 0n, inWindow); // top 1.00 %: 100; mid 0.80 %: 80
    await settledBet(pTop, 20_000n, 39_000n, inWindow); // top 0.50 % (won): 100
    await settledBet(pMid, 500n, 0n, inWindow); // below 10.00: nothing
    await settledBet(pMid, 50_000n, 0n, new Date('2026-11-25T12:05:00Z')); // the next window
    await runRealtimeSalary(t.deps, now);
    // 2026-11-25 12:00–12:05: top is owed 2.00, passes 0.80 to mid, keeps 1.20.
    expect([await balance(top), await balance(mid)]).toEqual([120n, 80n]);
    await runRealtimeSalary(t.deps, now);
    expect([await balance(top), await balance(mid)]).toEqual([120n, 80n]);
    const bills = await t.db
      .selectFrom('agent_bills')
      .select(['agent_id', 'entitlement', 'status', 'figures'])
      .where('period_start', '=', new Date('2026-11-25T12:00:00Z'))
      .orderBy('id')
      .execute();
    // The two windows before were looked at too (a missed run is caught up): nothing was played then.
    const earlier = await t.db
      .selectFrom('agent_bills')
      .select('status')
      .where('period_start', '<', new Date('2026-11-25T12:00:00Z'))
      .execute();
    expect(earlier.map((b) => b.status)).toEqual(['notReached', 'notReached', 'notReached', 'notReached']);
    expect(bills.map((b) => [b.agent_id, b.entitlement, b.status])).toEqual([
      [top, '200', 'issued'],
      [mid, '80', 'issued'],
    ]);
    expect(bills[0]!.figures).toMatchObject({ bets: 2, stake: '30000' });
  });

  it('closes periods in the merchant zone (Asia/Manila): day, Monday week, half-month and month', async () => {
    const now = new Date('2026-11-21T03:00:00Z'); // Saturday 21 November, 11:00 in Manila
    const p = async (k: 'D' | 'W' | 'H' | 'M') => {
      const r = periodAt(PERIOD_OF_CODE[k], now, 'Asia/Manila', 1);
      return [r.from.toISOString(), r.to.toISOString()];
    };
    expect(await p('D')).toEqual(['2026-11-19T16:00:00.000Z', '2026-11-20T16:00:00.000Z']);
    expect(await p('W')).toEqual(['2026-11-08T16:00:00.000Z', '2026-11-15T16:00:00.000Z']);
    expect(await p('H')).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-15T16:00:00.000Z']);
    expect(await p('M')).toEqual(['2026-09-30T16:00:00.000Z', '2026-10-31T16:00:00.000Z']);
    const early = periodAt('halfMonth', new Date('2026-11-10T03:00:00Z'), 'Asia/Manila', 1);
    expect([early.from.toISOString(), early.to.toISOString()]).toEqual(['2026-10-15T16:00:00.000Z', '2026-10-31T16:00:00.000Z']);
  });

  it('runs the daily job without contracts of the kind as a no-op', async () => {
    await expect(runDailySalary(t.deps, new Date('2026-11-21T03:00:00Z'))).resolves.toBeUndefined();
  });

  it('pays a fixed hourly salary for the hour before when the team reaches the tier', async () => {
    const fixed = (rate: string) => ({
      kind: 'hourlySalary' as const,
      gameType: 'CONS' as const,
      tiers: [{ betVolume: '10000', activeMember: 1, rateType: 'F' as const, rate }],
    });
    await seedContract(t.db, acme.id, null, { downlineId: top, ...fixed('500') });
    await seedContract(t.db, acme.id, top, { downlineId: mid, ...fixed('300') });
    const before = [await balance(top), await balance(mid)];
    await addToRollup(
      t.db,
      { merchantId: acme.id, memberId: pMid, at: new Date('2026-11-25T11:20:00Z'), gameType: 'RNG' },
      { bets: 1, stake: 20_000n, validBet: 20_000n },
    );
    await runHourlySalary(t.deps, new Date('2026-11-25T12:10:00Z'));
    await runHourlySalary(t.deps, new Date('2026-11-25T12:40:00Z'));
    // 5.00 from the platform to top, 3.00 on to mid; once.
    expect([await balance(top), await balance(mid)]).toEqual([before[0]! + 200n, before[1]! + 300n]);
  });
});
