import { describe, expect, it } from 'vitest';
import { API, OPERATOR_KEY_HEADER } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { createOperatorKey } from '../operator/index.js';
import { deliverDue, deliverOne, deliverPending, pruneEvents, relay } from './index.js';
import { createHandledTable, deliveryStates, handledRows, recorder, signIns } from '../../../test/helpers/events.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
const keys = {
  acme: await createOperatorKey(t.db, acme.id, 'ops-acme'),
  beta: await createOperatorKey(t.db, beta.id, 'ops-beta'),
  acmeFinance: await createOperatorKey(t.db, acme.id, 'ops-acme-finance', 'finance'),
  acmeAuditor: await createOperatorKey(t.db, acme.id, 'ops-acme-auditor', 'auditor'),
};
await createHandledTable(t.db);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('delivery: at least once, with an exactly-once effect', () => {
  it('calls each subscriber once per event, however often delivery is attempted', async () => {
    const a = recorder('once-a');
    const b = recorder('once-b');
    const ids = await signIns(t.db, acme.id, ['1', '2', '3']);
    // Two drains one after the other, then two workers racing for the same event.
    expect(await deliverPending(t.deps, [a, b])).toMatchObject({ handled: 6, failed: 0 });
    expect(await deliverPending(t.deps, [a, b])).toMatchObject({ handled: 0 });
    const [extra] = await signIns(t.db, acme.id, ['4']);
    await relay(t.db, [a, b]);
    const raced = await Promise.all([
      deliverOne(t.db, a, { eventId: extra! }),
      deliverOne(t.db, a, { eventId: extra! }),
      deliverOne(t.db, a, { eventId: extra! }),
    ]);
    expect(raced.filter((o) => o === 'handled')).toHaveLength(1);
    expect(await deliverOne(t.db, a, { eventId: extra! })).toBe('none');
    await deliverPending(t.deps, [a, b]);
    for (const name of ['once-a', 'once-b']) {
      expect((await handledRows(t.db, name)).map((r) => r.event_id)).toEqual([...ids, extra]);
      expect((await deliveryStates(t.db, name)).every((d) => d.status === 'done')).toBe(true);
    }
  });

  it('an event emitted before a subscriber exists is not delivered to it; one emitted after is', async () => {
    const late = recorder('late');
    await signIns(t.db, acme.id, ['5']);
    await deliverPending(t.deps, []); // fanned out to nobody
    const [after] = await signIns(t.db, acme.id, ['6']);
    await deliverPending(t.deps, [late]);
    expect((await handledRows(t.db, 'late')).map((r) => r.event_id)).toEqual([after]);
  });
});

describe('delivery in batches (one commit for several events)', () => {
  it('never takes two events of one member into a batch, and a failing one is retried while the rest are done', async () => {
    let failed = false;
    const batched = recorder('batched', {
      orderedByMember: true,
      retryBaseMs: 100,
      fail: () => {
        if (failed) return false;
        failed = true;
        return true;
      },
    });
    const ids = await signIns(t.db, acme.id, ['21', '22', '21', '23', '22']);
    await relay(t.db, [batched]);
    const first = await deliverDue(t.db, batched, { limit: 20 });
    // One event per member (21, 22, 23): the first fails, the other two are done together.
    expect(first).toEqual(['failed', 'handled', 'handled']);
    const states = await deliveryStates(t.db, 'batched');
    expect(states.filter((d) => d.status === 'done').map((d) => d.event_id)).toEqual([ids[1], ids[3]]);
    await sleep(150);
    await deliverPending(t.deps, [batched]);
    const rows = await handledRows(t.db, 'batched');
    expect(rows.filter((r) => r.member_id === '21').map((r) => r.event_id)).toEqual([ids[0], ids[2]]);
    expect(rows.filter((r) => r.member_id === '22').map((r) => r.event_id)).toEqual([ids[1], ids[4]]);
  });
});

describe('delivery: per-member order', () => {
  it('holds a member’s later events while an earlier one is retried; other members go on', async () => {
    let failOnce = true;
    const ordered = recorder('ordered', {
      orderedByMember: true,
      retryBaseMs: 150,
      fail: () => {
        const f = failOnce;
        failOnce = false;
        return f;
      },
    });
    // Member 7's first event fails once; its next two must wait; member 8 is not held.
    const ids = await signIns(t.db, acme.id, ['7', '8', '7', '8', '7']);
    const first = await deliverPending(t.deps, [ordered]);
    expect(first).toMatchObject({ handled: 2, failed: 1 });
    expect((await handledRows(t.db, 'ordered')).map((r) => r.member_id)).toEqual(['8', '8']);
    const held = await deliveryStates(t.db, 'ordered');
    expect(held.filter((d) => d.status === 'pending').map((d) => d.event_id)).toEqual([ids[0], ids[2], ids[4]]);

    expect(await deliverPending(t.deps, [ordered])).toMatchObject({ handled: 0 }); // still in back-off
    await sleep(200);
    expect(await deliverPending(t.deps, [ordered])).toMatchObject({ handled: 3 });
    const seven = (await handledRows(t.db, 'ordered')).filter((r) => r.member_id === '7').map((r) => r.event_id);
    expect(seven).toEqual([ids[0], ids[2], ids[4]]);
  });

  it('an unordered subscriber is not held by a failing event of the same member', async () => {
    const loose = recorder('loose', { retryBaseMs: 60_000, fail: (id) => id === ids[0] });
    const ids = await signIns(t.db, acme.id, ['9', '9']);
    expect(await deliverPending(t.deps, [loose])).toMatchObject({ handled: 1, failed: 1 });
    // The failed event's own writes were undone with it.
    expect((await handledRows(t.db, 'loose')).map((r) => r.event_id)).toEqual([ids[1]]);
  });
});

describe('delivery: retries with back-off, then parked for operators', () => {
  const listFailed = (key?: string, query = '') =>
    t.call({
      url: `${API.monitoring.failedEvents}${query}`,
      merchant: null,
      ...(key ? { headers: { [OPERATOR_KEY_HEADER]: key } } : {}),
    });
  const retry = (key: string | undefined, subscriber: string, eventId: string) =>
    t.call({
      method: 'POST',
      url: API.monitoring.retryEvent.replace(':subscriber', subscriber).replace(':eventId', eventId),
      merchant: null,
      ...(key ? { headers: { [OPERATOR_KEY_HEADER]: key } } : {}),
    });

  it('retries after a growing delay, parks after maxAttempts, lists it, and the operator’s retry delivers it', async () => {
    let broken = true;
    const flaky = recorder('flaky', { maxAttempts: 3, retryBaseMs: 200, fail: () => broken });
    const [id] = await signIns(t.db, acme.id, ['11']);

    expect(await deliverPending(t.deps, [flaky])).toMatchObject({ failed: 1 });
    let [d] = await deliveryStates(t.db, 'flaky');
    expect(d).toMatchObject({ status: 'pending', attempts: 1, last_error: `Error: handler refused event ${id}` });
    const firstDelay = d!.next_attempt_at.getTime() - Date.now();
    expect(firstDelay).toBeGreaterThan(100);
    expect(await deliverPending(t.deps, [flaky])).toMatchObject({ handled: 0, failed: 0 }); // not before its time

    await sleep(250);
    expect(await deliverPending(t.deps, [flaky])).toMatchObject({ failed: 1 });
    [d] = await deliveryStates(t.db, 'flaky');
    expect(d!.attempts).toBe(2);
    expect(d!.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(firstDelay + 100); // doubled

    await sleep(450);
    expect(await deliverPending(t.deps, [flaky])).toMatchObject({ parked: 1 });
    [d] = await deliveryStates(t.db, 'flaky');
    expect(d).toMatchObject({ status: 'parked', attempts: 3 });
    await sleep(50);
    expect(await deliverPending(t.deps, [flaky])).toMatchObject({ handled: 0, failed: 0, parked: 0 });
    expect(await handledRows(t.db, 'flaky')).toEqual([]);

    // Operators see it (their own merchant's only), with the error; nobody else does.
    expect((await listFailed()).status).toBe(401);
    expect((await listFailed('opk_not-a-key')).status).toBe(401);
    expect((await listFailed(keys.acmeFinance)).status).toBe(403); // finance may not read monitoring
    expect((await listFailed(keys.beta)).body.value.content).toEqual([]);
    const listed = await listFailed(keys.acme, '?subscriber=flaky');
    expect(listed.status).toBe(200);
    expect(listed.body.value.content).toEqual([
      expect.objectContaining({
        subscriber: 'flaky',
        eventId: id,
        type: 'member.signed_in',
        memberId: '11',
        attempts: 3,
        lastError: `Error: handler refused event ${id}`,
      }),
    ]);

    expect((await retry(undefined, 'flaky', id!)).status).toBe(401);
    expect((await retry(keys.acmeAuditor, 'flaky', id!)).status).toBe(403); // auditors read, never retry
    expect((await retry(keys.beta, 'flaky', id!)).status).toBe(404);
    broken = false;
    const retried = await retry(keys.acme, 'flaky', id!);
    expect([retried.status, retried.body.value]).toEqual([200, { subscriber: 'flaky', eventId: id, status: 'pending' }]);
    expect((await retry(keys.acme, 'flaky', id!)).status).toBe(404); // no longer parked
    expect(await deliverPending(t.deps, [flaky])).toMatchObject({ handled: 1 });
    expect((await handledRows(t.db, 'flaky')).map((r) => r.event_id)).toEqual([id]);
    expect((await listFailed(keys.acme, '?subscriber=flaky')).body.value.content).toEqual([]);
  });

  it('refuses bad paths and queries with validation_failed', async () => {
    expect((await retry(keys.acme, 'Bad Name', '1')).status).toBe(400);
    expect((await retry(keys.acme, 'flaky', 'x')).status).toBe(400);
    expect((await listFailed(keys.acme, '?pageSize=1000')).status).toBe(400);
  });
});

describe('pruning handled history', () => {
  it('drops deliveries handled long ago and their events; keeps what is pending or parked', async () => {
    const prunable = recorder('prunable');
    const stuck = recorder('stuck', { retryBaseMs: 60_000, fail: () => true });
    const [id] = await signIns(t.db, acme.id, ['31']);
    await deliverPending(t.deps, [prunable, stuck]);
    const rows = () =>
      t.db
        .selectFrom('event_deliveries')
        .select(['subscriber', 'status'])
        .where('event_id', '=', id!)
        .orderBy('subscriber')
        .execute();
    await t.db
      .updateTable('event_deliveries')
      .set({ handled_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('event_id', '=', id!)
      .execute();
    await t.db
      .updateTable('domain_events')
      .set({ fanned_out_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('id', '=', id!)
      .execute();
    await pruneEvents(t.db, 7);
    // The failing subscriber's delivery is kept, and so is the event it needs.
    expect(await rows()).toEqual([{ subscriber: 'stuck', status: 'pending' }]);
    expect(await t.db.selectFrom('domain_events').select('id').where('id', '=', id!).execute()).toHaveLength(1);
    await t.db.deleteFrom('event_deliveries').where('event_id', '=', id!).where('subscriber', '=', 'stuck').execute();
    await pruneEvents(t.db, 7);
    expect(await t.db.selectFrom('domain_events').select('id').where('id', '=', id!).execute()).toHaveLength(0);
  });
});
