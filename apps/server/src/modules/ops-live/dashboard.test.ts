import { describe, expect, it } from 'vitest';
import {
  API,
  startOfLocalDay,
  todayIn,
  type OpsBet,
  type OpsDashboard,
  type OpsMemberRow,
  type OpsSocketMessage,
  type SocketMessage,
} from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { cookieOperator, opCall, signedInOperator } from '../../../test/helpers/operators.js';
import { payPlayer, paymentMerchant } from '../../../test/helpers/payments.js';
import { openSocket } from '../../../test/helpers/wallet.js';
import { opsSocketTiming } from './ops-live.socket.js';

const t = await testPlatform();
const acme = await paymentMerchant(t.db, 'acme');
const beta = await paymentMerchant(t.db, 'beta');
const owner = await signedInOperator(t, 'owner', acme.id);
const content = await signedInOperator(t, 'content', acme.id);
const support = await signedInOperator(t, 'support', acme.id);
const { time_zone: zone } = await t.db
  .selectFrom('merchants')
  .select('time_zone')
  .where('id', '=', acme.id)
  .executeTakeFirstOrThrow();
const dayStart = startOfLocalDay(todayIn(zone), zone);
const yesterday = new Date(dayStart.getTime() - 3_600_000);

// Three members signed in; one of them not seen for 10 minutes, one signed out. A beta member online too.
const online = [await payPlayer(t.db, acme), await payPlayer(t.db, acme)];
const idle = await payPlayer(t.db, acme);
const gone = await payPlayer(t.db, acme);
await payPlayer(t.db, beta);
await t.db
  .updateTable('sessions')
  .set({ last_seen_at: new Date(Date.now() - 10 * 60_000) })
  .where('member_id', '=', idle.id)
  .execute();
await t.db.updateTable('sessions').set({ revoked_at: new Date() }).where('member_id', '=', gone.id).execute();

const channelId = (
  await t.db
    .selectFrom('payment_channels')
    .select('id')
    .where('merchant_id', '=', acme.id)
    .where('code', '=', 'BANK')
    .executeTakeFirstOrThrow()
).id;
let orders = 0;
const deposit = (status: 'pending' | 'confirmed' | 'failed', amount: bigint, at = new Date()) =>
  t.db
    .insertInto('deposits')
    .values({
      merchant_id: acme.id,
      member_id: online[0]!.id,
      channel_id: channelId,
      order_no: `DASH-${String(++orders).padStart(4, '0')}`,
      amount,
      status,
      created_at: at,
      settled_at: status === 'pending' ? null : at,
    })
    .execute();
const withdrawal = (status: 'requested' | 'approved' | 'rejected', amount: bigint, at = new Date()) =>
  t.db
    .insertInto('withdrawals')
    .values({
      merchant_id: acme.id,
      member_id: online[1]!.id,
      amount,
      bank_name: 'Test Bank',
      account_name: 'Test Payee',
      account_number: '1234567',
      status,
      created_at: at,
      decided_at: status === 'requested' ? null : at,
      receipt_state: status === 'approved' ? 'received' : null,
      receipt_deadline: status === 'approved' ? at : null,
    })
    .execute();
await deposit('confirmed', 50_000n);
await deposit('confirmed', 25_000n);
await deposit('confirmed', 99_000n, yesterday);
await deposit('pending', 10_000n);
await deposit('failed', 10_000n);
await withdrawal('approved', 30_000n);
await withdrawal('approved', 70_000n, yesterday);
await withdrawal('requested', 20_000n);
await withdrawal('rejected', 20_000n);

let rounds = 0;
const bet = (o: {
  stake: bigint;
  win: bigint;
  status: 'pending' | 'settled' | 'cancelled';
  settledAt?: Date;
  placedAt?: Date;
  vendor?: string;
}) =>
  t.db
    .insertInto('bets')
    .values({
      merchant_id: acme.id,
      member_id: online[0]!.id,
      vendor_code: o.vendor ?? 'SIM',
      game_code: 'slot-1',
      game_type: 'SLOT',
      round_id: `r${++rounds}`,
      stake: o.stake,
      valid_bet: o.stake,
      win: o.win,
      status: o.status,
      source: 'seamless',
      placed_at: o.placedAt ?? new Date(),
      settled_at: o.settledAt ?? null,
    })
    .execute();
await bet({ stake: 1_000n, win: 0n, status: 'settled', settledAt: new Date() });
await bet({ stake: 2_000n, win: 5_000n, status: 'settled', settledAt: new Date(), vendor: 'LOTTO' });
await bet({ stake: 4_000n, win: 0n, status: 'pending' });
// Settled yesterday, placed two minutes ago: neither today's revenue nor this minute's bets.
await bet({ stake: 8_000n, win: 0n, status: 'settled', settledAt: yesterday, placedAt: new Date(Date.now() - 120_000) });

const dashboard = async (token: string) => (await opCall(t, token, API.operator.dashboard)).body.value as OpsDashboard;

describe("the console's dashboard", () => {
  it("answers today's figures in the merchant's day, each as the list it opens counts it", async () => {
    const d = await dashboard(owner.token);
    expect(d.dayStart).toBe(dayStart.toISOString());
    expect(d.playersOnline).toBe(2);
    expect(d.deposits).toEqual({ count: 2, amount: '75000', pending: 1 });
    expect(d.withdrawals).toEqual({ count: 1, amount: '30000', pending: 1 });
    expect(d.bets).toEqual({ perMinute: 3, stakes: '3000', wins: '5000', ggr: '-2000' });

    // The lists behind the figures: the online members, today's confirmed deposits, today's approved withdrawals, today's bets.
    const members = (await opCall(t, owner.token, `${API.operator.members}?online=true`)).body.value.rows as OpsMemberRow[];
    expect(members.map((m) => m.id).sort()).toEqual(online.map((m) => m.id).sort());
    const named = (await opCall(t, owner.token, `${API.operator.members}?online=true&by=username&q=${online[0]!.username}`)).body
      .value.rows;
    expect(named.map((m: OpsMemberRow) => m.id)).toEqual([online[0]!.id]);
    const since = encodeURIComponent(d.dayStart);
    const deposits = (await opCall(t, owner.token, `${API.operator.deposits}?status=confirmed&since=${since}`)).body.value.rows;
    expect(deposits.map((r: { amount: string }) => r.amount).sort()).toEqual(['25000', '50000']);
    const withdrawals = (await opCall(t, owner.token, `${API.operator.withdrawals}?view=decided&status=approved&since=${since}`))
      .body.value.rows;
    expect(withdrawals.map((r: { amount: string }) => r.amount)).toEqual(['30000']);
    const bets = (await opCall(t, owner.token, `${API.operator.bets}?since=${since}`)).body.value.rows as OpsBet[];
    expect(bets.map((b) => b.stake)).toEqual(['8000', '4000', '2000', '1000']);
    const settled = (await opCall(t, owner.token, `${API.operator.bets}?settledSince=${since}`)).body.value.rows as OpsBet[];
    const sum = (k: 'stake' | 'win') => settled.reduce((n, b) => n + BigInt(b[k]), 0n);
    expect(String(sum('stake') - sum('win'))).toBe(d.bets!.ggr);
  });

  it('shows each role only the sections of the lists it may read', async () => {
    expect(await dashboard(content.token)).toMatchObject({ playersOnline: null, deposits: null, withdrawals: null, bets: null });
    const s = await dashboard(support.token);
    expect(s.playersOnline).toBe(2);
    expect([s.deposits, s.withdrawals]).toEqual([null, null]);
    expect(s.bets).not.toBeNull();
    expect((await t.call({ url: API.operator.dashboard, merchant: null })).status).toBe(401);
    // A merchant operator naming another merchant is refused; a platform operator reads the one it names.
    expect((await opCall(t, owner.token, API.operator.dashboard, { merchant: 'beta' })).status).toBe(403);
    const platform = await signedInOperator(t, 'owner', null);
    expect((await opCall(t, platform.token, API.operator.dashboard, { merchant: 'beta' })).body.value.playersOnline).toBe(1);
  });

  it('is pushed over the console socket at once, soon after a money change, and on its clock', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const finance = await cookieOperator(t, 'finance', acme.id);
    const socketUrl = `${address.replace(/^http/, 'ws')}${API.operator.socket}`;
    // A clock far off: what comes next is the deposit's nudge.
    opsSocketTiming.dashboardMs = 600_000;
    let s = openSocket(socketUrl, { cookie: finance.cookie });
    const isDashboard = (pred: (d: OpsDashboard) => boolean) => (m: SocketMessage) => {
      const f = m as unknown as OpsSocketMessage;
      return f.type === 'dashboard' && pred(f.value);
    };
    const first = (await s.next(
      isDashboard(() => true),
      30_000,
    )) as unknown as { value: OpsDashboard };
    expect(first.value).toMatchObject({ playersOnline: 2, deposits: { count: 2, pending: 1 }, bets: { ggr: '-2000' } });
    await deposit('confirmed', 1_000n);
    await s.next(
      isDashboard((d) => d.deposits?.count === 3),
      10_000,
    );
    s.close();
    await s.closed;
    // A bet tells no queue: the clock (every 200 ms here, 15 s in service) brings it.
    opsSocketTiming.dashboardMs = 200;
    s = openSocket(socketUrl, { cookie: finance.cookie });
    const before = (await s.next(
      isDashboard(() => true),
      10_000,
    )) as unknown as { value: OpsDashboard };
    await bet({ stake: 500n, win: 0n, status: 'settled', settledAt: new Date() });
    await s.next(
      isDashboard((d) => d.bets?.stakes === String(BigInt(before.value.bets!.stakes) + 500n)),
      10_000,
    );
    s.close();
  });
});

describe("the console's bet list", () => {
  it('lists every vendor’s bets newest first by cursor, filtered, for bets.read only', async () => {
    const page1 = (await opCall(t, owner.token, `${API.operator.bets}?limit=3`)).body.value;
    expect(page1.rows).toHaveLength(3);
    const page2 = (await opCall(t, owner.token, `${API.operator.bets}?limit=3&cursor=${page1.next}`)).body.value;
    expect(page2.rows).toHaveLength(2);
    expect(page2.next).toBeNull();
    // The fifth is the one the socket test above placed.
    expect([...page1.rows, ...page2.rows].map((b: OpsBet) => b.roundId)).toEqual(['r5', 'r4', 'r3', 'r2', 'r1']);
    // Oldest first, by the same cursor.
    const old1 = (await opCall(t, owner.token, `${API.operator.bets}?limit=3&sort=oldest`)).body.value;
    const old2 = (await opCall(t, owner.token, `${API.operator.bets}?limit=3&sort=oldest&cursor=${old1.next}`)).body.value;
    expect([...old1.rows, ...old2.rows].map((b: OpsBet) => b.roundId)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect((await opCall(t, owner.token, `${API.operator.bets}?sort=sideways`)).status).toBe(400);
    expect(page1.rows[1]).toMatchObject({ member: online[0]!.username, vendor: 'SIM', status: 'settled', stake: '8000' });
    const lotto = (await opCall(t, owner.token, `${API.operator.bets}?vendor=LOTTO`)).body.value.rows;
    expect(lotto.map((b: OpsBet) => b.win)).toEqual(['5000']);
    const pending = (await opCall(t, owner.token, `${API.operator.bets}?status=pending&memberId=${online[0]!.id}`)).body.value
      .rows;
    expect(pending.map((b: OpsBet) => b.stake)).toEqual(['4000']);
    // Another merchant's list is its own; a role without bets.read is refused; bad filters are 400.
    expect((await opCall(t, (await signedInOperator(t, 'owner', beta.id)).token, API.operator.bets)).body.value.rows).toEqual([]);
    expect((await opCall(t, content.token, API.operator.bets)).status).toBe(403);
    expect((await opCall(t, owner.token, `${API.operator.bets}?since=yesterday`)).status).toBe(400);
    expect((await opCall(t, owner.token, `${API.operator.bets}?vendor=${encodeURIComponent("x' OR 1=1")}`)).status).toBe(400);
  });
});
