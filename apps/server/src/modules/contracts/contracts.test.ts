import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { deliverPending } from '../events/index.js';
import { endContractsAfterMove, memberMovedSubscriber } from './index.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { flags: { AGENTPOLICY3: true } });
const C = API.contracts;
const contractCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('agent_contracts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function agent(type: number, uplineId?: string) {
  const m = await buildMember(t.db, acme.id, { type, ...(uplineId ? { uplineId } : {}) });
  return { id: m.id, username: m.username, token: await tokenOf(t.db, 'acme', m.id) };
}
// top (1) → mid (1) → low (1); mid also has a player-agent (2) and a sub-agent (42); other is another team.
const top = await agent(1);
const mid = await agent(1, top.id);
const low = await agent(1, mid.id);
const pa = await agent(2, mid.id);
const sub = await agent(42, mid.id);
const player = await agent(0, mid.id);
const other = await agent(1);
const otherDown = await agent(1, other.id);
const owner = await signedInOperator(t, 'owner', acme.id);
const auditor = await signedInOperator(t, 'auditor', acme.id);

type Tier = [string, number, number];
const daily = (downlineId: string, ...tiers: Tier[]) => ({
  downlineId,
  kind: 'dailySalary',
  gameType: 'CONS',
  tiers: tiers.map(([betVolume, activeMember, rate]) => ({ betVolume, activeMember, rateType: 'P', rate })),
});
const as = (who: { token: string }, url: string, body?: unknown) =>
  t.call({ url, token: who.token, ...(body === undefined ? {} : { body }) });
const at = (p: string, id: string) => p.replace(':id', id);

/** Offer and accept, answering the contract id. */
async function signed(from: { token: string } | 'platform', to: { id: string; token: string }, body: unknown) {
  const r =
    from === 'platform' ? await opCall(t, owner.token, C.ops.list, { body, merchant: 'acme' }) : await as(from, C.list, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const a = await as(to, at(C.accept, r.body.value.id), {});
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  return r.body.value.id as string;
}

describe('the contract flow', () => {
  it('passes a contract down the line: platform → top → mid → low, each accepting (P → A)', async () => {
    await signed('platform', top, daily(top.id, ['100000', 1, 100], ['500000', 3, 200]));
    const offer = await as(top, C.list, daily(mid.id, ['100000', 1, 80], ['500000', 3, 150]));
    expect(offer.body.value).toMatchObject({
      status: 'P',
      uplineId: top.id,
      downlineId: mid.id,
      kind: 'dailySalary',
      gameType: 'CONS',
    });
    // The downline sees it in the popup and its list; the upline in its list as upline.
    const pop = await as(mid, C.consolidated);
    expect(pop.body.value.dailysalreqtype.CONS).toHaveLength(1);
    expect(pop.body.value.enabled).toEqual({ dividend: false, dailySalary: true, hourlySalary: false, realtimeSalary: false });
    expect((await as(top, `${C.list}?as=upline`)).body.value.content.map((c: { id: string }) => c.id)).toContain(
      offer.body.value.id,
    );
    const accepted = await as(mid, at(C.accept, offer.body.value.id), {});
    expect(accepted.body.value).toMatchObject({ status: 'A' });
    expect(accepted.body.value.decidedAt).not.toBeNull();
    await signed(mid, low, daily(low.id, ['100000', 1, 50]));
    expect((await as(mid, C.consolidated)).body.value.dailysalreqtype).toEqual({});
  });

  it('refuses a rate above the upline’s own contract (422 agent_contract_rate_above_upline), writing nothing', async () => {
    const before = await contractCount();
    const r = await as(mid, C.list, daily(pa.id, ['100000', 1, 120]));
    expect([r.status, r.body.code]).toEqual([422, 'agent_contract_rate_above_upline']);
    const r2 = await as(mid, C.list, daily(pa.id, ['100000', 1, 50], ['200000', 1, 40]));
    expect([r2.status, r2.body.code]).toEqual([422, 'agent_contract_invalid_tiers']);
    const r3 = await as(mid, C.list, { ...daily(pa.id, ['100000', 1, 50]), kind: 'hourlySalary' });
    expect([r3.status, r3.body.code]).toEqual([422, 'agent_contract_upline_has_none']);
    expect(await contractCount()).toBe(before);
  });

  it('lets only type 1 offer and only types 1, 2, 41 hold; only direct downlines', async () => {
    expect((await as(mid, C.list, daily(sub.id, ['100000', 1, 50]))).body.code).toBe('agent_contract_not_allowed');
    expect((await as(pa, C.list, daily(mid.id, ['100000', 1, 50]))).body.code).toBe('agent_contract_not_allowed');
    // low is mid's downline, not top's direct one; other's downline is not mid's at all.
    for (const id of [low.id, otherDown.id, mid.id.replace(/\d$/, (d) => String((+d + 5) % 10))]) {
      const r = await as(top, C.list, daily(id, ['100000', 1, 50]));
      expect([r.status, r.body.code]).toEqual([404, 'agent_member_not_found']);
    }
    const r = await as(player, C.list);
    expect([r.status, r.body.code]).toEqual([403, 'non_agent_cannot_login']);
  });

  it('refuses another agent acting on a contract it is not party to (404)', async () => {
    const offer = await as(mid, C.list, daily(pa.id, ['100000', 1, 40]));
    expect(offer.status).toBe(200);
    const id = offer.body.value.id as string;
    for (const url of [at(C.accept, id), at(C.reject, id), at(C.terminate, id), at(C.confirmTermination, id)]) {
      const r = await as(other, url, {});
      expect([r.status, r.body.code]).toEqual([404, 'agent_contract_not_found']);
    }
    expect((await as(other, at(C.one, id))).status).toBe(404);
    // The upline may not accept its own offer; a second offer while one waits is refused.
    expect((await as(mid, at(C.accept, id), {})).status).toBe(404);
    expect((await as(mid, C.list, daily(pa.id, ['100000', 1, 30]))).body.code).toBe('agent_contract_offer_pending');
    const rejected = await as(pa, at(C.reject, id), {});
    expect(rejected.body.value.status).toBe('R');
    expect((await as(pa, at(C.accept, id), {})).body.code).toBe('agent_contract_wrong_status');
  });

  it('asks before a lower-rate acceptance ends a downline’s contract, then ends it (and those below) on confirm', async () => {
    // mid holds 0.80 %/1.50 %, low 0.50 %. A new offer to mid at 0.40 % (E: over the one in force).
    const offer = await as(top, C.list, daily(mid.id, ['100000', 1, 40]));
    expect(offer.body.value.status).toBe('E');
    const id = offer.body.value.id as string;
    expect((await as(mid, at(C.one, id))).body.value.downlineHigherRate).toBe('Y');
    const warn = await as(mid, at(C.accept, id), {});
    expect([warn.status, warn.body.code]).toEqual([409, 'agent_contract_downline_higher_rate']);
    expect(warn.body.value).toEqual([expect.objectContaining({ downlineId: low.id })]);
    expect((await as(mid, at(C.one, id))).body.value.status).toBe('E');
    const ok = await as(mid, at(C.accept, id), { confirm: true });
    expect(ok.body.value.status).toBe('A');
    const lows = (await as(low, C.list)).body.value.content;
    expect(lows[0]).toMatchObject({ status: 'T', terminationBy: 'cascade' });
    const mids = (await as(mid, `${C.list}?status=T`)).body.value.content;
    expect(mids.map((c: { terminationBy: string }) => c.terminationBy)).toContain('upline');
  });

  it('terminates on request of one side and confirmation of the other (A → V → T)', async () => {
    const id = await signed(mid, low, daily(low.id, ['100000', 1, 30]));
    const ask = await as(low, at(C.terminate, id), {});
    expect(ask.body.value).toMatchObject({ status: 'V', terminationBy: 'downline' });
    expect((await as(low, at(C.confirmTermination, id), {})).body.code).toBe('agent_contract_wrong_status');
    const done = await as(mid, at(C.confirmTermination, id), {});
    expect(done.body.value).toMatchObject({ status: 'T', terminationBy: 'downline' });
    expect(done.body.value.endedAt).not.toBeNull();
  });

  it('answers 400 validation_failed for bad input, writing nothing', async () => {
    const before = await contractCount();
    for (const body of [
      {},
      { ...daily(low.id, ['100000', 1, 30]), kind: 'weekly' },
      { ...daily(low.id, ['100000', 1, 30]), gameType: 'POKER' },
      daily(low.id, ['-5', 1, 30]),
      daily(low.id, ['100000', 1, 10_001]),
      { ...daily(low.id), tiers: [] },
      {
        downlineId: low.id,
        kind: 'dividend',
        gameType: 'CONS',
        tiers: [{ minimumBet: '1', netLoss: '1', activeMember: 1, contractRate: 1 }],
      },
    ]) {
      const r = await as(mid, C.list, body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([400, 'validation_failed']);
    }
    expect((await as(mid, at(C.accept, 'abc'), {})).status).toBe(400);
    expect(await contractCount()).toBe(before);
  });

  it('answers empty maps in the popup without AGENTPOLICY3', async () => {
    const beta = await buildMerchant(t.db, { code: 'beta' });
    const b = await buildMember(t.db, beta.id, { type: 1 });
    const r = await t.call({ url: C.consolidated, merchant: 'beta', token: await tokenOf(t.db, 'beta', b.id) });
    expect(r.body.value).toMatchObject({ divtypereq: {}, dailysalreqtype: {}, contracthoursalreq: {}, realtimesalreqtype: {} });
  });
});

describe('operator oversight', () => {
  it('lists, views and terminates (audited; the contracts below end too); the auditor may read only', async () => {
    const list = await opCall(t, auditor.token, `${C.ops.list}?agentId=${top.id}`, { merchant: 'acme' });
    expect(list.status).toBe(200);
    const topContract = list.body.value.content.find(
      (c: { uplineId: string | null; status: string }) => c.uplineId === null && c.status === 'A',
    );
    expect(topContract).toBeDefined();
    expect((await opCall(t, auditor.token, at(C.ops.one, topContract.id), { merchant: 'acme' })).body.value.id).toBe(
      topContract.id,
    );
    const denied = await opCall(t, auditor.token, at(C.ops.terminate, topContract.id), {
      merchant: 'acme',
      body: { reason: 'x' },
    });
    expect([denied.status, denied.body.code]).toEqual([403, 'forbidden']);
    const r = await opCall(t, owner.token, at(C.ops.terminate, topContract.id), {
      merchant: 'acme',
      body: { reason: 'fraud check' },
    });
    expect(r.body.value).toMatchObject({ status: 'T', terminationBy: 'operator' });
    const mids = (await as(mid, `${C.list}?status=A`)).body.value.content;
    expect(mids).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', 'like', 'agent.contract.%')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'agent.contract.offer', target_id: expect.any(String) },
        { action: 'agent.contract.terminate', target_id: topContract.id },
      ]),
    );
  });
});

describe('a moved member', () => {
  it('loses the contracts of its former upline (and those below) once the operator moves it', async () => {
    const a = await agent(1);
    const b = await agent(1, a.id);
    const c = await agent(1, b.id);
    const up = await signed('platform', a, daily(a.id, ['100000', 1, 100]));
    const ab = await signed(a, b, daily(b.id, ['100000', 1, 80]));
    const bc = await signed(b, c, daily(c.id, ['100000', 1, 50]));
    const moved = await opCall(t, owner.token, API.operator.agentUpline.replace(':id', b.id), {
      merchant: 'acme',
      method: 'PUT',
      body: { uplineId: other.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await deliverPending(t.deps, [memberMovedSubscriber]);
    const statuses = await t.db
      .selectFrom('agent_contracts')
      .select(['id', 'status', 'termination_by'])
      .where('id', 'in', [up, ab, bc])
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => [s.status, s.termination_by])).toEqual([
      ['A', null],
      ['T', 'cascade'],
      ['T', 'cascade'],
    ]);
    // A redelivery, or a second call, ends nothing more.
    expect(await endContractsAfterMove(t.db, acme.id, b.id)).toEqual([]);
  });
});
