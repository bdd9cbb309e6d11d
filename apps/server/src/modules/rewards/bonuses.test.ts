import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import {
  as,
  mainBalance,
  opGet,
  opPost,
  payPlayer,
  paymentMerchant,
  withId,
  type PayPlayer,
} from '../../../test/helpers/payments.js';
import { deliverPending, emit } from '../events/index.js';
import { agentRollupSubscriber } from '../agent/index.js';
import { bonusOffersSubscriber, expireRewards, offerDailyRebates } from './index.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');

const title = { EN: 'Welcome match', TY: 'Pantay na pagbati' };
const define = async (body: Record<string, unknown>, key = acme.operatorKey) =>
  opPost(t, key, API.rewards.ops.definitions, { title, ...body });
const deliver = () => deliverPending(t.deps, [bonusOffersSubscriber]);
let deposits = 0;
const deposited = (p: PayPlayer, amount: bigint) =>
  t.db.transaction().execute((trx) =>
    emit(trx, {
      type: 'deposit.confirmed',
      payload: {
        merchantId: p.merchant.id,
        memberId: p.id,
        depositId: String(++deposits),
        orderNo: `D${deposits}`,
        channel: 'BANK',
        amount: String(amount),
      },
    }),
  );
const registered = (p: PayPlayer) =>
  t.db.transaction().execute((trx) =>
    emit(trx, {
      type: 'member.registered',
      payload: { merchantId: p.merchant.id, memberId: p.id, method: 'username', uplineId: null, recommenderId: null },
    }),
  );
const claimable = async (p: PayPlayer) => (await as(t, p, `${API.rewards.list}?status=claimable`)).body.value.content;
const claim = (p: PayPlayer, id: string, o: { ip?: string; device?: string } = {}) =>
  t.call({
    method: 'POST',
    url: withId(API.rewards.claim, id),
    merchant: p.merchant.code,
    token: p.token,
    ip: o.ip ?? '10.0.0.1',
    headers: o.device ? { 'x-device-id': o.device } : {},
  });

describe('bonus definitions (operator)', () => {
  it('creates, lists, changes and removes definitions, audited; refuses what does not fit the kind', async () => {
    const made = await define({
      kind: 'deposit_match',
      percentBp: 5000,
      maxAmount: '50000',
      minDeposit: '10000',
      turnoverMultiplier: 10,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.value.id;
    expect(made.body.value).toMatchObject({
      kind: 'deposit_match',
      percentBp: 5000,
      amount: '0',
      turnoverMultiplier: 10,
      enabled: true,
    });
    expect((await define({ kind: 'fixed', amount: '0' })).body.code).toBe('bonus_definition_invalid');
    expect((await define({ kind: 'deposit_match', percentBp: 0 })).body.code).toBe('bonus_definition_invalid');
    expect((await opGet(t, acme.operatorKey, API.rewards.ops.definitions)).body.value.map((d: { id: string }) => d.id)).toContain(
      id,
    );
    expect((await opGet(t, beta.operatorKey, API.rewards.ops.definitions)).body.value).toEqual([]);

    const put = await t.call({
      method: 'PUT',
      url: withId(API.rewards.ops.definition, id),
      merchant: null,
      headers: { 'x-operator-key': acme.operatorKey },
      body: { kind: 'deposit_match', title, percentBp: 10000, enabled: false },
    });
    expect(put.body.value).toMatchObject({ percentBp: 10000, enabled: false });
    const otherMerchant = await t.call({
      method: 'PUT',
      url: withId(API.rewards.ops.definition, id),
      merchant: null,
      headers: { 'x-operator-key': beta.operatorKey },
      body: { kind: 'fixed', title, amount: '1' },
    });
    expect(otherMerchant.body.code).toBe('bonus_definition_not_found');
    const del = await t.call({
      method: 'DELETE',
      url: withId(API.rewards.ops.definition, id),
      merchant: null,
      headers: { 'x-operator-key': acme.operatorKey },
    });
    expect(del.body.value).toEqual({ deleted: true, definition: null });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'bonus_definition')
      .where('target_id', '=', id)
      .orderBy('seq')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'rewards.definition.create',
      'rewards.definition.update',
      'rewards.definition.delete',
    ]);
  });

  it('grants a member a reward by hand, once per reference, audited', async () => {
    const p = await payPlayer(t.db, acme);
    const body = { memberId: p.id, amount: '2500', title, reference: 'ticket-77', turnoverMultiplier: 1 };
    const first = await opPost(t, acme.operatorKey, API.rewards.ops.grant, body);
    expect(first.body.value).toMatchObject({ status: 'claimed', replayed: false });
    const again = await opPost(t, acme.operatorKey, API.rewards.ops.grant, body);
    expect(again.body.value).toEqual({ ...first.body.value, replayed: true });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(2_500n);
    expect((await opPost(t, beta.operatorKey, API.rewards.ops.grant, { ...body, reference: 'x' })).body.code).toBe('not_found');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'member_reward')
      .where('target_id', '=', first.body.value.id)
      .execute();
    expect(audit).toEqual([{ action: 'rewards.grant' }]);
  });
});

describe('bonuses offered from definitions', () => {
  it('a confirmed deposit earns the deposit match (percent, capped, from the minimum) as a claimable reward, once per person', async () => {
    const d = (
      await define({ kind: 'deposit_match', percentBp: 5000, maxAmount: '30000', minDeposit: '10000', turnoverMultiplier: 5 })
    ).body.value;
    const p = await payPlayer(t.db, acme);
    await deposited(p, 5_000n); // below the minimum
    await deliver();
    expect(await claimable(p)).toEqual([]);
    await deposited(p, 100_000n); // 50 % = 50,000, capped at 30,000
    await deposited(p, 100_000n); // one per person: not offered again
    await deliver();
    const offers = await claimable(p);
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ source: 'deposit_bonus', amount: '30000', turnoverRequired: '150000', title });
    const r = await claim(p, offers[0].id, { device: 'device-aaaa-1' });
    expect(r.body.value).toMatchObject({ status: 'claimed', wagering: 'wagering' });
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(30_000n);
    await t.db.updateTable('bonus_definitions').set({ enabled: false }).where('id', '=', d.id).execute();
  });

  it('registration offers the signup and fixed bonuses; one per person refuses by device, IP and bank account', async () => {
    const d = (await define({ kind: 'signup', amount: '1000', turnoverMultiplier: 1 })).body.value;
    const fixed = (await define({ kind: 'fixed', amount: '500', onePerPerson: false, title: { EN: 'Gift', TY: 'Regalo' } })).body
      .value;
    const players = [];
    for (let i = 0; i < 5; i++) {
      const p = await payPlayer(t.db, acme, { bank: true });
      await registered(p);
      players.push(p);
    }
    await deliver();
    const [a, b, c, e, f] = players as [PayPlayer, PayPlayer, PayPlayer, PayPlayer, PayPlayer];
    const signupOf = async (p: PayPlayer) =>
      (await claimable(p)).find((x: { source: string }) => x.source === 'signup_bonus').id as string;
    expect((await claimable(a)).map((x: { source: string; amount: string }) => [x.source, x.amount]).sort()).toEqual([
      ['fixed_bonus', '500'],
      ['signup_bonus', '1000'],
    ]);
    expect((await claim(a, await signupOf(a), { ip: '10.1.1.1', device: 'device-a-123' })).status).toBe(200);

    const byDevice = await claim(b, await signupOf(b), { ip: '10.1.1.2', device: 'device-a-123' });
    expect([byDevice.status, byDevice.body.code]).toEqual([409, 'bonus_claimed_by_device']);
    const byIp = await claim(c, await signupOf(c), { ip: '10.1.1.1', device: 'device-c-123' });
    expect(byIp.body.code).toBe('bonus_claimed_by_ip');
    const lang = await t.call({
      method: 'POST',
      url: withId(API.rewards.claim, await signupOf(c)),
      merchant: 'acme',
      token: c.token,
      ip: '10.1.1.1',
      lang: 'TY',
    });
    expect(lang.body.message).toBe('Na-claim na ang bonus na ito mula sa network na ito (IP address).');
    // e binds the same bank account number as a.
    const aBank = await t.db
      .selectFrom('bank_accounts')
      .select('account_number')
      .where('member_id', '=', a.id)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('bank_accounts').set({ account_number: aBank.account_number }).where('member_id', '=', e.id).execute();
    expect((await claim(e, await signupOf(e), { ip: '10.1.1.5', device: 'device-e-123' })).body.code).toBe(
      'bonus_claimed_by_bank_account',
    );
    expect(await mainBalance(t.db, acme.id, b.id)).toBe(0n);
    // Someone else entirely may; a definition without the rule pays everyone.
    expect((await claim(f, await signupOf(f), { ip: '10.1.1.6', device: 'device-f-123' })).status).toBe(200);
    const gift = (await claimable(b)).find((x: { source: string }) => x.source === 'fixed_bonus').id;
    expect((await claim(b, gift, { ip: '10.1.1.1', device: 'device-a-123' })).status).toBe(200);
    for (const id of [d.id, fixed.id])
      await t.db.updateTable('bonus_definitions').set({ enabled: false }).where('id', '=', id).execute();
  });

  it("the daily rebate offers percent of each member's valid bet of the day, capped, once per member and day", async () => {
    const made = await define(
      { kind: 'rebate', percentBp: 100, maxAmount: '300', turnoverMultiplier: 1, onePerPerson: false },
      beta.operatorKey,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const small = await payPlayer(t.db, beta);
    const big = await payPlayer(t.db, beta);
    const idle = await payPlayer(t.db, beta);
    let round = 0;
    const played = (p: PayPlayer, validBet: bigint) =>
      t.db.transaction().execute((trx) =>
        emit(trx, {
          type: 'round.settled',
          payload: {
            merchantId: p.merchant.id,
            memberId: p.id,
            vendor: 'PG',
            roundId: `rebate-${++round}`,
            gameCode: 'g1',
            source: 'seamless',
            betId: String(round),
            gameType: 'RNG',
            status: 'settled',
            stake: String(validBet),
            validBet: String(validBet),
            win: '0',
          },
        }),
      );
    await played(small, 6_000n);
    await played(small, 4_000n); // 10,000 in the day: 1 % = 100
    await played(big, 50_000n); // 1 % = 500, capped at 300
    await deliverPending(t.deps, [agentRollupSubscriber]);

    // The job runs after the merchant's midnight for its day before: here, today's plays.
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    await offerDailyRebates(t.db, tomorrow);
    await offerDailyRebates(t.db, tomorrow); // a rerun offers nothing twice
    const offered = async (p: PayPlayer) =>
      (await claimable(p))
        .filter((r: { source: string }) => r.source === 'rebate_bonus')
        .map((r: { amount: string }) => r.amount);
    expect(await offered(small)).toEqual(['100']);
    expect(await offered(big)).toEqual(['300']);
    expect(await offered(idle)).toEqual([]);
  });

  it('the expiry job marks claimable rewards past their expiry expired; the badge and tabs follow', async () => {
    await define({ kind: 'signup', amount: '700', validityHours: 1, onePerPerson: false });
    const p = await payPlayer(t.db, acme);
    await registered(p);
    await deliver();
    expect((await as(t, p, API.rewards.summary)).body.value).toEqual({ claimable: 1 });
    expect(await expireRewards(t.deps, new Date(Date.now() + 2 * 3_600_000))).toBeGreaterThanOrEqual(1);
    const page = (await as(t, p, `${API.rewards.list}?status=expired`)).body.value;
    expect(page).toMatchObject({ totalElements: 1, counts: { claimable: 0, expired: 1 } });
    expect((await claim(p, page.content[0].id)).body.code).toBe('reward_expired');
    expect((await as(t, p, API.rewards.summary)).body.value).toEqual({ claimable: 0 });
  });
});
