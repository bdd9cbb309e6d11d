import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  API,
  balanceBehind,
  SOCKET_CLOSE,
  socketUrl,
  TRIAL_TYPE,
  walletBalanceSchema,
  type WalletBalance,
} from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { connectionStringOf } from '../../db/database.js';
import { buildApp } from '../../composition.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { accountFor, LEDGER_MEMBER_CHANNEL } from '../ledger/index.js';
import { move } from '../../../test/helpers/ledger.js';
import { gameSession, pid, signedCall, vendorSecret } from '../../../test/helpers/seamless.js';
import { findMerchantByCode } from '../merchant/index.js';
import { revokeSession } from '../session/index.js';
import { PushHub } from '../../lib/push-hub.js';
import type { Merchant } from '../merchant/index.js';
import { openSocket, type TestSocket } from '../../../test/helpers/wallet.js';
import { socketTiming } from './wallet.socket.js';
import { walletBalance } from './wallet.service.js';

// Re-check sessions (and ping) every 200 ms instead of 30 s.
socketTiming.heartbeatMs = 200;

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });

/** Vendors: two transfer wallets offered (one in maintenance), others that must not be listed. */
async function vendor(
  code: string,
  mode: 'transfer' | 'seamless',
  status: 'active' | 'maintenance' | 'disabled',
  offers: { merchantId: string; enabled?: boolean; sequence?: number }[],
) {
  const { id } = await t.db
    .insertInto('vendors')
    .values({ code, name: `${code} Games`, game_type: 'RNG', wallet_mode: mode, status, logo_url: `/art/vendor/${code}.svg` })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const o of offers) {
    await t.db
      .insertInto('merchant_vendors')
      .values({ merchant_id: o.merchantId, vendor_id: id, enabled: o.enabled ?? true, sequence: o.sequence ?? 0 })
      .execute();
  }
}
await vendor('TB', 'transfer', 'maintenance', [{ merchantId: acme.id, sequence: 2 }]);
await vendor('TA', 'transfer', 'active', [{ merchantId: acme.id, sequence: 1 }, { merchantId: beta.id }]);
await vendor('TOFF', 'transfer', 'active', [{ merchantId: acme.id, enabled: false }]);
await vendor('TDIS', 'transfer', 'disabled', [{ merchantId: acme.id }]);
await vendor('SEAM', 'seamless', 'active', [{ merchantId: acme.id }]);

let members = 0;
async function player(merchant = acme, type?: number) {
  const m = await buildMember(t.db, merchant.id, { username: `wal${++members}`, ...(type === undefined ? {} : { type }) });
  return { ...m, merchant, token: await tokenOf(t.db, merchant.code, m.id) };
}
type Player = Awaited<ReturnType<typeof player>>;
const balance = (p: Player) => t.call({ url: API.wallet.balance, token: p.token, merchant: p.merchant.code });
const summary = (b: WalletBalance) => ({
  main: b.main,
  total: b.total,
  wallets: b.wallets.map((w) => [w.vendor, w.balance, w.pending, w.maintenance]),
});

async function accounts(p: Player) {
  const m = p.merchant.id;
  return {
    main: (await accountFor(t.db, m, 'member', p.id)).id,
    ta: (await accountFor(t.db, m, 'member', p.id, 'TA')).id,
    clearing: (await accountFor(t.db, m, 'payment_clearing')).id,
    pending: (await accountFor(t.db, m, 'transfer_pending')).id,
    house: (await accountFor(t.db, m, 'house', null, 'TA')).id,
  };
}

describe('wallet balance', () => {
  it("a new member: main 0 and one empty wallet per transfer vendor the merchant offers, in the merchant's order", async () => {
    const p = await player();
    const r = await balance(p);
    expect(r.status).toBe(200);
    expect(r.raw.headers['cache-control']).toBe('private, no-store');
    const b = walletBalanceSchema.parse(r.body.value);
    expect(b).toMatchObject({ currency: 'PHP', decimals: 2 });
    expect(summary(b)).toEqual({
      main: '0',
      total: '0',
      wallets: [
        ['TA', '0', '0', false],
        ['TB', '0', '0', true],
      ],
    });
    expect(b.wallets[0]!.name).toBe('TA Games');
    // Reading a balance creates no account.
    expect(await t.db.selectFrom('ledger_accounts').select('id').where('member_id', '=', p.id).execute()).toEqual([]);
  });

  it('after ledger moves: main, vendor wallet, pending transfers and the total', async () => {
    const p = await player();
    const a = await accounts(p);
    await move(t.db, acme.id, 'deposit', a.clearing, a.main, 100_000n);
    await move(t.db, acme.id, 'transfer', a.main, a.ta, 30_000n);
    await move(t.db, acme.id, 'bet', a.ta, a.house, 5_000n);
    // A transfer main -> TA still pending at the vendor: held in transfer_pending, shown as pending.
    await move(t.db, acme.id, 'transfer', a.main, a.pending, 20_000n);
    await t.db
      .insertInto('wallet_transfers')
      .values({ merchant_id: acme.id, member_id: p.id, vendor_code: 'TA', direction: 'in', amount: 20_000n })
      .execute();
    // Settled transfers do not count as pending.
    await t.db
      .insertInto('wallet_transfers')
      .values({
        merchant_id: acme.id,
        member_id: p.id,
        vendor_code: 'TA',
        direction: 'in',
        amount: 1n,
        status: 'confirmed',
        settled_at: new Date(),
      })
      .execute();
    const b = walletBalanceSchema.parse((await balance(p)).body.value);
    expect(summary(b)).toEqual({
      main: '50000',
      total: '95000',
      wallets: [
        ['TA', '25000', '20000', false],
        ['TB', '0', '0', true],
      ],
    });
    expect(b).toEqual(await walletBalance(t.db, { id: acme.id, currency: 'PHP', currencySymbol: b.currencySymbol }, p.id));
  });

  it('still shows money in the wallet of a vendor the merchant no longer offers', async () => {
    const p = await player();
    const a = await accounts(p);
    const off = (await accountFor(t.db, acme.id, 'member', p.id, 'TOFF')).id;
    await move(t.db, acme.id, 'deposit', a.clearing, a.main, 500n);
    await move(t.db, acme.id, 'transfer', a.main, off, 200n);
    const b = walletBalanceSchema.parse((await balance(p)).body.value);
    expect(summary(b)).toEqual({
      main: '300',
      total: '500',
      wallets: [
        ['TA', '0', '0', false],
        ['TB', '0', '0', true],
        ['TOFF', '200', '0', false],
      ],
    });
  });

  it('refuses visitors, trial accounts and a token of another merchant; each merchant sees its own', async () => {
    expect((await t.call({ url: API.wallet.balance })).status).toBe(401);
    const trial = await player(acme, TRIAL_TYPE);
    expect(await balance(trial).then((r) => [r.status, r.body.code])).toEqual([403, 'in_need_true_account']);
    const b = await player(beta);
    expect((await t.call({ url: API.wallet.balance, token: b.token, merchant: 'acme' })).status).toBe(401);
    expect(summary((await balance(b)).body.value)).toEqual({ main: '0', total: '0', wallets: [['TA', '0', '0', false]] });
  });
});

describe('socket listener', async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const open: TestSocket[] = [];
  const connect = (
    p: Player,
    token = p.token,
    merchant: string | undefined = p.merchant.code,
    base = address,
    answerPings = true,
  ) => {
    const s = openSocket(socketUrl(base, token, merchant), undefined, answerPings);
    open.push(s);
    return s;
  };
  afterAll(() => open.forEach((s) => s.close()));
  const isBalance = (main: string) => (m: { type: string; value: unknown }) =>
    m.type === 'balance' && (m.value as WalletBalance).main === main;

  it('sends the balance at once, then the new balance after a ledger movement', async () => {
    const p = await player();
    const a = await accounts(p);
    const s = connect(p);
    const first = await s.next((m) => m.type === 'balance');
    expect(first.type).toBe('balance');
    expect(summary(walletBalanceSchema.parse(first.value))).toEqual({
      main: '0',
      total: '0',
      wallets: [
        ['TA', '0', '0', false],
        ['TB', '0', '0', true],
      ],
    });
    await move(t.db, acme.id, 'deposit', a.clearing, a.main, 12_345n);
    const pushed = await s.next(isBalance('12345'));
    expect(summary(walletBalanceSchema.parse(pushed.value))).toMatchObject({ main: '12345', total: '12345' });
    // Another member's money moving pushes nothing here.
    const q = await player();
    const qa = await accounts(q);
    await move(t.db, acme.id, 'deposit', qa.clearing, qa.main, 1n);
    await move(t.db, acme.id, 'bet', a.main, a.house, 345n);
    expect((await s.next((m) => m.type === 'balance')).value).toMatchObject({ main: '12000' });
  });

  it('carries the balance version on every heartbeat, so a client whose push was lost reads again', async () => {
    const p = await player();
    const a = await accounts(p);
    const s = connect(p);
    const held = walletBalanceSchema.parse((await s.next((m) => m.type === 'balance')).value);
    const beat = async () => ((await s.next((m) => m.type === 'heartbeat')).value as { balanceVersion: string }).balanceVersion;
    expect(await beat()).toBe(held.version);
    expect(balanceBehind(held.version, await beat())).toBe(false);
    // A movement committed by a server that died before its NOTIFY (p_notify false, no notify after):
    // no balance is pushed, but the next heartbeat shows the client behind.
    const pushedBefore = s.messages.filter((m) => m.type === 'balance').length;
    await sql`SELECT ledger_post(${acme.id}::bigint, 'deposit', ${`lost:${p.id}`}, ${`lost:${p.id}`},
      ARRAY[${a.clearing}, ${a.main}]::bigint[], ARRAY[-700, 700]::bigint[], '{}'::jsonb, false)`.execute(t.db);
    await expect.poll(async () => balanceBehind(held.version, await beat())).toBe(true);
    expect(s.messages.filter((m) => m.type === 'balance').length).toBe(pushedBefore);
    // Reading again gives the balance of that version.
    const again = walletBalanceSchema.parse((await balance(p)).body.value);
    expect([again.main, again.version]).toEqual(['700', await beat()]);
    expect(BigInt(again.version)).toBe(BigInt(held.version) + 1n);
  });

  it('pushes the balance after a seamless bet too, whose NOTIFY goes after its commit', async () => {
    const p = await player();
    const a = await accounts(p);
    await move(t.db, acme.id, 'deposit', a.clearing, a.main, 1_000n);
    const secret = await vendorSecret(t.db, 'SEAM', [acme.id]);
    const game = await gameSession(t, secret, { merchantId: acme.id, memberId: p.id, vendor: 'SEAM', gameCode: 'seam-game' });
    const s = connect(p);
    await s.next(isBalance('1000'));
    const bet = await signedCall(
      t,
      'SEAM',
      'bet',
      {
        sessionToken: game.sessionToken,
        playerId: game.playerId,
        txId: pid('b'),
        roundId: pid('r'),
        gameCode: 'seam-game',
        amount: '250',
      },
      { secret },
    );
    expect(bet.status).toBe(200);
    await s.next(isBalance('750'));
  });

  it('a burst of movements is pushed as fewer messages, the last one right', async () => {
    const p = await player();
    const a = await accounts(p);
    const s = connect(p);
    await s.next();
    const before = s.messages.length;
    for (let i = 0; i < 10; i++) await move(t.db, acme.id, 'deposit', a.clearing, a.main, 1n);
    await s.next(isBalance('10'));
    await new Promise((r) => setTimeout(r, 150));
    const balances = s.messages.slice(before).filter((m) => m.type === 'balance');
    expect(balances.length).toBeLessThan(10);
    expect((balances.at(-1)!.value as WalletBalance).main).toBe('10');
  });

  it('closes with the policy code: bad token, trial account, token of another merchant', async () => {
    const p = await player();
    const trial = await player(acme, TRIAL_TYPE);
    const other = await player(beta);
    const cases: [TestSocket, string][] = [
      [connect(p, 'not-a-token'), 'not_logged_in'],
      [connect(trial), 'in_need_true_account'],
      [connect(other, other.token, 'acme'), 'not_logged_in'],
    ];
    for (const [s, reason] of cases) {
      expect(await s.closed).toEqual({ code: SOCKET_CLOSE.POLICY, reason });
      expect(s.messages).toEqual([]);
    }
  });

  it('drops a socket that answers no pings (a dead browser), and keeps one that does', async () => {
    const p = await player();
    const [dead, alive] = [connect(p, p.token, p.merchant.code, address, false), connect(p)];
    await Promise.all([dead.next(), alive.next()]);
    expect((await dead.closed).code).toBe(1006);
    const a = await accounts(p);
    await move(t.db, acme.id, 'deposit', a.clearing, a.main, 5n);
    await alive.next(isBalance('5'));
  });

  it('closes a socket whose session is revoked (sign-out) at the next heartbeat', async () => {
    const p = await player();
    const s = connect(p);
    await s.next();
    const session = await t.db.selectFrom('sessions').select('id').where('member_id', '=', p.id).executeTakeFirstOrThrow();
    await revokeSession(t.db, session.id);
    expect(await s.closed).toEqual({ code: SOCKET_CLOSE.POLICY, reason: 'session_expired' });
  });

  it('reaches sockets on every server instance (one LISTEN per instance), and an instance closes cleanly', async () => {
    const second = await buildApp(t.deps);
    const secondAddress = await second.listen({ port: 0, host: '127.0.0.1' });
    const listeners = async () =>
      Number(
        (
          await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN ledger_member%'`.execute(
            t.db,
          )
        ).rows[0]!.n,
      );
    const p = await player();
    const a = await accounts(p);
    const [s1, s2] = [connect(p), connect(p, p.token, p.merchant.code, secondAddress)];
    await Promise.all([s1.next(), s2.next()]);
    expect(await listeners()).toBe(2);
    await move(t.db, acme.id, 'deposit', a.clearing, a.main, 700n);
    await Promise.all([s1.next(isBalance('700')), s2.next(isBalance('700'))]);

    await second.close();
    expect((await s2.closed).code).toBe(SOCKET_CLOSE.GOING_AWAY);
    expect(await listeners()).toBe(1);
    await move(t.db, acme.id, 'deposit', a.clearing, a.main, 1n);
    await s1.next(isBalance('701'));
  });
});

describe('balance hub', () => {
  it('tries a failed balance read again instead of losing the push', async () => {
    let reads = 0;
    const hub = new PushHub({
      connectionString: connectionStringOf(t.db),
      channel: LEDGER_MEMBER_CHANNEL,
      value: async (m: Merchant, id) => {
        if (++reads === 1) throw new Error('the database was briefly away');
        return walletBalance(t.db, m, id);
      },
      log: { warn() {}, error() {} } as unknown as FastifyBaseLogger,
    });
    const p = await player();
    const merchant = (await findMerchantByCode(t.db, acme.code))!;
    try {
      const pushed = await new Promise<WalletBalance>(
        (resolve) => void hub.subscribe({ merchant, subject: p.id, send: resolve }),
      );
      expect(pushed.main).toBe('0');
      expect(reads).toBe(2);
    } finally {
      await hub.close();
    }
  });
});
