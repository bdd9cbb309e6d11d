import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { rgOpsAnswer, rgSessionAnswer, rgSettingsAnswer, type RgSettingsAnswer } from '@playhouse/contract/engagement';
import { deriveVendorSecret } from '@playhouse/contract/server';
import { startSimulator } from '../../../../simulator/src/simulator.js';
import { testPlatform } from '../../../test/harness.js';
import { buildMember } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { commitAhead, lotteryGames, recordedBeacons, slotAt, everyFirstDigit } from '../../../test/helpers/lottery.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { mainBalance, paymentMerchant } from '../../../test/helpers/payments.js';
import { fund, gameSession, pid, signedCall } from '../../../test/helpers/seamless.js';
import { logout, signIn } from '../../../test/helpers/session.js';
import { SIM_SECRET, buildVendor, moneyOf } from '../../../test/helpers/transfers.js';
import { seedSimulatorSecrets } from '../providers/index.js';
import { assertDepositAllowed, assertNotExcluded, chargeStake } from './index.js';

// The vendor simulator runs in-process: the transfer vendor's API for the transfer path.
const sim = await startSimulator({
  port: 0,
  platformUrl: 'http://127.0.0.1:9',
  secret: SIM_SECRET,
  dataDir: null,
  log: () => {},
});
afterAll(() => sim.close());
const t = await testPlatform({ SIMULATOR_URL: sim.url, SIMULATOR_SECRET: SIM_SECRET });
const acme = await paymentMerchant(t.db, 'acme');
await paymentMerchant(t.db, 'beta');

// Seamless: a simulator-secret vendor with one game.
const SEAMLESS = 'RGSEAM';
const seamlessGame = await buildVendor(t.db, SEAMLESS, 'seamless', [acme.id]);
const MASTER = SIM_SECRET;
await seedSimulatorSecrets(t.db, MASTER);
const secret = await deriveVendorSecret(MASTER, 'acme', SEAMLESS);
// Transfer vendor.
await buildVendor(t.db, 'PT', 'transfer', [acme.id]);
// Lottery: the test's clock, 20 s into a minute.
const now = Date.UTC(2026, 10, 25, 12, 0, 20);
t.deps.clock = () => now;
await lotteryGames(t.db, acme.id);
await commitAhead(t.db, recordedBeacons(), now);
const slot = slotAt(now);

const S = API.responsibleGaming;
async function member(balance = 1_000_000n) {
  const m = await buildMember(t.db, acme.id);
  if (balance > 0n) await fund(t.db, acme.id, m.id, balance);
  return { ...m, token: await tokenOf(t.db, 'acme', m.id) };
}
type Member = Awaited<ReturnType<typeof member>>;
const get = (m: Member) => t.call({ url: S.settings, token: m.token });
const settingsOf = async (m: Member) => rgSettingsAnswer.parse((await get(m)).body.value);
const put = (m: Member, url: string, body: unknown) => t.call({ method: 'PUT', url, body, token: m.token });
const setLimit = (m: Member, kind: string, period: string, amount: string | null) => put(m, S.limits, { kind, period, amount });
const limitOf = (s: RgSettingsAnswer, kind: string, period: string) =>
  s.limits.find((l) => l.kind === kind && l.period === period)!;
const deposit = (m: Member, amount: string) =>
  t.call({ url: API.payment.deposit, token: m.token, body: { channel: 'BANK', amount } });
const countOf = async (table: string, memberId: string) =>
  Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)} WHERE member_id = ${memberId}`.execute(t.db))
      .rows[0]!.n,
  );
/** Brings a pending change's time forward, as if the cooling-off period had passed. */
const coolOff = (memberId: string) =>
  sql`UPDATE rg_limits SET pending_at = now() - interval '1 second' WHERE member_id = ${memberId} AND pending_at IS NOT NULL`.execute(
    t.db,
  );

async function seamlessPlayer(m: Member) {
  return gameSession(t, secret, { merchantId: acme.id, memberId: m.id, vendor: SEAMLESS, gameCode: seamlessGame.gameCode });
}
const call = (op: string, body: unknown) => signedCall(t, SEAMLESS, op, body, { secret });
const bet = (s: { sessionToken: string; playerId: string }, amount: number, roundId = pid('round')) =>
  call('bet', {
    sessionToken: s.sessionToken,
    playerId: s.playerId,
    txId: pid('bet'),
    roundId,
    gameCode: seamlessGame.gameCode,
    amount: String(amount),
  });
const win = (s: { playerId: string }, roundId: string, amount: number) =>
  call('win', { playerId: s.playerId, txId: pid('win'), roundId, gameCode: seamlessGame.gameCode, amount: String(amount) });

const lotteryBet = (m: Member) => everyFirstDigit(t, m.token, slot.drawNo);
const transferIn = (m: Member, amount: string) =>
  t.call({ url: API.wallet.transfer, token: m.token, body: { from: 'MAIN', to: 'PT', amount } });

describe('responsible gaming: settings and limits', () => {
  it('answers every kind and period with no limit, the merchant cooling-off and zone, reality check off, no exclusion', async () => {
    const m = await member();
    const s = await settingsOf(m);
    expect(s.limits).toHaveLength(9);
    expect(s.limits.every((l) => l.amount === null && l.pending === null && l.used === '0')).toBe(true);
    expect([s.coolingOffHours, s.timeZone, s.realityCheckMinutes, s.exclusion]).toEqual([24, 'Asia/Manila', 0, null]);
    expect(s.signedInAt).not.toBeNull();
    expect((await t.call({ url: S.settings })).status).toBe(401);
  });

  it('sets a first limit and a lower one at once; a raise or removal waits the cooling-off period, then holds', async () => {
    const m = await member();
    let s = rgSettingsAnswer.parse((await setLimit(m, 'deposit', 'day', '50000')).body.value);
    expect(limitOf(s, 'deposit', 'day')).toMatchObject({ amount: '50000', pending: null });
    s = rgSettingsAnswer.parse((await setLimit(m, 'deposit', 'day', '30000')).body.value);
    expect(limitOf(s, 'deposit', 'day')).toMatchObject({ amount: '30000', pending: null });

    const raised = await setLimit(m, 'deposit', 'day', '80000');
    s = rgSettingsAnswer.parse(raised.body.value);
    const l = limitOf(s, 'deposit', 'day');
    expect([l.amount, l.pending?.amount]).toEqual(['30000', '80000']);
    const wait = Date.parse(l.pending!.effectiveAt) - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3600_000);
    // Still the lower one in force: a deposit of 400.00 is refused.
    expect((await deposit(m, '40000')).body.code).toBe('rg_deposit_limit_reached');

    await coolOff(m.id);
    expect(limitOf(await settingsOf(m), 'deposit', 'day')).toMatchObject({ amount: '80000', pending: null });
    expect((await deposit(m, '40000')).status).toBe(200);

    // Removal waits too; a lowering meanwhile replaces the pending removal at once.
    s = rgSettingsAnswer.parse((await setLimit(m, 'deposit', 'day', null)).body.value);
    expect(limitOf(s, 'deposit', 'day')).toMatchObject({ amount: '80000', pending: { amount: null } });
    s = rgSettingsAnswer.parse((await setLimit(m, 'deposit', 'day', '70000')).body.value);
    expect(limitOf(s, 'deposit', 'day')).toMatchObject({ amount: '70000', pending: null, used: '40000' });
    await setLimit(m, 'deposit', 'day', null);
    await coolOff(m.id);
    expect(limitOf(await settingsOf(m), 'deposit', 'day')).toMatchObject({ amount: null, pending: null });
  });

  it('refuses amounts and periods outside the rules, writing nothing', async () => {
    const m = await member();
    for (const body of [
      { kind: 'deposit', period: 'year', amount: '100' },
      { kind: 'bonus', period: 'day', amount: '100' },
      { kind: 'stake', period: 'day', amount: '0' },
      { kind: 'stake', period: 'day', amount: '-5' },
      { kind: 'stake', period: 'day', amount: '10000000001' },
      // Not amounts at all: refused as input, never a 500.
      { kind: 'deposit', period: 'day', amount: 'x' },
      { kind: 'loss', period: 'week', amount: '1.5' },
      { kind: 'loss', period: 'week', amount: '1e5' },
      { kind: 'stake', period: 'month', amount: 12 },
    ]) {
      const r = await put(m, S.limits, body);
      expect([JSON.stringify(body), r.status, r.body.code]).toEqual([JSON.stringify(body), 400, 'validation_failed']);
    }
    expect(await countOf('rg_limits', m.id)).toBe(0);
  });

  it('keeps the reality check on the server (15/30/60/120 or off) and answers the session so far', async () => {
    const m = await member();
    const r = await put(m, S.realityCheck, { minutes: 30 });
    expect([r.status, r.body.value.realityCheckMinutes]).toEqual([200, 30]);
    expect((await settingsOf(m)).realityCheckMinutes).toBe(30);
    expect((await put(m, S.realityCheck, { minutes: 45 })).status).toBe(400);
    expect((await put(m, S.realityCheck, { minutes: 0 })).body.value.realityCheckMinutes).toBe(0);

    const s = await seamlessPlayer(m);
    const round = pid('round');
    await bet(s, 500, round);
    await win(s, round, 200);
    const summary = rgSessionAnswer.parse((await t.call({ url: S.session, token: m.token })).body.value);
    expect(summary.net).toBe('-300');
    expect(summary.minutes).toBe(0);
  });
});

describe('responsible gaming: limits refuse in every money path', () => {
  it('deposits: an order above what the deposit limits leave is refused, nothing written', async () => {
    const m = await member(0n);
    await setLimit(m, 'deposit', 'week', '30000');
    expect((await deposit(m, '20000')).status).toBe(200);
    const r = await deposit(m, '15000');
    expect([r.status, r.body.code, r.body.value]).toEqual([422, 'rg_deposit_limit_reached', { remaining: '10000' }]);
    expect(r.body.message).toContain('100.00');
    expect(await countOf('deposits', m.id)).toBe(1);
    expect((await deposit(m, '10000')).status).toBe(200);
    expect(limitOf(await settingsOf(m), 'deposit', 'week').used).toBe('30000');
  });

  it('seamless bets: past the stake limit the provider gets the refusal; wins lower the loss; members without limits play on', async () => {
    const m = await member(100_000n);
    const s = await seamlessPlayer(m);
    // Play before the first limit counts (the running totals start from the period's bets).
    const first = pid('round');
    expect((await bet(s, 400, first)).status).toBe(200);
    await win(s, first, 0);
    await setLimit(m, 'stake', 'day', '1000');
    expect(limitOf(await settingsOf(m), 'stake', 'day').used).toBe('400');
    expect((await bet(s, 500)).status).toBe(200);
    const before = await mainBalance(t.db, acme.id, m.id);
    const refused = await bet(s, 200);
    expect([refused.status, refused.body.code, refused.body.value]).toEqual([
      422,
      'rg_stake_limit_reached',
      { remaining: '100' },
    ]);
    expect(await mainBalance(t.db, acme.id, m.id)).toBe(before);
    expect((await bet(s, 100)).status).toBe(200);

    // Loss limit: a win gives room back.
    const l = await member(100_000n);
    const ls = await seamlessPlayer(l);
    await setLimit(l, 'loss', 'month', '1000');
    const round = pid('round');
    expect((await bet(ls, 800, round)).status).toBe(200);
    expect((await bet(ls, 300)).body.code).toBe('rg_loss_limit_reached');
    await win(ls, round, 500);
    expect(limitOf(await settingsOf(l), 'loss', 'month').used).toBe('300');
    expect((await bet(ls, 600)).status).toBe(200);

    // A member without limits: nothing counted.
    const free = await member(100_000n);
    const fs = await seamlessPlayer(free);
    expect((await bet(fs, 5000)).status).toBe(200);
    expect(await countOf('rg_play_days', free.id)).toBe(0);
  });

  it('lottery bets: a ticket above the stake limit is refused, nothing debited', async () => {
    const m = await member(1_000_000n);
    await setLimit(m, 'stake', 'day', '3000');
    expect((await lotteryBet(m)).status).toBe(200); // 10 bets × 2.00
    const before = await mainBalance(t.db, acme.id, m.id);
    const r = await lotteryBet(m);
    expect([r.status, r.body.code]).toEqual([422, 'rg_stake_limit_reached']);
    expect(await mainBalance(t.db, acme.id, m.id)).toBe(before);
    expect(await countOf('lottery_orders', m.id)).toBe(1);
  });

  it('transfers: money into a transfer vendor counts against the stake limit; out does not', async () => {
    const m = await member(100_000n);
    await setLimit(m, 'stake', 'day', '5000');
    expect((await transferIn(m, '4000')).body.value.status).toBe('confirmed');
    const r = await transferIn(m, '2000');
    expect([r.status, r.body.code]).toEqual([422, 'rg_stake_limit_reached']);
    expect(await moneyOf(t.db, acme.id, m.id, 'PT')).toMatchObject({ main: 96_000n, wallet: 4000n, pending: 0n });
    const out = await t.call({ url: API.wallet.transfer, token: m.token, body: { from: 'PT', to: 'MAIN', amount: '4000' } });
    expect(out.body.value.status).toBe('confirmed');
    expect(limitOf(await settingsOf(m), 'stake', 'day').used).toBe('4000');
    expect((await transferIn(m, '1000')).body.value.status).toBe('confirmed');
  });
});

describe('responsible gaming: self-exclusion', () => {
  it('needs the password; ends every session at once and blocks sign-in, bets, launch and deposits', async () => {
    const m = await member(100_000n);
    const other = await tokenOf(t.db, 'acme', m.id);
    const s = await seamlessPlayer(m);
    const wrong = await t.call({ url: S.selfExclusion, token: m.token, body: { period: '7d', password: 'nope-nope' } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'login_password_wrong']);
    expect((await get(m)).status).toBe(200);

    const ok = await t.call({ url: S.selfExclusion, token: m.token, body: { period: '7d', password: m.password } });
    expect(ok.status).toBe(200);
    // Every existing token answers 401 now.
    for (const token of [m.token, other]) expect((await t.call({ url: S.settings, token })).status).toBe(401);
    expect((await logout(t, other)).status).toBe(401);
    // Sign-in is refused, saying until when.
    const login = await signIn(t, { username: m.username, password: m.password });
    expect([login.status, login.body.code]).toEqual([403, 'rg_self_excluded']);
    const until = Date.parse(login.body.value.until);
    expect(until - Date.now()).toBeGreaterThan(6.99 * 86_400_000);
    expect(login.body.message).toContain(new Date(until).toISOString().slice(0, 10));
    // Even a token made outside sign-in cannot be used: the session check reads the exclusion.
    const sneaky = { ...m, token: await tokenOf(t.db, 'acme', m.id) };
    expect((await deposit(sneaky, '20000')).status).toBe(401);
    expect((await lotteryBet(sneaky)).status).toBe(401);
    expect(
      (await t.call({ url: API.games.launch, token: sneaky.token, body: { nodeId: Number(seamlessGame.gameId) } })).status,
    ).toBe(401);
    // The open game session's bets are refused.
    expect((await bet(s, 100)).body.code).toBe('invalid_session');
    // The services' own guards refuse too (defence behind the session check).
    for (const check of [
      () => assertNotExcluded(t.db, acme.id, m.id),
      () => assertDepositAllowed(t.db, acme.id, m.id, 100n),
      () => chargeStake(t.db, acme.id, m.id, 100n, { countsLoss: true }),
    ])
      await expect(check()).rejects.toMatchObject({ code: 'rg_self_excluded' });
    expect(await countOf('deposits', m.id)).toBe(0);
  });

  it('for good: refused with its own code; no operator may lift it', async () => {
    const m = await member();
    expect(
      (await t.call({ url: S.selfExclusion, token: m.token, body: { period: 'forever', password: m.password } })).status,
    ).toBe(200);
    const login = await signIn(t, { username: m.username, password: m.password });
    expect([login.status, login.body.code]).toEqual([403, 'rg_self_excluded_forever']);
    const op = await signedInOperator(t, 'support', acme.id);
    const view = rgOpsAnswer.parse((await opCall(t, op.token, S.ops.member.replace(':id', m.id))).body.value);
    expect(view.exclusion).toMatchObject({ forever: true, until: null });
    const lift = await opCall(t, op.token, S.ops.member.replace(':id', m.id), {
      method: 'PUT',
      body: { liftExclusion: true, reason: 'asked by phone' },
    });
    expect([lift.status, lift.body.code]).toEqual([409, 'rg_exclusion_permanent']);
  });

  it('an operator lifts a period exclusion early, audited; the member signs in again', async () => {
    const m = await member();
    await setLimit(m, 'loss', 'week', '5000');
    await t.call({ url: S.selfExclusion, token: m.token, body: { period: '30d', password: m.password } });
    const url = S.ops.member.replace(':id', m.id);
    const auditor = await signedInOperator(t, 'auditor', acme.id);
    const view = rgOpsAnswer.parse((await opCall(t, auditor.token, url)).body.value);
    expect([view.memberId, view.exclusion?.forever, limitOf(view, 'loss', 'week').amount]).toEqual([m.id, false, '5000']);
    // Reading needs members.read; lifting members.manage.
    const denied = await opCall(t, auditor.token, url, { method: 'PUT', body: { liftExclusion: true, reason: 'x' } });
    expect([denied.status, denied.body.code]).toEqual([403, 'forbidden']);

    const support = await signedInOperator(t, 'support', acme.id);
    const lifted = await opCall(t, support.token, url, {
      method: 'PUT',
      body: { liftExclusion: true, reason: 'ended by review' },
    });
    expect([lifted.status, lifted.body.value.exclusion]).toEqual([200, null]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'after'])
      .where('action', '=', 'responsible_gaming.lift_exclusion')
      .execute();
    expect(audit).toEqual([expect.objectContaining({ target_id: m.id, after: { until: null, reason: 'ended by review' } })]);
    const again = await opCall(t, support.token, url, { method: 'PUT', body: { liftExclusion: true, reason: 'again' } });
    expect(again.body.code).toBe('rg_not_excluded');
    const login = await signIn(t, { username: m.username, password: m.password });
    expect([login.status, login.body.code]).toEqual([200, undefined]);
    // Another merchant's operator sees nothing of the member.
    const betaOp = await signedInOperator(
      t,
      'support',
      (await t.db.selectFrom('merchants').select('id').where('code', '=', 'beta').executeTakeFirstOrThrow()).id,
    );
    expect((await opCall(t, betaOp.token, url)).status).toBe(404);
  });
});
