import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { ipSource, register, registration } from '../../../test/helpers/member.js';
import { deliverPending, emit, type DomainEvent } from '../events/index.js';
import { referralSubscriber } from './index.js';

const t = await testPlatform();
// Conditions: first deposit ≥ 100.00, valid bet ≥ 500.00 within 30 days; reward 50.00.
const acme = await buildMerchant(t.db, {
  code: 'acme',
  settings: {
    referral: { rewardAmount: 5000, minFirstDeposit: 10_000, minValidBet: 50_000, withinDays: 30, turnoverMultiplier: 1 },
  },
});
const off = await buildMerchant(t.db, { code: 'nopromo', settings: { referralEnabled: false } });
const ip = ipSource('10.77');
let serial = 0;

const member = async (merchant: { id: string; code: string }) => {
  const m = await buildMember(t.db, merchant.id);
  return { ...m, merchant, token: await tokenOf(t.db, merchant.code, m.id) };
};
type Member = Awaited<ReturnType<typeof member>>;
const get = (m: Member, url: string) => t.call({ url, token: m.token, merchant: m.merchant.code });
const deliver = () => deliverPending(t.deps, [referralSubscriber]);
const event = (e: DomainEvent) => t.db.transaction().execute((trx) => emit(trx, e));
const deposit = (memberId: string, amount: string) =>
  event({
    type: 'deposit.confirmed',
    payload: { merchantId: acme.id, memberId, depositId: String(++serial), orderNo: `D${serial}`, channel: 'BANK', amount },
  });
const play = (memberId: string, validBet: string) =>
  event({
    type: 'round.settled',
    payload: {
      merchantId: acme.id,
      memberId,
      vendor: 'BGS',
      roundId: `r${++serial}`,
      gameCode: 'slot',
      source: 'seamless',
      betId: String(serial),
      gameType: 'RNG',
      status: 'settled',
      stake: validBet,
      validBet,
      win: '0',
    },
  });
const rewardsOf = async (memberId: string) =>
  (
    await sql<{ source_ref: string; amount: string; status: string }>`
      SELECT source_ref, amount::text, status FROM member_rewards WHERE member_id = ${memberId} AND source = 'referral'`.execute(
      t.db,
    )
  ).rows;

/** A friend registering through the member API with the referrer's code; the id of the new member. */
async function invite(code: string, merchant = 'acme') {
  const body = registration({ referralCode: code.toLowerCase() });
  const r = await register(t, body, { merchant, ip: ip() });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const row = await t.db.selectFrom('members').select('id').where('username', '=', body.username).executeTakeFirstOrThrow();
  return { id: row.id, username: body.username };
}

describe('the referral link', () => {
  it('gives a member one personal code and a register link on the site with ?referralCode=', async () => {
    const m = await member(acme);
    const a = await get(m, API.referral.overview);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.value.code).toMatch(/^R[A-Z0-9]{7}$/);
    expect(a.body.value.link).toMatch(new RegExp(`/register\\?referralCode=${a.body.value.code}$`));
    expect(a.body.value).toMatchObject({
      invitees: 0,
      qualified: 0,
      rewardsEarned: '0',
      conditions: { minFirstDeposit: '10000', minValidBet: '50000', withinDays: 30, rewardAmount: '5000' },
    });
    expect((await get(m, API.referral.overview)).body.value.code).toBe(a.body.value.code);
  });

  it('refuses every referral call with referral_disabled when the promo is off, and visitors with not_logged_in', async () => {
    const m = await member(off);
    for (const url of [API.referral.overview, API.referral.invitees]) {
      const r = await get(m, url);
      expect([r.status, r.body.code]).toEqual([403, 'referral_disabled']);
      const anonymous = await t.call({ url, merchant: 'acme' });
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'not_logged_in']);
    }
  });

  it('refuses an unknown referral code at registration, and keeps agent codes working', async () => {
    const r = await register(t, registration({ referralCode: 'RNOPE000' }), { ip: ip() });
    expect([r.status, r.body.code]).toEqual([400, 'invalid_invitation_code']);
  });
});

describe('invitees and rewards', () => {
  it('records friends who register with the code, masked, and pays the referrer once when one qualifies', async () => {
    const referrer = await member(acme);
    const { code } = (await get(referrer, API.referral.overview)).body.value;
    const friend = await invite(code);
    const other = await invite(code);
    await deliver();

    let page = (await get(referrer, `${API.referral.invitees}?pageSize=1`)).body.value;
    expect([page.totalElements, page.totalPages, page.content.length]).toEqual([2, 2, 1]);
    expect(page.content[0].username).not.toContain(other.username);
    expect(page.content[0].username).toContain('***');

    // A first deposit too small never qualifies; the friend's qualify: deposit ≥ 100.00, then 500.00 of valid bet.
    await deposit(other.id, '9999');
    await play(other.id, '90000');
    await deposit(friend.id, '10000');
    await play(friend.id, '30000');
    await deliver();
    expect(await rewardsOf(referrer.id)).toEqual([]);
    await play(friend.id, '20000');
    await deliver();
    expect(await rewardsOf(referrer.id)).toEqual([{ source_ref: friend.id, amount: '5000', status: 'claimable' }]);

    // More plays, more deposits, and a redelivered event: still one reward.
    await play(friend.id, '70000');
    await deposit(friend.id, '50000');
    await deliver();
    // The same play handed to the subscriber again (at-least-once delivery): still one reward.
    const redelivered = {
      id: '1',
      type: 'round.settled' as const,
      merchantId: acme.id,
      memberId: friend.id,
      createdAt: new Date(),
      payload: {
        merchantId: acme.id,
        memberId: friend.id,
        vendor: 'BGS',
        roundId: 'again',
        gameCode: 'slot',
        source: 'seamless' as const,
        betId: '1',
        gameType: 'RNG',
        status: 'settled' as const,
        stake: '90000',
        validBet: '90000',
        win: '0',
      },
    };
    for (let i = 0; i < 2; i++) await t.db.transaction().execute((trx) => referralSubscriber.handle(trx, redelivered));
    expect(await rewardsOf(referrer.id)).toHaveLength(1);

    const overview = (await get(referrer, API.referral.overview)).body.value;
    expect(overview).toMatchObject({ invitees: 2, qualified: 1, rewardsEarned: '5000' });
    page = (await get(referrer, API.referral.invitees)).body.value;
    expect(page.content.map((i: { qualified: boolean; reward: string | null }) => [i.qualified, i.reward])).toEqual([
      [false, null],
      [true, '5000'],
    ]);
    // The friend sees its own (empty) invitees, never the referrer's.
    const friendMember = { ...friend, password: '', merchant: acme, token: await tokenOf(t.db, 'acme', friend.id) };
    expect((await get(friendMember, API.referral.invitees)).body.value.totalElements).toBe(0);
  });

  it('counts only what happens before the deadline', async () => {
    const referrer = await member(acme);
    const { code } = (await get(referrer, API.referral.overview)).body.value;
    const friend = await invite(code);
    await deliver();
    await t.db
      .updateTable('referrals')
      .set({ deadline: new Date(Date.now() - 1000) })
      .where('invitee_id', '=', friend.id)
      .execute();
    await deposit(friend.id, '20000');
    await play(friend.id, '90000');
    await deliver();
    expect(await rewardsOf(referrer.id)).toEqual([]);
    expect((await get(referrer, API.referral.overview)).body.value.qualified).toBe(0);
  });
});
