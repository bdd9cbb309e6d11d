import { afterAll, describe, expect, it } from 'vitest';
import { API, SOCKET_CLOSE, type OpsQueueTopic, type OpsSocketMessage, type SocketMessage } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { cookieOperator, opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { as, PAY_PASSWORD, payPlayer, paymentMerchant, withId } from '../../../test/helpers/payments.js';
import { openSocket } from '../../../test/helpers/wallet.js';
import { buildApp } from '../../composition.js';
import { opsSocketTiming } from './ops-live.socket.js';

// Re-check sessions (and ping) every 200 ms instead of 30 s.
opsSocketTiming.heartbeatMs = 200;

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const socketAt = (base: string, merchant?: string) =>
  `${base.replace(/^http/, 'ws')}${API.operator.socket}${merchant ? `?merchant=${merchant}` : ''}`;

const isQueue =
  (topic: OpsQueueTopic, pred: (v: Record<string, number>) => boolean = () => true) =>
  (m: SocketMessage) => {
    const q = m as unknown as OpsSocketMessage;
    return q.type === 'queue' && q.topic === topic && pred(q.value as Record<string, number>);
  };

const labelled = async <T>(line: number, p: Promise<T>) => {
  try {
    return await p;
  } catch (e) {
    throw new Error(`line ${line}: ${(e as Error).message}`);
  }
};

/** A frame matching `pred` has come, earlier or later than those already waited for (nothing consumed). */
async function arrived(s: { messages: SocketMessage[] }, pred: (m: SocketMessage) => boolean, timeoutMs = 10_000) {
  for (const end = Date.now() + timeoutMs; !s.messages.some(pred); await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() > end) throw new Error(`no matching socket message within ${timeoutMs} ms`);
}

let requests = 0;
async function requestWithdrawal(merchant = acme, amount = '20000') {
  const p = await payPlayer(t.db, merchant, { balance: 1_000_000n, paymentPassword: true, bank: true });
  const r = await as(t, p, API.payment.withdraw, {
    amount,
    bankAccountId: p.bankAccountId,
    paymentPassword: PAY_PASSWORD,
    requestId: `live-request-${++requests}`,
  });
  return r.body.value.id as string;
}

describe("the console's socket", () => {
  it('pushes the queue counts at once and after every change, from whichever instance made it', async () => {
    const alice = await cookieOperator(t, 'finance', acme.id);
    const s = openSocket(socketAt(address), { cookie: alice.cookie });
    // The file's first socket opens the instance's LISTEN connection: on a loaded machine that alone has taken seconds.
    const start = (await labelled(44, s.next(isQueue('withdrawals'), 30_000))) as unknown as OpsSocketMessage;
    expect(start.value).toEqual({ open: 0, held: 0, secondApproval: 0, disputed: 0 });
    // The other queues' first counts come too, in whatever order their reads finish.
    await labelled(46, arrived(s, isQueue('deposits')));
    await labelled(47, arrived(s, isQueue('adjustments')));

    // A player's request through this instance.
    const id = await requestWithdrawal();
    await labelled(51, s.next(isQueue('withdrawals', (v) => v.open === 1)));
    // A hold made through a second instance on the same database reaches this one's socket.
    const second = await buildApp(t.deps);
    try {
      const bob = await signedInOperator(t, 'finance', acme.id);
      const r = await second.inject({
        method: 'POST',
        url: withId(API.operator.holdWithdrawal, id),
        headers: { authorization: `Bearer ${bob.token}` },
        payload: { reason: 'check the payee' },
      });
      expect(r.statusCode).toBe(200);
    } finally {
      await second.close();
    }
    await labelled(66, s.next(isQueue('withdrawals', (v) => v.open === 0 && v.held === 1)));
    // Another merchant's change is not pushed here.
    await requestWithdrawal(beta);
    const unhold = await opCall(t, undefined, withId(API.operator.unholdWithdrawal, id), { body: {}, key: acme.operatorKey });
    expect(unhold.status).toBe(200);
    const next = (await labelled(71, s.next(isQueue('withdrawals')))) as unknown as OpsSocketMessage;
    expect(next.value).toMatchObject({ open: 1, held: 0 });
    s.close();
  });

  it('follows only the queues the role may read', async () => {
    const support = await cookieOperator(t, 'support', acme.id);
    const s = openSocket(socketAt(address), { cookie: support.cookie });
    await s.next(isQueue('adjustments'));
    await requestWithdrawal();
    await new Promise((r) => setTimeout(r, 300));
    const frames = s.messages.map((m) => m as unknown as OpsSocketMessage);
    expect(frames.flatMap((f) => (f.type === 'queue' ? [f.topic] : []))).toEqual(['adjustments']);
    s.close();
  });

  it('refuses without a session, from another site, for a machine key, and across merchants', async () => {
    const refused = async (headers: Record<string, string>, merchant?: string) =>
      await openSocket(socketAt(address, merchant), headers).closed;
    expect(await refused({})).toEqual({ code: SOCKET_CLOSE.POLICY, reason: 'not_logged_in' });
    const op = await cookieOperator(t, 'finance', acme.id);
    expect(await refused({ cookie: op.cookie, origin: 'https://evil.example' })).toEqual({
      code: SOCKET_CLOSE.POLICY,
      reason: 'forbidden',
    });
    expect(await refused({ 'x-operator-key': acme.operatorKey })).toEqual({ code: SOCKET_CLOSE.POLICY, reason: 'forbidden' });
    expect(await refused({ cookie: op.cookie }, 'beta')).toEqual({ code: SOCKET_CLOSE.POLICY, reason: 'forbidden' });
    // A platform operator names the merchant it works on.
    const platform = await cookieOperator(t, 'finance', null);
    expect(await refused({ cookie: platform.cookie })).toEqual({ code: SOCKET_CLOSE.POLICY, reason: 'merchant_required' });
    const s = openSocket(socketAt(address, 'beta'), { cookie: platform.cookie });
    await s.next(isQueue('withdrawals', (v) => (v.open ?? 0) >= 1));
    s.close();
  });

  it('closes when the session ends (signed out), without keeping an idle session alive', async () => {
    const op = await cookieOperator(t, 'finance', acme.id);
    const s = openSocket(socketAt(address), { cookie: op.cookie });
    await s.next(isQueue('withdrawals'));
    const before = await t.db
      .selectFrom('operator_sessions')
      .select('last_seen_at')
      .where('operator_id', '=', op.id)
      .executeTakeFirstOrThrow();
    await new Promise((r) => setTimeout(r, 500));
    const after = await t.db
      .selectFrom('operator_sessions')
      .select('last_seen_at')
      .where('operator_id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(after.last_seen_at).toEqual(before.last_seen_at);
    const out = await t.call({
      url: API.operator.logout,
      merchant: null,
      body: {},
      headers: { cookie: op.cookie, 'x-csrf-token': op.csrf },
    });
    expect(out.status).toBe(200);
    expect(await s.closed).toEqual({ code: SOCKET_CLOSE.POLICY, reason: 'session_expired' });
  });
});

afterAll(() => t.app.close());
