import { describe, expect, it } from 'vitest';
import { API, periodAt } from '@playhouse/contract';
import type { VipLevel } from '@playhouse/contract/engagement';
import { testPlatform } from '../../../test/harness.js';
import { buildMember } from '../../../test/factories.js';
import { bgsPlayer, bgsSpin } from '../../../test/helpers/bgs.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { opCall, seedCatalog, signedInOperator } from '../../../test/helpers/operators.js';
import { channelSecret, paymentMerchant, sendCallback } from '../../../test/helpers/payments.js';
import { deliverPending } from '../events/index.js';
import {
  lastClosedKey,
  membersAtLevel,
  monthKeyOf,
  runVipBonuses,
  vipLevelOf,
  vipProgressSubscriber,
  weekKeyOf,
} from './index.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
await seedCatalog(t.db, { games: 60, merchantIds: [acme.id] });
const bankSecret = await channelSecret(t.db, acme.id, 'BANK');
const owner = await signedInOperator(t, 'owner', acme.id);

const benefits = (limit: string, times: number, rebate: string) => ({
  dailyWithdrawalLimit: limit,
  dailyWithdrawals: times,
  rebatePercent: rebate,
});
const level = (n: number, bet: string, dep: string, up: string, weekly: string, monthly: string): VipLevel => ({
  level: n,
  names: { EN: `VIP ${n}`, TY: `VIP ${n} (TY)` },
  validBetRequired: bet,
  depositRequired: dep,
  upgradeBonus: up,
  weeklyBonus: weekly,
  monthlyBonus: monthly,
  turnoverMultiplier: 1,
  benefits: benefits(String(100_000 * (n + 1)), 3 + n, `0.${n}0`),
});
const LADDER = [
  level(0, '0', '0', '0', '0', '0'),
  level(1, '1000', '10000', '500', '0', '200'),
  level(2, '3000', '20000', '1000', '300', '700'),
  level(3, '900000000', '900000000', '50000', '5000', '9000'),
];
const saveLadder = (levels: VipLevel[]) => opCall(t, owner.token, API.vip.ops.levels, { method: 'PUT', body: { levels } });
const deliver = () => deliverPending(t.deps, [vipProgressSubscriber]);

/** A member with money and a BGS slot session, able to play (spin) and deposit (gateway callback). */
async function vipPlayer() {
  const p = await bgsPlayer(t, acme, 1_000_000n);
  const token = await tokenOf(t.db, acme.code, p.id);
  return {
    ...p,
    token,
    spins: async (n: number, bet = 200) => {
      for (let i = 0; i < n; i++) expect((await bgsSpin(t, p.sessionToken, bet)).status).toBe(200);
    },
    deposit: async (amount: string) => {
      const r = await t.call({ url: API.payment.deposit, token, body: { channel: 'BANK', amount } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const cb = await sendCallback(t, acme, 'BANK', bankSecret, { orderNo: r.body.value.orderNo, amount, status: 'paid' });
      expect(cb.status).toBe(200);
    },
    status: async (lang?: string) => (await t.call({ url: API.vip.status, token, lang })).body.value,
  };
}
const upgrades = (memberId: string) =>
  t.db
    .selectFrom('member_rewards')
    .select(['source_ref', 'amount', 'status'])
    .where('member_id', '=', memberId)
    .where('source', '=', 'vip_upgrade')
    .orderBy('source_ref')
    .execute();
const periodRewards = (memberId: string, source: 'vip_weekly' | 'vip_monthly') =>
  t.db
    .selectFrom('member_rewards')
    .select(['source_ref', 'amount'])
    .where('member_id', '=', memberId)
    .where('source', '=', source)
    .execute();

describe('VIP levels: the operator ladder', () => {
  it('refuses a ladder out of order or with thresholds not strictly increasing (422), writing nothing', async () => {
    const bad: VipLevel[][] = [
      [level(1, '0', '0', '0', '0', '0')], // must start at 0
      [LADDER[0]!, level(2, '1000', '1000', '0', '0', '0')], // a gap
      [LADDER[0]!, LADDER[1]!, level(2, '1000', '20000', '0', '0', '0')], // same valid bet
      [LADDER[0]!, LADDER[1]!, level(2, '3000', '5000', '0', '0', '0')], // fewer deposits
      [level(0, '10', '0', '0', '0', '0')], // level 0 has no thresholds
    ];
    for (const levels of bad) {
      const r = await saveLadder(levels);
      expect([r.status, r.body.code]).toEqual([422, 'vip_levels_invalid']);
    }
    expect(await t.db.selectFrom('vip_levels').select('level').execute()).toEqual([]);
    const shape = await saveLadder([{ ...LADDER[0]!, benefits: { ...LADDER[0]!.benefits, rebatePercent: 'lots' } }]);
    expect([shape.status, shape.body.code]).toEqual([400, 'validation_failed']);
  });

  it('saves and reads the ladder, audited', async () => {
    const r = await saveLadder(LADDER);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.levels).toEqual(LADDER);
    expect((await opCall(t, owner.token, API.vip.ops.levels)).body.value.levels).toEqual(LADDER);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'vip.levels.save')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('VIP levels: progress from real plays and deposits', () => {
  it('upgrades on both thresholds, grants each upgrade bonus once, never downgrades', async () => {
    const p = await vipPlayer();
    const fresh = await p.status();
    expect(fresh).toMatchObject({
      level: 0,
      validBet: '0',
      deposits: '0',
      next: { level: 1, validBetRequired: '1000', depositRequired: '10000' },
    });
    expect(fresh.levels).toHaveLength(4);

    await p.deposit('10000');
    await deliver();
    expect(await p.status()).toMatchObject({ level: 0, deposits: '10000' }); // no valid bet yet
    await p.spins(5);
    await deliver();
    expect(await p.status()).toMatchObject({ level: 1, validBet: '1000', next: { level: 2 } });
    expect(await upgrades(p.id)).toEqual([{ source_ref: `level:1:${p.id}`, amount: '500', status: 'claimable' }]);

    await p.spins(10);
    await deliver();
    expect((await p.status()).level).toBe(1); // 3000 valid bet, deposits still short of 20000
    await p.deposit('10000');
    await deliver();
    expect(await p.status()).toMatchObject({ level: 2, validBet: '3000', deposits: '20000', next: { level: 3 } });
    await p.spins(2);
    await deliver();
    expect((await upgrades(p.id)).map((u) => [u.source_ref, u.amount])).toEqual([
      [`level:1:${p.id}`, '500'],
      [`level:2:${p.id}`, '1000'],
    ]);
    expect(await vipLevelOf(t.db, acme.id, p.id)).toBe(2);
    expect(await membersAtLevel(t.db, acme.id, { min: 2, max: 2 })).toContain(p.id);

    // Raising the thresholds later lowers no one.
    const harder = LADDER.map((l) => (l.level === 0 ? l : { ...l, validBetRequired: l.validBetRequired + '0' }));
    expect((await saveLadder(harder)).status).toBe(200);
    await p.spins(1);
    await deliver();
    expect((await p.status()).level).toBe(2);
    expect((await saveLadder(LADDER)).status).toBe(200);
    expect((await p.status('TY')).levels[2].names.TY).toBe('VIP 2 (TY)');
  });

  it('grants the bonus of every level passed at once, each once', async () => {
    const p = await vipPlayer();
    await p.deposit('25000');
    await p.spins(16);
    await deliver();
    expect((await p.status()).level).toBe(2);
    expect((await upgrades(p.id)).map((u) => u.source_ref)).toEqual([`level:1:${p.id}`, `level:2:${p.id}`]);
  });
});

describe('VIP bonuses: the weekly and monthly jobs', () => {
  it('pays each member active in the closed period its level`s bonus, once on rerun', async () => {
    const active = await vipPlayer();
    await active.deposit('20000');
    await active.spins(15);
    const small = await vipPlayer(); // level 1: no weekly bonus, a monthly one
    await small.deposit('10000');
    await small.spins(5);
    await deliver();
    const idle = await buildMember(t.db, acme.id); // never played: nothing
    const now = new Date();
    const zone = 'Asia/Manila'; // acme's (the default): its weeks and months
    const nextWeek = new Date(now.getTime() + 7 * 86_400_000);
    const nextMonth = new Date(periodAt('month', now, zone).to.getTime() + 3_600_000);
    expect(lastClosedKey('week', nextWeek, zone)).toBe(weekKeyOf(now, zone));
    expect(lastClosedKey('month', nextMonth, zone)).toBe(monthKeyOf(now, zone));

    const week = await runVipBonuses(t.db, 'week', nextWeek);
    expect(week.periodKeys).toEqual([weekKeyOf(now, zone)]);
    expect(await periodRewards(active.id, 'vip_weekly')).toEqual([
      { source_ref: `week:${weekKeyOf(now, zone)}:${active.id}`, amount: '300' },
    ]);
    expect(await periodRewards(small.id, 'vip_weekly')).toEqual([]);
    const weekAgain = await runVipBonuses(t.db, 'week', nextWeek);
    expect(weekAgain.granted).toBe(0);
    expect(await periodRewards(active.id, 'vip_weekly')).toHaveLength(1);

    await runVipBonuses(t.db, 'month', nextMonth);
    await runVipBonuses(t.db, 'month', nextMonth);
    expect((await periodRewards(active.id, 'vip_monthly')).map((r) => r.amount)).toEqual(['700']);
    expect((await periodRewards(small.id, 'vip_monthly')).map((r) => r.amount)).toEqual(['200']);
    expect(await periodRewards(idle.id, 'vip_monthly')).toEqual([]);
    // A period nobody played in pays nothing.
    expect((await runVipBonuses(t.db, 'week', new Date(now.getTime() + 70 * 86_400_000))).granted).toBe(0);
  });

  it('answers 401 to a visitor and an empty ladder to a merchant without one', async () => {
    expect((await t.call({ url: API.vip.status })).status).toBe(401);
  });
});
