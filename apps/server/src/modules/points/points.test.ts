import { describe, expect, it } from 'vitest';
import { API, GAME_TYPES } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { bgsPlayer, bgsSpin } from '../../../test/helpers/bgs.js';
import { opCall, seedCatalog, signedInOperator } from '../../../test/helpers/operators.js';
import { withId } from '../../../test/helpers/payments.js';
import { deliverPending, type StoredEvent } from '../events/index.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { earn, pointsEarnSubscriber } from './index.js';

const t = await testPlatform();
const settings = {
  points: {
    rates: Object.fromEntries(GAME_TYPES.map((g) => [g, g === 'LIVE' ? 0.5 : 2])),
    defaultRate: 2,
    pointsPerUnit: 100,
    convertMinPoints: 1000,
    convertTurnoverMultiplier: 1,
    redeemTurnoverMultiplier: 1,
  },
};
const acme = await buildMerchant(t.db, { settings });
const beta = await buildMerchant(t.db, { code: 'beta', settings });
await seedCatalog(t.db, { games: 30, merchantIds: [acme.id, beta.id] });
const owner = await signedInOperator(t, 'owner', acme.id);
const betaOwner = await signedInOperator(t, 'owner', beta.id);
const support = await signedInOperator(t, 'support', acme.id);

let seq = 0;
const rid = () => `req-${process.pid}-${++seq}`;
const main = async (memberId: string, merchantId = acme.id) =>
  balanceOf(t.db, merchantId, (await accountFor(t.db, merchantId, 'member', memberId)).id);
/** A member of acme with `points` earned (through the same path a play takes). */
async function member(points = 0n, merchant = acme) {
  const m = await buildMember(t.db, merchant.id);
  if (points > 0n)
    await earn(
      t.db,
      { merchantId: merchant.id, memberId: m.id },
      { sourceRef: `test:${++seq}`, points, ratio: 2, gameType: 'RNG', validBet: points * 50n },
    );
  return { ...m, token: await tokenOf(t.db, merchant.code, m.id) };
}
type M = Awaited<ReturnType<typeof member>>;
const as = (m: M, url: string, body?: unknown, merchant = 'acme') =>
  t.call({ url, merchant, token: m.token, ...(body === undefined ? {} : { method: 'POST' as const, body }) });
const pointsOf = async (m: M, merchant = 'acme') => (await as(m, API.points.balance, undefined, merchant)).body.value.balance;
async function item(o: {
  type?: 'cash' | 'bonus' | 'goods';
  points?: string;
  amount?: string | null;
  stock?: number;
  limit?: number;
}) {
  const type = o.type ?? 'cash';
  const r = await opCall(t, owner.token, API.points.ops.items, {
    body: {
      type,
      names: { EN: `Item ${++seq}`, TY: `Gamit ${seq}` },
      points: o.points ?? '500',
      amount: o.amount === undefined ? (type === 'goods' ? null : '1000') : o.amount,
      stock: o.stock ?? 10,
      perMemberLimit: o.limit ?? null,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value.id as string;
}
const redeem = (m: M, itemId: string, quantity = 1, requestId = rid()) =>
  as(m, API.points.redeem, { itemId, quantity, requestId });
const decide = (id: string, decision: 'approve' | 'reject', token = owner.token) =>
  opCall(t, token, withId(API.points.ops.decide, id), { body: { decision, reason: 'checked' } });

describe('earning points on valid bets', () => {
  it('earns at the rate of the play’s game type from real plays, once per event', async () => {
    const p = await bgsPlayer(t, acme, 1_000_000n);
    for (let i = 0; i < 4; i++) expect((await bgsSpin(t, p.sessionToken, 200)).status).toBe(200);
    await deliverPending(t.deps, [pointsEarnSubscriber]);
    const events = await t.db
      .selectFrom('domain_events')
      .select(['id', 'payload'])
      .where('type', '=', 'round.settled')
      .where('member_id', '=', p.id)
      .execute();
    expect(events.length).toBe(4);
    const validBets = events.map((e) => BigInt((e.payload as { validBet: string }).validBet));
    // Rate 2 points per 1.00 of valid bet: valid bet (minor) × 2 / 100.
    const expected = validBets.reduce((a, v) => a + (v * 2n) / 100n, 0n);
    expect(expected).toBeGreaterThan(0n);
    const token = await tokenOf(t.db, 'acme', p.id);
    const bal = await t.call({ url: API.points.balance, token });
    expect(bal.body.value).toMatchObject({ balance: expected.toString(), earnedTotal: expected.toString(), pointsPerUnit: 100 });
    expect(bal.body.value.rates).toContainEqual({ gameType: 'LIVE', rate: 0.5 });
    const records = await t.call({ url: `${API.points.records}?pageSize=10`, token });
    expect(records.body.value.totalElements).toBe(4);
    expect(records.body.value.content[0]).toMatchObject({ kind: 'earn', ratio: '2', balanceAfter: expected.toString() });

    // The same event delivered again (a redelivery) earns nothing more.
    const e = events[0]!;
    const stored = {
      id: e.id,
      type: 'round.settled',
      merchantId: acme.id,
      memberId: p.id,
      payload: e.payload,
      createdAt: new Date(),
    } as StoredEvent;
    await t.db.transaction().execute((trx) => pointsEarnSubscriber.handle(trx, stored));
    await t.db.transaction().execute((trx) => pointsEarnSubscriber.handle(trx, stored));
    expect((await t.call({ url: API.points.balance, token })).body.value.balance).toBe(expected.toString());
  });

  it('refuses the points calls without a session', async () => {
    for (const url of [API.points.balance, API.points.records, API.points.items, API.points.redeems]) {
      expect((await t.call({ url })).status).toBe(401);
    }
  });
});

describe('converting points to cash', () => {
  it('converts whole units at the ratio, paying through the ledger once per request', async () => {
    const m = await member(5_000n);
    for (const points of ['900', '1050']) {
      const r = await as(m, API.points.convert, { points, requestId: rid() });
      expect([r.status, r.body.code]).toEqual([400, 'points_convert_invalid']);
    }
    const requestId = rid();
    const r = await as(m, API.points.convert, { points: '2000', requestId });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toEqual({ points: '2000', amount: '2000', balance: '3000' });
    expect(await main(m.id)).toBe(2_000n);
    // The retry answers the first conversion and pays nothing more; other content is refused.
    expect((await as(m, API.points.convert, { points: '2000', requestId })).body.value).toEqual(r.body.value);
    expect((await as(m, API.points.convert, { points: '1000', requestId })).body.code).toBe('duplicate_transaction');
    expect(await main(m.id)).toBe(2_000n);
    const more = await as(m, API.points.convert, { points: '4000', requestId: rid() });
    expect([more.status, more.body.code]).toEqual([409, 'points_insufficient']);
    expect(await pointsOf(m)).toBe('3000');
    const rec = (await as(m, API.points.records)).body.value.content[0];
    expect(rec).toMatchObject({ kind: 'convert', points: '-2000', balanceAfter: '3000', ratio: '100', amount: '2000' });
  });

  it('parallel conversions with points for one pay once', async () => {
    const m = await member(1_000n);
    const all = await Promise.all(
      Array.from({ length: 5 }, () => as(m, API.points.convert, { points: '1000', requestId: rid() })),
    );
    expect(all.filter((r) => r.status === 200).length).toBe(1);
    expect(all.filter((r) => r.body.code === 'points_insufficient').length).toBe(4);
    expect(await main(m.id)).toBe(1_000n);
    expect(await pointsOf(m)).toBe('0');
  });
});

describe('the mall', () => {
  it('lists the items with names in the language and the picture the server draws', async () => {
    const id = await item({ type: 'goods', amount: null, stock: 3, limit: 2 });
    const m = await member();
    const r = await t.call({ url: API.points.items, token: m.token, lang: 'TY' });
    const mine = r.body.value.find((i: { id: string }) => i.id === id);
    expect(mine).toMatchObject({ type: 'goods', amount: null, stock: 3, perMemberLimit: 2, redeemedByMe: 0 });
    expect(mine.name).toMatch(/^Gamit /);
    expect((await t.call({ url: mine.imageUrl })).status).toBe(200);
  });

  it('never sells more than the stock when members race for the last unit', async () => {
    const id = await item({ stock: 1 });
    const members = await Promise.all(Array.from({ length: 6 }, () => member(500n)));
    const all = await Promise.all(members.map((m) => redeem(m, id)));
    expect(all.filter((r) => r.status === 200).length).toBe(1);
    expect(all.filter((r) => r.body.code === 'points_out_of_stock').length).toBe(5);
    const row = await t.db.selectFrom('point_items').select('stock').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.stock).toBe(0);
  });

  it('never overdraws points when one member redeems in parallel with just enough', async () => {
    const id = await item({ points: '400', stock: 50 });
    const m = await member(1_000n);
    const all = await Promise.all(Array.from({ length: 6 }, () => redeem(m, id)));
    expect(all.filter((r) => r.status === 200).length).toBe(2);
    expect(all.filter((r) => r.body.code === 'points_insufficient').length).toBe(4);
    expect(await pointsOf(m)).toBe('200');
  });

  it('keeps to the per-member limit and answers a retried redeem with the first one', async () => {
    const id = await item({ points: '100', limit: 2 });
    const m = await member(1_000n);
    const requestId = rid();
    const first = await redeem(m, id, 2, requestId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ quantity: 2, points: '200', amount: '2000', status: 'inProcess' });
    expect(first.body.value.referenceNo).toMatch(/^RD\d{10}$/);
    expect((await redeem(m, id, 2, requestId)).body.value.id).toBe(first.body.value.id);
    expect((await redeem(m, id, 1, requestId)).body.code).toBe('duplicate_transaction');
    expect((await redeem(m, id, 1)).body.code).toBe('points_item_limit');
    expect(await pointsOf(m)).toBe('800');
    expect((await redeem(m, '999999')).body.code).toBe('points_item_not_found');
  });

  it('approving pays a cash item once through the ledger; rejecting gives points and stock back; audited', async () => {
    const cash = await item({ points: '300', amount: '1500', stock: 5 });
    const m = await member(1_000n);
    const a = (await redeem(m, cash)).body.value;
    const b = (await redeem(m, cash)).body.value;
    expect(await pointsOf(m)).toBe('400');
    expect((await decide(a.id, 'approve', support.token)).status).toBe(403);
    const ok = await decide(a.id, 'approve');
    expect([ok.status, ok.body.value.status]).toEqual([200, 'approved']);
    expect(await main(m.id)).toBe(1_500n);
    expect((await decide(a.id, 'reject')).body.code).toBe('points_redeem_decided');
    expect(await main(m.id)).toBe(1_500n);
    const no = await decide(b.id, 'reject');
    expect([no.status, no.body.value.status]).toEqual([200, 'rejected']);
    expect(await pointsOf(m)).toBe('700');
    expect(await main(m.id)).toBe(1_500n);
    const stock = await t.db.selectFrom('point_items').select('stock').where('id', '=', cash).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(4);
    const refund = (await as(m, API.points.records)).body.value.content[0];
    expect(refund).toMatchObject({ kind: 'refund', points: '300', balanceAfter: '700', referenceNo: b.referenceNo });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'point_redeem')
      .where('target_id', 'in', [a.id, b.id])
      .execute();
    expect(audit.map((x) => x.action).sort()).toEqual(['points.redeem.approve', 'points.redeem.reject']);
    // Goods: approving pays nothing.
    const goods = await item({ type: 'goods', amount: null, points: '100' });
    const g = (await redeem(m, goods)).body.value;
    expect((await decide(g.id, 'approve')).body.value.status).toBe('approved');
    expect(await main(m.id)).toBe(1_500n);
  });

  it('pages the point and redeem records, each member seeing only their own', async () => {
    const id = await item({ points: '10', stock: 100 });
    const m = await member(1_000n);
    const other = await member(1_000n);
    for (let i = 0; i < 5; i++) expect((await redeem(m, id)).status).toBe(200);
    const page2 = (await as(m, `${API.points.redeems}?pageNo=2&pageSize=2`)).body.value;
    expect([page2.totalElements, page2.totalPages, page2.content.length]).toEqual([5, 3, 2]);
    const recs = (await as(m, `${API.points.records}?pageNo=3&pageSize=2`)).body.value;
    expect([recs.totalElements, recs.content.length]).toEqual([6, 2]);
    expect((await as(other, API.points.redeems)).body.value.totalElements).toBe(0);
    expect((await as(other, API.points.records)).body.value.totalElements).toBe(1);
    const first = (await as(m, API.points.redeems)).body.value.content[0];
    const byStatus = (await as(m, `${API.points.redeems}?status=approved`)).body.value;
    expect(byStatus.totalElements).toBe(0);
    // Another merchant's operator cannot decide it; another merchant's member cannot buy acme's items.
    expect((await decide(first.id, 'approve', betaOwner.token)).body.code).toBe('points_redeem_not_found');
    const outsider = await member(1_000n, beta);
    const fromBeta = await t.call({
      url: API.points.redeem,
      merchant: 'beta',
      token: outsider.token,
      method: 'POST',
      body: { itemId: id, quantity: 1, requestId: rid() },
    });
    expect(fromBeta.body.code).toBe('points_item_not_found');
    const list = (await opCall(t, owner.token, `${API.points.ops.redeems}?status=inProcess&pageSize=100`)).body.value;
    expect(list.content.some((r: { id: string }) => r.id === first.id)).toBe(true);
    expect((await opCall(t, betaOwner.token, API.points.ops.redeems)).body.value.content).toEqual([]);
  });

  it('lets the operator edit an item (audited) and refuses a bad one', async () => {
    const id = await item({ stock: 2 });
    const bad = await opCall(t, owner.token, API.points.ops.items, {
      body: { type: 'goods', names: { EN: 'x', TY: 'y' }, points: '1', amount: '100', stock: 1 },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    const r = await opCall(t, owner.token, withId(API.points.ops.item, id), {
      method: 'PUT',
      body: { type: 'bonus', names: { EN: 'Bonus 5', TY: 'Bonus 5 TY' }, points: '250', amount: '500', stock: 7, active: false },
    });
    expect(r.body.value).toMatchObject({ type: 'bonus', stock: 7, active: false, points: '250' });
    const m = await member();
    expect((await as(m, API.points.items)).body.value.some((i: { id: string }) => i.id === id)).toBe(false);
    expect(
      (
        await opCall(t, betaOwner.token, withId(API.points.ops.item, id), {
          method: 'PUT',
          body: { type: 'goods', names: { EN: 'a', TY: 'b' }, points: '1', stock: 1 },
        })
      ).body.code,
    ).toBe('points_item_not_found');
  });
});
