import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { crowdOfPlayers } from '../../../test/helpers/crowd.js';
import { connectionStringOf, createDb } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { mainBalance } from '../../../test/helpers/payments.js';
import { claimEnvelope, createDrop, splitPool } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { languages: ['EN', 'TY'] });
const owner = await signedInOperator(t, 'owner', acme.id);

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();
const dropBody = (over: Record<string, unknown> = {}) => ({
  titles: { EN: 'Lucky drop', TY: 'Maswerteng pamimigay' },
  startsAt: at(-1),
  endsAt: at(24),
  pool: '100000',
  envelopes: 100,
  minAmount: '500',
  maxAmount: '2000',
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const r = await opCall(t, owner.token, API.envelopes.ops.list, { body: dropBody(over) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.value.id as string;
};
const slotsOf = (dropId: string) =>
  t.db.selectFrom('envelope_slots').select(['amount', 'claimed_by']).where('drop_id', '=', dropId).execute();
const player = async (type = 0) => {
  const m = await buildMember(t.db, acme.id, { type });
  return { ...m, token: await tokenOf(t.db, acme.code, m.id) };
};
const claimUrl = (id: string) => API.envelopes.claim.replace(':id', id);
const claimAs = (token: string, id: string) => t.call({ url: claimUrl(id), method: 'POST', token, body: {} });
const live = (token: string, lang?: string) => t.call({ url: API.envelopes.live, token, lang });
const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
};

describe('red envelopes: the split', () => {
  it('splits a pool into amounts within min..max that sum exactly to the pool', () => {
    for (const [pool, n, min, max] of [
      [100_000n, 100, 500n, 2000n],
      [100n, 100, 1n, 1n],
      [1_000n, 3, 1n, 998n],
      [10_000_000n, 7, 1n, 10_000_000n],
      [5_000n, 10, 100n, 500n],
    ] as const) {
      const amounts = splitPool(pool, n, min, max);
      expect(amounts).toHaveLength(n);
      expect(amounts.reduce((a, b) => a + b, 0n)).toBe(pool);
      for (const a of amounts) expect(a >= min && a <= max).toBe(true);
    }
    // Random: two splits of the same pool differ.
    expect(splitPool(100_000n, 100, 1n, 100_000n)).not.toEqual(splitPool(100_000n, 100, 1n, 100_000n));
    expect(() => splitPool(100n, 10, 20n, 30n)).toThrow(RangeError);
  });
});

describe('red envelopes: operator drops', () => {
  it('creates a drop with its envelopes pre-split (audited), and refuses an impossible pool writing nothing', async () => {
    const id = await create();
    const slots = await slotsOf(id);
    expect(slots).toHaveLength(100);
    expect(slots.reduce((a, s) => a + BigInt(s.amount), 0n)).toBe(100_000n);
    expect(slots.every((s) => BigInt(s.amount) >= 500n && BigInt(s.amount) <= 2000n && s.claimed_by === null)).toBe(true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'envelopes.drop.create')
      .execute();
    expect(audit.map((a) => a.target_id)).toContain(id);

    const before = await t.db.selectFrom('envelope_drops').select('id').execute();
    for (const bad of [
      { pool: '1000' }, // below envelopes x min
      { pool: '300000' }, // above envelopes x max
      { minAmount: '3000' }, // max below min
      { endsAt: at(-2) }, // ends before it starts
    ]) {
      const r = await opCall(t, owner.token, API.envelopes.ops.list, { body: dropBody(bad) });
      expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
    }
    expect(await t.db.selectFrom('envelope_drops').select('id').execute()).toHaveLength(before.length);

    const listed = await opCall(t, owner.token, API.envelopes.ops.list);
    expect(listed.body.value.content.find((d: { id: string }) => d.id === id)).toMatchObject({
      status: 'live',
      pool: '100000',
      claimedCount: 0,
      claimedAmount: '0',
      createdBy: owner.username,
    });
  });

  it('cancels a drop (audited): its unclaimed envelopes never pay, claims already paid stand', async () => {
    const id = await create({ envelopes: 10, pool: '10000', minAmount: '500', maxAmount: '1500' });
    const early = await player();
    expect((await claimAs(early.token, id)).status).toBe(200);
    const cancelled = await opCall(t, owner.token, API.envelopes.ops.cancel.replace(':id', id), { body: {} });
    expect([cancelled.status, cancelled.body.value.status, cancelled.body.value.claimedCount]).toEqual([200, 'cancelled', 1]);
    const late = await player();
    expect((await claimAs(late.token, id)).body.code).toBe('envelope_not_live');
    expect((await slotsOf(id)).filter((s) => s.claimed_by !== null)).toHaveLength(1);
    const again = await opCall(t, owner.token, API.envelopes.ops.cancel.replace(':id', id), { body: {} });
    expect([again.status, again.body.code]).toEqual([409, 'envelope_not_live']);
    const audit = await t.db.selectFrom('audit_log').select('target_id').where('action', '=', 'envelopes.drop.cancel').execute();
    expect(audit.map((a) => a.target_id)).toEqual([id]);
  });
});

describe('red envelopes: the member', () => {
  it('shows the live drop, claims one envelope, and shows what it held (EN and TY)', async () => {
    const id = await create({ titles: { EN: 'Member drop', TY: 'Pamimigay sa miyembro' }, endsAt: at(1) });
    const p = await player();
    const before = await live(p.token);
    expect(before.status).toBe(200);
    // Another drop may end first; this member has claimed none, so the first running one shows.
    expect(before.body.value.drop).toMatchObject({ live: true, eligible: true });
    expect(before.body.value.claimed).toBeNull();
    const r = await claimAs(p.token, id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value.dropId).toBe(id);
    const amount = BigInt(r.body.value.amount);
    expect(amount >= 500n && amount <= 2000n).toBe(true);
    // Paid at once through the rewards: the main wallet holds it, the reward is claimed.
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(amount);
    const rewards = await t.db
      .selectFrom('member_rewards')
      .select(['source', 'source_ref', 'amount', 'status'])
      .where('member_id', '=', p.id)
      .execute();
    expect(rewards).toEqual([{ source: 'red_envelope', source_ref: `${id}:${p.id}`, amount: String(amount), status: 'claimed' }]);
    const after = await live(p.token);
    expect(after.body.value.claimed?.amount ?? null).toBe(after.body.value.drop.id === id ? String(amount) : null);
    const twice = await claimAs(p.token, id);
    expect([twice.status, twice.body.code]).toEqual([409, 'envelope_already_claimed']);
    const ty = await claimAs(p.token, id).then(() =>
      t.call({ url: claimUrl(id), method: 'POST', token: p.token, body: {}, lang: 'TY' }),
    );
    expect(ty.body.message).toBe('Nakuha mo na ang red envelope na ito.');
  });

  it('gives one member who claims 20 times in parallel exactly one envelope', async () => {
    const id = await create({ envelopes: 50, pool: '50000' });
    const p = await player();
    const rs = await Promise.all(Array.from({ length: 20 }, () => claimAs(p.token, id)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(new Set(rs.filter((r) => r.status !== 200).map((r) => r.body.code))).toEqual(new Set(['envelope_already_claimed']));
    expect((await slotsOf(id)).filter((s) => s.claimed_by === p.id)).toHaveLength(1);
    const paid = rs.find((r) => r.status === 200)!.body.value.amount;
    expect(await mainBalance(t.db, acme.id, p.id)).toBe(BigInt(paid));
  });

  it('refuses outside the window (not started, ended), trial accounts and members below the drop`s deposits', async () => {
    const p = await player();
    const future = await create({ startsAt: at(2), endsAt: at(5) });
    expect((await claimAs(p.token, future)).body.code).toBe('envelope_not_live');
    const ended = await createDrop(
      t.db,
      acme.id,
      { ...dropBody({ startsAt: at(-5), endsAt: at(-1) }), minVipLevel: 0, minDeposits: '0', turnoverMultiplier: 0 } as never,
      'seed',
    );
    expect((await claimAs(p.token, ended)).body.code).toBe('envelope_not_live');

    const running = await create();
    const trial = await player(4);
    const tr = await claimAs(trial.token, running);
    expect([tr.status, tr.body.code]).toEqual([403, 'envelope_not_eligible']);
    expect((await live(trial.token)).body.value.drop.eligible).toBe(false);

    const depositors = await create({ minDeposits: '100000' });
    const poor = await claimAs(p.token, depositors);
    expect([poor.status, poor.body.code]).toEqual([403, 'envelope_not_eligible']);
    expect((await slotsOf(depositors)).every((s) => s.claimed_by === null)).toBe(true);
    expect((await claimAs(p.token, '999999')).body.code).toBe('envelope_not_found');
    expect((await t.call({ url: claimUrl(running), method: 'POST', body: {} })).status).toBe(401);
  });
});

describe('red envelopes: the race', () => {
  it('500 concurrent claims on separate connections never pay more than the pool', async () => {
    const id = await create({ envelopes: 100, pool: '100000', minAmount: '500', maxAmount: '2000' });
    const members = await crowdOfPlayers(t.db, acme.id, 500);
    const crowdDb = createDb(connectionStringOf(t.db)!, 40);
    try {
      const outcomes = await Promise.all(
        members.map((memberId) => codeOf(claimEnvelope(crowdDb, { merchantId: acme.id, memberId }, id))),
      );
      const counts = outcomes.reduce<Record<string, number>>((c, o) => ({ ...c, [o]: (c[o] ?? 0) + 1 }), {});
      expect(counts).toEqual({ ok: 100, envelope_empty: 400 });
    } finally {
      await crowdDb.destroy();
    }
    const slots = await slotsOf(id);
    expect(slots.every((s) => s.claimed_by !== null)).toBe(true);
    expect(new Set(slots.map((s) => s.claimed_by)).size).toBe(100);
    expect(slots.reduce((a, s) => a + BigInt(s.amount), 0n)).toBe(100_000n);
    // What the ledger paid: exactly the pool, to the 100 winners, each what its envelope held.
    const balances = await Promise.all(members.map((m) => mainBalance(t.db, acme.id, m)));
    expect(balances.reduce((a, b) => a + b, 0n)).toBe(100_000n);
    expect(balances.filter((b) => b > 0n)).toHaveLength(100);
    const byMember = new Map(slots.map((s) => [s.claimed_by, BigInt(s.amount)]));
    expect(members.every((m, i) => balances[i] === (byMember.get(m) ?? 0n))).toBe(true);
  });
});
