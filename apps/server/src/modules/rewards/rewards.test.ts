import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, TRIAL_TYPE } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { ledgerAudit } from '../../../test/helpers/ledger.js';
import { buildGames } from '../../../test/helpers/lobby.js';
import {
  as,
  mainBalance,
  PAY_PASSWORD,
  payPlayer,
  paymentMerchant,
  withId,
  type PayPlayer,
} from '../../../test/helpers/payments.js';
import { gameSession, pid, signedCall, vendorSecret } from '../../../test/helpers/seamless.js';
import { deliverPending } from '../events/index.js';
import { accountFor, systemBalance } from '../ledger/index.js';
import { grantReward, wageringLock, wageringSubscriber, type GrantInput } from './index.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');

/** One RNG and one LIVE vendor the merchant offers, with the provider's secret. */
const rng = await buildGames(t.db, { vendor: 'WSLOT', gameType: 'RNG', count: 1, merchants: [acme.id] });
const live = await buildGames(t.db, { vendor: 'WLIVE', gameType: 'LIVE', count: 1, merchants: [acme.id] });
const gameCode = async (id: string) =>
  (await t.db.selectFrom('games').select('game_code').where('id', '=', id).executeTakeFirstOrThrow()).game_code;
const vendors = {
  WSLOT: { secret: await vendorSecret(t.db, 'WSLOT', [acme.id]), game: await gameCode(rng.ids[0]!), gameId: rng.ids[0]! },
  WLIVE: { secret: await vendorSecret(t.db, 'WLIVE', [acme.id]), game: await gameCode(live.ids[0]!), gameId: live.ids[0]! },
};

/** A settled round at the vendor, through the seamless wallet API (bet, then a win of `win`). */
async function play(p: PayPlayer, vendor: keyof typeof vendors, stake: number, win = 0) {
  const v = vendors[vendor];
  const s = await gameSession(t, v.secret, { merchantId: acme.id, memberId: p.id, vendor, gameCode: v.game, gameId: v.gameId });
  const roundId = pid('r');
  const base = { playerId: s.playerId, roundId, gameCode: v.game };
  const bet = await signedCall(
    t,
    vendor,
    'bet',
    { ...base, sessionToken: s.sessionToken, txId: pid('b'), amount: String(stake) },
    v,
  );
  expect(bet.status).toBe(200);
  const w = await signedCall(t, vendor, 'win', { ...base, txId: pid('w'), amount: String(win) }, v);
  expect(w.status).toBe(200);
}
const deliver = () => deliverPending(t.deps, [wageringSubscriber]);

let refs = 0;
const grant = (p: PayPlayer, over: Partial<GrantInput> = {}) =>
  grantReward(t.db, {
    merchantId: p.merchant.id,
    memberId: p.id,
    source: 'operator',
    sourceRef: `test-${++refs}`,
    amount: 10_000n,
    title: { EN: 'Test bonus', TY: 'Pagsubok na bonus' },
    turnoverMultiplier: 0,
    delivery: 'now',
    ...over,
  });
const reward = (id: string) => t.db.selectFrom('member_rewards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const payments = (id: string) =>
  t.db.selectFrom('ledger_transactions').select(['type', 'idempotency_key']).where('reference', '=', `reward:${id}`).execute();
const promotion = () => systemBalance(t.db, acme.id, 'promotion');

describe('grantReward', () => {
  it('pays a reward at once from the promotion budget, once: a replay answers the same reward and pays nothing', async () => {
    const p = await payPlayer(t.db, acme);
    const budget = await promotion();
    const first = await grant(p, { sourceRef: 'mission:7:day1', source: 'mission', amount: 12_345n });
    expect(first).toMatchObject({ status: 'claimed', replayed: false });
    const again = await grant(p, { sourceRef: 'mission:7:day1', source: 'mission', amount: 99_999n });
    expect(again).toEqual({ id: first.id, status: 'claimed', replayed: true });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(12_345n);
    expect(await promotion()).toBe(budget - 12_345n);
    expect(await payments(first.id)).toEqual([{ type: 'bonus', idempotency_key: `reward:${first.id}:pay` }]);
    // The promotion account is sharded by member, and may go negative (what the merchant gave away).
    const shard = await accountFor(t.db, acme.id, 'promotion', null, 'MAIN', Number(BigInt(p.id) % 16n));
    expect(shard.allowNegative).toBe(true);
    expect(await ledgerAudit(t.db)).toMatchObject({ sum: 0n, brokenAccounts: [] });
  });

  it('answers the first reward when the same grant races itself', async () => {
    const p = await payPlayer(t.db, acme);
    const all = await Promise.all(Array.from({ length: 6 }, () => grant(p, { sourceRef: 'race-1' })));
    expect(new Set(all.map((g) => g.id)).size).toBe(1);
    expect(all.filter((g) => !g.replayed)).toHaveLength(1);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(10_000n);
  });

  it('uses the rebate and points types for those sources', async () => {
    const p = await payPlayer(t.db, acme);
    const rebate = await grant(p, { source: 'manual_rebate' });
    const points = await grant(p, { source: 'points_convert' });
    expect((await payments(rebate.id))[0]!.type).toBe('rebate');
    expect((await payments(points.id))[0]!.type).toBe('points');
  });

  it('refuses bad input and an unknown member, writing nothing', async () => {
    const p = await payPlayer(t.db, acme);
    for (const over of [{ amount: 0n }, { turnoverMultiplier: -1 }, { title: { EN: '', TY: 'x' } }, { sourceRef: '' }])
      await expect(grant(p, over)).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(grant({ ...p, id: '999999999' })).rejects.toMatchObject({ code: 'not_found' });
    const other = await payPlayer(t.db, beta);
    await expect(grant({ ...other, merchant: acme })).rejects.toMatchObject({ code: 'not_found' });
    const n = await t.db
      .selectFrom('member_rewards')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(n.n).toBe(0);
  });
});

describe('the reward centre', () => {
  it('keeps a claimable reward until claimed; claiming pays it once and a second claim answers the same', async () => {
    const p = await payPlayer(t.db, acme);
    const g = await grant(p, { delivery: 'claimable', amount: 5_000n });
    expect(g.status).toBe('claimable');
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(0n);
    expect((await as(t, p, API.rewards.summary)).body.value).toEqual({ claimable: 1 });
    const list = await as(t, p, `${API.rewards.list}?status=claimable`);
    expect(list.body.value).toMatchObject({ totalElements: 1, counts: { claimable: 1, claimed: 0, expired: 0 } });
    expect(list.body.value.content[0]).toMatchObject({ id: g.id, amount: '5000', status: 'claimable', wagering: 'none' });
    // 7 days by default (merchant setting rewards.claimableDays).
    const days = (Date.parse(list.body.value.content[0].expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);

    const claim = await as(t, p, withId(API.rewards.claim, g.id), {}, 'POST');
    expect([claim.status, claim.body.value.status]).toEqual([200, 'claimed']);
    const twice = await as(t, p, withId(API.rewards.claim, g.id), {}, 'POST');
    expect(twice.body.value).toEqual(claim.body.value);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(5_000n);
    expect(await payments(g.id)).toHaveLength(1);
    expect((await as(t, p, API.rewards.summary)).body.value).toEqual({ claimable: 0 });
  });

  it("refuses another member's reward (404) and an expired one (409), paying nothing", async () => {
    const p = await payPlayer(t.db, acme);
    const other = await payPlayer(t.db, acme);
    const g = await grant(p, { delivery: 'claimable' });
    const r = await as(t, other, withId(API.rewards.claim, g.id), {}, 'POST');
    expect([r.status, r.body.code]).toEqual([404, 'reward_not_found']);
    const elsewhere = await payPlayer(t.db, beta);
    expect((await as(t, elsewhere, withId(API.rewards.claim, g.id), {}, 'POST')).body.code).toBe('reward_not_found');

    const old = await grant(p, { delivery: 'claimable' });
    await t.db
      .updateTable('member_rewards')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', old.id)
      .execute();
    const late = await as(t, p, withId(API.rewards.claim, old.id), {}, 'POST');
    expect([late.status, late.body.code]).toEqual([409, 'reward_expired']);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(0n);
    expect((await reward(old.id)).status).toBe('claimable');
  });

  it('refuses a trial account its claimable reward (403 in_need_true_account), paying nothing', async () => {
    const trial = await payPlayer(t.db, acme, { type: TRIAL_TYPE });
    const g = await grant(trial, { delivery: 'claimable' });
    const r = await as(t, trial, withId(API.rewards.claim, g.id), {}, 'POST');
    expect([r.status, r.body.code]).toEqual([403, 'in_need_true_account']);
    expect(await mainBalance(t.db, acme.id, trial.id)).toBe(0n);
    expect((await reward(g.id)).status).toBe('claimable');
  });
});

describe('wagering', () => {
  it('counts valid bets of real plays by game type weight, oldest bonus first, and marks each met', async () => {
    const p = await payPlayer(t.db, acme, { balance: 100_000n });
    const a = await grant(p, { amount: 1_000n, turnoverMultiplier: 5 }); // 5,000 turnover
    const b = await grant(p, { amount: 2_000n, turnoverMultiplier: 2.5 }); // 5,000 turnover
    expect(await wageringLock(t.db, acme.id, p.id)).toBe(3_000n);

    await play(p, 'WSLOT', 3_000); // RNG counts 100 %: a 3,000 / 5,000
    await play(p, 'WLIVE', 10_000, 15_000); // LIVE counts 10 %: a 4,000
    await deliver();
    expect((await reward(a.id)).turnover_done).toBe('4000');
    expect((await reward(b.id)).turnover_done).toBe('0');

    await play(p, 'WSLOT', 2_500); // a takes 1,000 (met), b the other 1,500
    await deliver();
    expect(await reward(a.id)).toMatchObject({ turnover_done: '5000', wagering_met_at: expect.any(Date) });
    expect(await reward(b.id)).toMatchObject({ turnover_done: '1500', wagering_met_at: null });
    expect(await wageringLock(t.db, acme.id, p.id)).toBe(2_000n);

    const details = (await as(t, p, API.rewards.bonuses)).body.value;
    expect(details).toMatchObject({ totalElements: 2, locked: '2000', turnoverLeft: '3500' });
    expect(details.content.map((x: { id: string; percent: number; status: string }) => [x.id, x.percent, x.status])).toEqual([
      [b.id, 30, 'wagering'],
      [a.id, 100, 'met'],
    ]);

    await play(p, 'WSLOT', 9_000); // b met; the rest counts for nothing
    await deliver();
    expect(await reward(b.id)).toMatchObject({ turnover_done: '5000', wagering_met_at: expect.any(Date) });
    expect(await wageringLock(t.db, acme.id, p.id)).toBe(0n);
  });

  it('counts only plays settled after the bonus was claimed; a cash reward is never wagered', async () => {
    const p = await payPlayer(t.db, acme, { balance: 50_000n });
    await play(p, 'WSLOT', 1_000);
    const cash = await grant(p, { amount: 500n });
    const later = await grant(p, { amount: 500n, turnoverMultiplier: 10, delivery: 'claimable' });
    await deliver();
    expect((await reward(later.id)).turnover_done).toBe('0');
    await as(t, p, withId(API.rewards.claim, later.id), {}, 'POST');
    await play(p, 'WSLOT', 1_000);
    await deliver();
    expect((await reward(later.id)).turnover_done).toBe('1000');
    expect((await reward(cash.id)).turnover_required).toBe('0');
  });
});

describe('the withdrawal lock', () => {
  let requests = 0;
  const withdraw = (p: PayPlayer, amount: string) =>
    as(t, p, API.payment.withdraw, {
      amount,
      bankAccountId: p.bankAccountId,
      paymentPassword: PAY_PASSWORD,
      requestId: `rewards-withdraw-${++requests}`,
    });
  const withdrawals = (p: PayPlayer) => t.db.selectFrom('withdrawals').select('id').where('member_id', '=', p.id).execute();

  it('blocks withdrawing a bonus being wagered until its turnover is met, then allows it', async () => {
    // What is not locked may leave.
    const q = await payPlayer(t.db, acme, { balance: 30_000n, paymentPassword: true, bank: true });
    await grant(q, { amount: 20_000n, turnoverMultiplier: 3 });
    expect((await withdraw(q, '30000')).status).toBe(200);
    expect((await withdraw(q, '10000')).body.code).toBe('bonus_wagering_incomplete');

    const p = await payPlayer(t.db, acme, { balance: 30_000n, paymentPassword: true, bank: true });
    await grant(p, { amount: 20_000n, turnoverMultiplier: 3 }); // 60,000 turnover; main 50,000, 20,000 locked

    const refused = await withdraw(p, '40000');
    expect([refused.status, refused.body.code]).toEqual([409, 'bonus_wagering_incomplete']);
    expect(refused.body.message).toContain('600.00');
    expect(refused.body.message).toContain('300.00');
    expect(refused.body.value).toEqual({ turnoverLeft: '60000', locked: '20000', available: '30000' });
    const ty = await t.call({
      method: 'POST',
      url: API.payment.withdraw,
      merchant: 'acme',
      token: p.token,
      lang: 'TY',
      body: {
        amount: '40000',
        bankAccountId: p.bankAccountId,
        paymentPassword: PAY_PASSWORD,
        requestId: `rewards-withdraw-${++requests}`,
      },
    });
    expect(ty.body.message).toContain('turnover');
    expect(ty.body.message).not.toBe(refused.body.message);
    expect(await withdrawals(p)).toEqual([]);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(50_000n);

    await play(p, 'WSLOT', 40_000, 40_000);
    await deliver();
    expect((await withdraw(p, '40000')).body.code).toBe('bonus_wagering_incomplete');
    await play(p, 'WSLOT', 20_000, 20_000);
    await deliver();
    const ok = await withdraw(p, '40000');
    expect([ok.status, ok.body.value?.status]).toEqual([200, 'requested']);
  });
});
