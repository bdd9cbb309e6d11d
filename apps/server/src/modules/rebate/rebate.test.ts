import { describe, expect, it } from 'vitest';
import { API, GAME_TYPES } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { bgsPlayer, bgsSpin } from '../../../test/helpers/bgs.js';
import { seedCatalog } from '../../../test/helpers/operators.js';
import { deliverPending, type StoredEvent } from '../events/index.js';
import { accountFor, balanceOf } from '../ledger/index.js';
import { rebateAccrualSubscriber } from './index.js';

const t = await testPlatform();
// 1 % on every game type but LIVE (0.5 %); a claim pays at least 1.00.
const manualRebate = {
  ratesBp: Object.fromEntries(GAME_TYPES.map((g) => [g, g === 'LIVE' ? 50 : 100])),
  defaultRateBp: 100,
  minClaim: 100,
  turnoverMultiplier: 1,
};
const acme = await buildMerchant(t.db, { flags: { MANPLAYREB3: true }, settings: { manualRebate } });
const beta = await buildMerchant(t.db, { code: 'beta', settings: { manualRebate } });
await seedCatalog(t.db, { games: 30, merchantIds: [acme.id, beta.id] });

let seq = 0;
const main = async (memberId: string) => balanceOf(t.db, acme.id, (await accountFor(t.db, acme.id, 'member', memberId)).id);
/** A settled play of `memberId` as its event reads, handed to the accrual subscriber. */
async function play(memberId: string, gameType: string, validBet: bigint, merchantId = acme.id) {
  const event = {
    id: String(1_000_000 + ++seq),
    type: 'round.settled',
    merchantId,
    memberId,
    createdAt: new Date(),
    payload: {
      merchantId,
      memberId,
      source: 'seamless',
      vendor: 'BGS',
      roundId: `r${seq}`,
      betId: String(seq),
      gameType,
      status: 'settled',
      stake: validBet.toString(),
      validBet: validBet.toString(),
      win: '0',
    },
  } as unknown as StoredEvent;
  await t.db.transaction().execute((trx) => rebateAccrualSubscriber.handle(trx, event));
}
async function member(merchant = acme) {
  const m = await buildMember(t.db, merchant.id);
  return { ...m, token: await tokenOf(t.db, merchant.code, m.id) };
}
type M = Awaited<ReturnType<typeof member>>;
const accrued = (m: M, merchant = 'acme') => t.call({ url: API.manualRebate.accrued, merchant, token: m.token });
const claim = (m: M, merchant = 'acme') =>
  t.call({ url: API.manualRebate.claim, merchant, token: m.token, method: 'POST', body: {} });

describe('manual rebate', () => {
  it('accrues from real plays at the game type’s rate and pays the claim through the ledger', async () => {
    const p = await bgsPlayer(t, acme, 10_000_000n);
    for (let i = 0; i < 3; i++) expect((await bgsSpin(t, p.sessionToken, 5_000)).status).toBe(200);
    await deliverPending(t.deps, [rebateAccrualSubscriber]);
    const events = await t.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'round.settled')
      .where('member_id', '=', p.id)
      .execute();
    const validBet = events.reduce((a, e) => a + BigInt((e.payload as { validBet: string }).validBet), 0n);
    const gameType = (events[0]!.payload as { gameType: string }).gameType;
    const m = { ...p, token: await tokenOf(t.db, 'acme', p.id) };
    const before = await main(p.id);
    const r = await accrued(m);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toMatchObject({
      totalValidBet: validBet.toString(),
      totalRebate: (validBet / 100n).toString(),
      minClaim: '100',
      lastClaimAt: null,
    });
    expect(r.body.value.rows).toEqual([
      { gameType, validBet: validBet.toString(), ratePercent: '1.00', rebate: (validBet / 100n).toString() },
    ]);
    const c = await claim(m);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect(c.body.value).toMatchObject({ amount: (validBet / 100n).toString(), validBet: validBet.toString() });
    expect(await main(p.id)).toBe(before + validBet / 100n);
    const after = (await accrued(m)).body.value;
    expect([after.totalValidBet, after.totalRebate, after.rows]).toEqual(['0', '0', []]);
    expect(after.lastClaimAt).toBe(c.body.value.claimedAt);
    // Nothing left: below the minimum.
    const again = await claim(m);
    expect([again.status, again.body.code]).toEqual([409, 'rebate_below_minimum']);
    const history = (await t.call({ url: API.manualRebate.history, token: m.token })).body.value;
    expect(history.totalElements).toBe(1);
    expect(history.content[0]).toMatchObject({ id: c.body.value.id, amount: c.body.value.amount });
  });

  it('keeps fractions of a minor unit for the next claim and rates each game type', async () => {
    const m = await member();
    await play(m.id, 'LIVE', 10_050n); // 0.5 %: 50.25
    await play(m.id, 'RNG', 9_999n); // 1 %: 99.99
    const r = (await accrued(m)).body.value;
    expect(r.rows).toEqual([
      { gameType: 'LIVE', validBet: '10050', ratePercent: '0.50', rebate: '50' },
      { gameType: 'RNG', validBet: '9999', ratePercent: '1.00', rebate: '99' },
    ]);
    expect((await claim(m)).body.value.amount).toBe('149');
    // The fractions (0.25 and 0.99 of a minor unit) stay; one more play of 0.75 minor LIVE makes 1.
    await play(m.id, 'LIVE', 150n);
    expect((await accrued(m)).body.value.rows.find((x: { gameType: string }) => x.gameType === 'LIVE').rebate).toBe('1');
  });

  it('pays a member’s parallel claims once', async () => {
    const m = await member();
    await play(m.id, 'RNG', 100_000n);
    const before = await main(m.id);
    const all = await Promise.all(Array.from({ length: 6 }, () => claim(m)));
    expect(all.filter((r) => r.status === 200).length).toBe(1);
    expect(all.filter((r) => r.body.code === 'rebate_below_minimum').length).toBe(5);
    expect(await main(m.id)).toBe(before + 1_000n);
  });

  it('neither loses nor double counts plays settling while a claim runs', async () => {
    const m = await member();
    await play(m.id, 'RNG', 50_000n);
    const plays = Array.from({ length: 10 }, () => play(m.id, 'RNG', 10_000n));
    const [c] = await Promise.all([claim(m), ...plays]);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const left = BigInt((await accrued(m)).body.value.totalValidBet);
    expect(BigInt(c.body.value.validBet) + left).toBe(150_000n);
  });

  it('is refused with operation_not_enabled without MANPLAYREB3 and accrues nothing there', async () => {
    const m = await member(beta);
    await play(m.id, 'RNG', 100_000n, beta.id);
    for (const r of [await accrued(m, 'beta'), await claim(m, 'beta')]) {
      expect([r.status, r.body.code]).toEqual([403, 'operation_not_enabled']);
    }
    const rows = await t.db.selectFrom('rebate_accruals').select('valid_bet').where('member_id', '=', m.id).execute();
    expect(rows).toEqual([]);
  });

  it('shows each member only their own accrual and history', async () => {
    const a = await member();
    const b = await member();
    await play(a.id, 'RNG', 20_000n);
    expect((await accrued(b)).body.value.rows).toEqual([]);
    expect((await claim(a)).status).toBe(200);
    expect((await t.call({ url: API.manualRebate.history, token: b.token })).body.value.totalElements).toBe(0);
    expect((await t.call({ url: API.manualRebate.accrued })).status).toBe(401);
  });
});
