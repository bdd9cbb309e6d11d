import { describe, expect, it } from 'vitest';
import { API, TRIAL_TYPE } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember } from '../../../test/factories.js';
import { bgsPlayer, bgsSpin } from '../../../test/helpers/bgs.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { opCall, seedCatalog, signedInOperator } from '../../../test/helpers/operators.js';
import { channelSecret, mainBalance, paymentMerchant, sendCallback, withId } from '../../../test/helpers/payments.js';
import { signIn } from '../../../test/helpers/session.js';
import { deliverPending, emit } from '../events/index.js';
import { buildMerchant } from '../../../test/factories.js';
import {
  claimMission,
  leaderboardSubscriber,
  missionList,
  missionProgressSubscriber,
  missionSummary,
  runLeaderboardPrizes,
} from './index.js';
import { leaderboardView } from './leaderboard.service.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await buildMerchant(t.db, { code: 'beta' });
await seedCatalog(t.db, { games: 60, merchantIds: [acme.id, beta.id] });
const bankSecret = await channelSecret(t.db, acme.id, 'BANK');
const content = await signedInOperator(t, 'content', acme.id);
const betaOwner = await signedInOperator(t, 'owner', beta.id);
const subscribers = [missionProgressSubscriber, leaderboardSubscriber];
const DAY = 86_400_000;

const title = (en: string) => ({ EN: en, TY: `${en} (TY)` });
async function mission(body: Record<string, unknown>, op = content) {
  const r = await opCall(t, op.token, API.missions.ops.list, { body: { turnoverMultiplier: 1, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value.id as string;
}

const ids = {
  bet: await mission({
    period: 'daily',
    kind: 'bet',
    target: '300',
    reward: '1000',
    title: title('Bet 3.00 today'),
    sortOrder: 1,
  }),
  rounds: await mission({
    period: 'daily',
    kind: 'play',
    gameType: 'BGS',
    measure: 'rounds',
    target: '2',
    reward: '500',
    title: title('Play 2 in-house rounds'),
    sortOrder: 2,
  }),
  deposit: await mission({ period: 'daily', kind: 'deposit', target: '20000', reward: '700', title: title('Deposit 200.00') }),
  bigBet: await mission({ period: 'daily', kind: 'bet', target: '999999999', reward: '100', title: title('Bet a lot') }),
  login1: await mission({ period: 'weekly', kind: 'login', target: '1', reward: '200', title: title('Sign in this week') }),
  login3: await mission({ period: 'weekly', kind: 'login', target: '3', reward: '900', title: title('Sign in on 3 days') }),
  off: await mission({ period: 'daily', kind: 'bet', target: '1', reward: '1', title: title('Switched off'), active: false }),
};
const betaMission = await mission(
  { period: 'daily', kind: 'bet', target: '1', reward: '1', title: title('Beta mission') },
  betaOwner,
);

const call = (token: string, url: string, body?: unknown) => t.call({ url, merchant: 'acme', token, body });
const listOf = async (token: string) => {
  const r = await call(token, API.missions.list);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return Object.fromEntries(
    (r.body.value.periods as { missions: { id: string; progress: string; status: string }[] }[])
      .flatMap((p) => p.missions)
      .map((m) => [m.id, `${m.progress}:${m.status}`]),
  );
};

/** A player who spun the in-house slot `spins` times at 1.00, deposited 200.00 and signed in once. */
async function activePlayer(spins: number) {
  const p = await bgsPlayer(t, acme, 100_000n);
  for (let i = 0; i < spins; i++) expect((await bgsSpin(t, p.sessionToken, 100)).status).toBe(200);
  const token = await tokenOf(t.db, 'acme', p.id);
  const order = await call(token, API.payment.deposit, { channel: 'BANK', amount: '20000' });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const cb = await sendCallback(t, acme, 'BANK', bankSecret, {
    orderNo: order.body.value.orderNo,
    amount: '20000',
    status: 'paid',
  });
  expect(cb.status).toBe(200);
  const login = await signIn(t, { username: p.username, password: p.password }, { merchant: 'acme', ip: '10.9.0.1' });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  await deliverPending(t.deps, subscribers);
  return { ...p, token };
}

describe('missions: progress from events', () => {
  it('counts real plays, deposits and sign-ins in the current periods, once per event', async () => {
    const p = await activePlayer(3);
    const plays = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('member_id', '=', p.id)
      .where('type', '=', 'round.settled')
      .execute();
    expect(plays.map((e) => (e.payload as { gameType: string }).gameType)).toEqual(['BGS', 'BGS', 'BGS']);
    const list = await listOf(p.token);
    expect(list).toEqual({
      [ids.bet]: '300:claimable',
      [ids.rounds]: '2:claimable',
      [ids.deposit]: '20000:claimable',
      [ids.bigBet]: '300:inProgress',
      [ids.login1]: '1:claimable',
      [ids.login3]: '1:inProgress',
    });
    // Delivered again (nothing pending): the same.
    await deliverPending(t.deps, subscribers);
    expect(await listOf(p.token)).toEqual(list);
    // A second sign-in the same day is the same day.
    await signIn(t, { username: p.username, password: p.password }, { merchant: 'acme', ip: '10.9.0.1' });
    await deliverPending(t.deps, subscribers);
    expect((await listOf(p.token))[ids.login3]).toBe('1:inProgress');
    const badge = await call(p.token, API.missions.summary);
    expect([badge.status, badge.body.value]).toEqual([200, { claimable: 4 }]);
  });

  it('answers the list in the language asked, with the period ends', async () => {
    const p = await activePlayer(0);
    const r = await t.call({ url: API.missions.list, merchant: 'acme', token: p.token, lang: 'TY' });
    const daily = r.body.value.periods[0];
    expect(daily.period).toBe('daily');
    expect(daily.missions.find((m: { id: string }) => m.id === ids.bet).title).toBe('Bet 3.00 today (TY)');
    expect(daily.missions.map((m: { id: string }) => m.id)).toEqual([ids.deposit, ids.bigBet, ids.bet, ids.rounds]);
    expect(new Date(daily.endsAt).getTime()).toBeGreaterThan(Date.now());
    expect(r.body.value.periods[1].period).toBe('weekly');
  });

  it('refuses the lists without a session', async () => {
    for (const url of [API.missions.list, API.missions.summary, API.missions.leaderboard])
      expect((await t.call({ url, merchant: 'acme' })).status).toBe(401);
    expect((await t.call({ url: withId(API.missions.claim, ids.bet), merchant: 'acme', body: {} })).status).toBe(401);
  });
});

describe('missions: claims', () => {
  it('pays a completed mission once, refuses an incomplete one and unknown or foreign ids (404)', async () => {
    const p = await activePlayer(3);
    const before = await mainBalance(t.db, acme.id, p.id);
    const claim = (id: string) => call(p.token, withId(API.missions.claim, id), {});
    const first = await claim(ids.bet);
    expect([first.status, first.body.value.status, first.body.value.reward]).toEqual([200, 'claimed', '1000']);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(before + 1000n);
    const again = await claim(ids.bet);
    expect([again.status, again.body.code]).toEqual([409, 'mission_already_claimed']);
    const racing = await Promise.all([claim(ids.rounds), claim(ids.rounds), claim(ids.rounds)]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(before + 1500n);
    const incomplete = await claim(ids.bigBet);
    expect([incomplete.status, incomplete.body.code]).toEqual([409, 'mission_not_completed']);
    for (const id of [betaMission, ids.off, '999999999'])
      expect([(await claim(id)).status, (await claim(id)).body.code]).toEqual([404, 'mission_not_found']);
    expect((await claim('x1')).status).toBe(400);
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(before + 1500n);
    expect((await listOf(p.token))[ids.bet]).toBe('300:claimed');
    // Paid as rewards (source mission, ref <missionId>:<periodKey>:<memberId>), with the mission's turnover.
    const rewards = await t.db
      .selectFrom('member_rewards')
      .select(['source', 'source_ref', 'amount', 'status', 'turnover_required'])
      .where('member_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(rewards).toEqual([
      {
        source: 'mission',
        source_ref: `${ids.bet}:${first.body.value.periodKey}:${p.id}`,
        amount: '1000',
        status: 'claimed',
        turnover_required: '1000',
      },
      {
        source: 'mission',
        source_ref: `${ids.rounds}:${first.body.value.periodKey}:${p.id}`,
        amount: '500',
        status: 'claimed',
        turnover_required: '500',
      },
    ]);
    expect((await call(p.token, API.missions.summary)).body.value).toEqual({ claimable: 2 });
    // Another member completing the same mission in the same period is paid too.
    const q = await activePlayer(3);
    const qBefore = await mainBalance(t.db, acme.id, q.id);
    expect((await call(q.token, withId(API.missions.claim, ids.bet), {})).status).toBe(200);
    expect(await mainBalance(t.db, acme.id, q.id)).toBe(qBefore + 1000n);
  });

  it('refuses a trial account its completed mission (403 in_need_true_account), paying nothing', async () => {
    const trial = await buildMember(t.db, acme.id, { type: TRIAL_TYPE });
    const token = await tokenOf(t.db, 'acme', trial.id);
    await t.db.transaction().execute((trx) =>
      emit(trx, {
        type: 'member.signed_in',
        payload: { merchantId: acme.id, memberId: trial.id, method: 'freeplay', ip: '10.9.0.9' },
      }),
    );
    await deliverPending(t.deps, subscribers);
    expect((await listOf(token))[ids.login1]).toBe('1:claimable');
    const r = await call(token, withId(API.missions.claim, ids.login1), {});
    expect([r.status, r.body.code]).toEqual([403, 'in_need_true_account']);
    expect(await mainBalance(t.db, acme.id, trial.id)).toBe(0n);
    expect(await t.db.selectFrom('member_rewards').select('id').where('member_id', '=', trial.id).execute()).toEqual([]);
  });

  it("another member's completed mission is not the caller's: nothing to claim", async () => {
    await activePlayer(3);
    const idle = await buildMember(t.db, acme.id);
    const token = await tokenOf(t.db, 'acme', idle.id);
    const r = await call(token, withId(API.missions.claim, ids.bet), {});
    expect([r.status, r.body.code]).toEqual([409, 'mission_not_completed']);
    expect((await call(token, API.missions.summary)).body.value).toEqual({ claimable: 0 });
  });

  it('starts afresh in the next period: yesterday’s progress cannot be claimed today', async () => {
    const p = await activePlayer(3);
    const who = { merchantId: acme.id, memberId: p.id };
    const tomorrow = new Date(Date.now() + DAY);
    const later = await missionList(t.db, who, 'EN', 'EN', tomorrow);
    const daily = later.periods[0]!;
    expect(daily.missions.map((m) => `${m.progress}:${m.status}`)).toEqual([
      '0:inProgress',
      '0:inProgress',
      '0:inProgress',
      '0:inProgress',
    ]);
    await expect(claimMission(t.db, who, ids.bet, tomorrow)).rejects.toMatchObject({ code: 'mission_not_completed' });
    const nextWeek = new Date(Date.now() + 7 * DAY);
    expect((await missionSummary(t.db, who, nextWeek)).claimable).toBe(0);
    expect((await missionSummary(t.db, who)).claimable).toBe(4);
  });
});

describe('leaderboard', () => {
  const settled = (memberId: string, validBet: number, n: number) =>
    t.db.transaction().execute((trx) =>
      emit(trx, {
        type: 'round.settled',
        payload: {
          merchantId: acme.id,
          memberId,
          vendor: 'PG',
          gameCode: 'g1',
          source: 'seamless',
          roundId: `lb${memberId}-${n}`,
          betId: `lb${memberId}-${n}`,
          gameType: 'RNG',
          status: 'settled',
          stake: String(validBet),
          validBet: String(validBet),
          win: '0',
        },
      }),
    );
  let players: { id: string; username: string; token: string }[] = [];

  it('ranks by valid bet with masked names and the caller’s own place', async () => {
    const put = await opCall(t, content.token, API.missions.ops.leaderboards, {
      method: 'PUT',
      body: {
        period: 'daily',
        enabled: true,
        topN: 3,
        turnoverMultiplier: 1,
        prizes: [
          { rank: 1, amount: '5000' },
          { rank: 2, amount: '2000' },
        ],
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    players = [];
    for (const name of ['juanito1223', 'mariaclara', 'pedro', 'lowroller']) {
      const m = await buildMember(t.db, acme.id, { username: name });
      players.push({ ...m, token: await tokenOf(t.db, 'acme', m.id) });
    }
    const [juan, maria, pedro, low] = players as [
      (typeof players)[number],
      (typeof players)[number],
      (typeof players)[number],
      (typeof players)[number],
    ];
    await settled(maria.id, 50_000, 1);
    await settled(juan.id, 30_000, 1);
    await settled(juan.id, 40_000, 2);
    await settled(pedro.id, 20_000, 1);
    await settled(low.id, 100, 1);
    await deliverPending(t.deps, subscribers);
    const r = await call(low.token, `${API.missions.leaderboard}?period=daily`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.enabled).toBe(true);
    expect(r.body.value.top).toEqual([
      { rank: 1, name: 'ju***23', validBet: '70000', prize: '5000' },
      { rank: 2, name: 'ma***ra', validBet: '50000', prize: '2000' },
      { rank: 3, name: 'p***o', validBet: '20000', prize: '0' },
    ]);
    expect(r.body.value.me).toEqual({ rank: 4, validBet: '100' });
    expect((await call(maria.token, `${API.missions.leaderboard}?period=daily`)).body.value.me).toEqual({
      rank: 2,
      validBet: '50000',
    });
    const weekly = await call(low.token, `${API.missions.leaderboard}?period=weekly`);
    expect([weekly.status, weekly.body.value.enabled, weekly.body.value.top]).toEqual([200, false, []]);
    expect((await call(low.token, `${API.missions.leaderboard}?period=yearly`)).status).toBe(400);
  });

  it('pays the prizes of a closed period once, however often the job runs, and keeps its winners list', async () => {
    const [juan, maria] = players as [(typeof players)[number], (typeof players)[number]];
    const balances = async () => [await mainBalance(t.db, acme.id, juan.id), await mainBalance(t.db, acme.id, maria.id)];
    const before = await balances();
    // Before the period ends (and its grace), nothing is settled.
    expect((await runLeaderboardPrizes(t.deps)).paid).toBe(0n);
    const after = new Date(Date.now() + DAY + 10 * 60_000);
    const [first, second] = [await runLeaderboardPrizes(t.deps, after), await runLeaderboardPrizes(t.deps, after)];
    expect(first.paid).toBe(7000n);
    expect(second).toEqual({ settled: 0, paid: 0n });
    expect(await balances()).toEqual([before[0]! + 5000n, before[1]! + 2000n]);
    const prizes = await t.db
      .selectFrom('member_rewards')
      .select(['source_ref', 'amount'])
      .where('source', '=', 'leaderboard')
      .orderBy('source_ref')
      .execute();
    const today = (await leaderboardView(t.db, { merchantId: acme.id, memberId: juan.id }, 'daily')).periodKey;
    expect(prizes).toEqual([
      { source_ref: `daily:${today}:1`, amount: '5000' },
      { source_ref: `daily:${today}:2`, amount: '2000' },
    ]);
    // Settled again by hand (a lost settlement mark): grantReward answers the first rewards, pays nothing.
    await t.db.deleteFrom('leaderboard_settlements').where('merchant_id', '=', acme.id).where('period_key', '=', today).execute();
    expect((await runLeaderboardPrizes(t.deps, after)).paid).toBe(0n);
    expect(await balances()).toEqual([before[0]! + 5000n, before[1]! + 2000n]);
    const next = await leaderboardView(t.db, { merchantId: acme.id, memberId: juan.id }, 'daily', after);
    expect(next.top).toEqual([]);
    expect(next.previous.settled).toBe(true);
    expect(next.previous.winners.map((w) => [w.rank, w.name, w.prize])).toEqual([
      [1, 'ju***23', '5000'],
      [2, 'ma***ra', '2000'],
      [3, 'p***o', '0'],
    ]);
  });
});

describe('operator: missions and leaderboards', () => {
  it('validates definitions, audits changes and keeps merchants apart', async () => {
    const bad = await opCall(t, content.token, API.missions.ops.list, {
      body: { period: 'daily', kind: 'play', target: '1', reward: '1', title: title('x') },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    const tooManyDays = await opCall(t, content.token, API.missions.ops.list, {
      body: { period: 'weekly', kind: 'login', target: '8', reward: '1', title: title('x') },
    });
    expect(tooManyDays.status).toBe(400);
    const put = await opCall(t, content.token, withId(API.missions.ops.one, ids.deposit), {
      method: 'PUT',
      body: { period: 'daily', kind: 'deposit', target: '20000', reward: '800', title: title('Deposit 200.00'), sortOrder: 3 },
    });
    expect([put.status, put.body.value.reward]).toEqual([200, '800']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', ids.deposit)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['missions.create', 'missions.update']);
    expect((await opCall(t, content.token, withId(API.missions.ops.one, betaMission))).status).toBe(404);
    const list = await opCall(t, betaOwner.token, API.missions.ops.list);
    expect(list.body.value.list.map((m: { id: string }) => m.id)).toEqual([betaMission]);
    const finance = await signedInOperator(t, 'finance', acme.id);
    expect((await opCall(t, finance.token, API.missions.ops.list)).status).toBe(403);
    const boards = await opCall(t, content.token, API.missions.ops.leaderboards);
    expect(boards.body.value.boards.map((b: { period: string; enabled: boolean }) => [b.period, b.enabled])).toEqual([
      ['daily', true],
      ['weekly', false],
      ['monthly', false],
    ]);
    const badBoard = await opCall(t, content.token, API.missions.ops.leaderboards, {
      method: 'PUT',
      body: { period: 'weekly', enabled: true, topN: 2, prizes: [{ rank: 3, amount: '1' }] },
    });
    expect(badBoard.status).toBe(400);
  });
});
