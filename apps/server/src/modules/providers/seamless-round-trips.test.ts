import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { deriveVendorSecret, signSeamless } from '@playhouse/contract/server';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { buildGames } from '../../../test/helpers/lobby.js';
import { fund, gameSession, pid } from '../../../test/helpers/seamless.js';
import { connectionStringOf, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { sha256 } from '../../lib/secrets.js';
import { SYSTEM_SHARDS } from '../ledger/index.js';
import { MoneyLanes } from './seamless-batch.js';
import { seamlessMoneyBatch, type MoneyCall } from './seamless.repository.js';
import { seamlessCall } from './seamless.service.js';
import { SEAMLESS_RULES } from './seamless.wallet.js';
import { seedSimulatorSecrets } from './vendor-secrets.js';

/**
 * The seamless wallet's money calls are one database round trip each (issue: the wallet in one
 * round trip): counted as the statements the server sends, once the vendor's secret and the
 * player's merchant are cached.
 */
const t = await testPlatform();
const acme = await buildMerchant(t.db);
const VENDOR = 'RTRIP';
const games = await buildGames(t.db, { vendor: VENDOR, count: 1, merchants: [acme.id] });
const GAME = (await t.db.selectFrom('games').select('game_code').where('id', '=', games.ids[0]!).executeTakeFirstOrThrow())
  .game_code;
const MASTER = 'a-round-trip-master-secret';
await seedSimulatorSecrets(t.db, MASTER);
const secret = await deriveVendorSecret(MASTER, 'acme', VENDOR);

const statements: string[] = [];
const counted: Db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: connectionStringOf(t.db)!, max: 2 }) }),
  // The NOTIFYs sent after commits (lib/notify-after-commit.ts) are not the call's: they go
  // later, for many calls at once.
  log: (e) => {
    if (e.level === 'query' && !e.query.sql.includes('pg_notify')) statements.push(e.query.sql);
  },
});
afterAll(() => counted.destroy());

async function call(op: string, body: object) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const signature = await signSeamless(secret, timestamp, raw);
  statements.length = 0;
  const r = await seamlessCall({ db: counted }, VENDOR, op, raw, { timestamp, signature });
  return { ...r, statements: [...statements] };
}

describe('seamless wallet: one round trip per money call', () => {
  it('a bet, a win, a rollback and a replay each send one statement to the database', async () => {
    const m = await buildMember(t.db, acme.id);
    await fund(t.db, acme.id, m.id, 10_000n);
    const s = await gameSession(t, secret, { merchantId: acme.id, memberId: m.id, vendor: VENDOR, gameCode: GAME });
    const bet = (roundId: string, txId: string) =>
      call('bet', { sessionToken: s.sessionToken, playerId: s.playerId, txId, roundId, gameCode: GAME, amount: '100' });

    // The first call reads the vendor's secret and the player's merchant; later calls find them cached.
    expect((await bet(pid('r'), pid('b'))).status).toBe(200);

    const round = pid('r');
    const betTx = pid('b');
    const placed = await bet(round, betTx);
    expect(placed.body).toMatchObject({ success: true, value: { balance: '9800' } });
    expect(placed.statements).toHaveLength(1);

    const replay = await bet(round, betTx);
    expect(replay.body).toEqual(placed.body);
    expect(replay.statements).toHaveLength(1);

    const won = await call('win', { playerId: s.playerId, txId: pid('w'), roundId: round, gameCode: GAME, amount: '250' });
    expect(won.body).toMatchObject({ success: true, value: { balance: '10050' } });
    expect(won.statements).toHaveLength(1);

    const other = pid('r');
    const otherBet = pid('b');
    await bet(other, otherBet);
    const refunded = await call('rollback', { playerId: s.playerId, txId: pid('rb'), refTxId: otherBet, roundId: other });
    expect(refunded.body).toMatchObject({ success: true, value: { balance: '10050' } });
    expect(refunded.statements).toHaveLength(1);

    const short = await call('bet', {
      sessionToken: s.sessionToken,
      playerId: s.playerId,
      txId: pid('b'),
      roundId: pid('r'),
      gameCode: GAME,
      amount: '1000000',
    });
    expect(short.body).toMatchObject({ success: false, code: 'insufficient_funds', value: { balance: '10050' } });
    expect(short.statements).toHaveLength(1);
  });
});

/** A funded member with a live game session at VENDOR; shard: the house account its money moves against. */
async function bettor(deposit = 1_000n) {
  const m = await buildMember(t.db, acme.id);
  await fund(t.db, acme.id, m.id, deposit);
  const s = await gameSession(t, secret, { merchantId: acme.id, memberId: m.id, vendor: VENDOR, gameCode: GAME });
  return { ...s, memberId: m.id, shard: Number(BigInt(m.id) % BigInt(SYSTEM_SHARDS)) };
}
type Bettor = Awaited<ReturnType<typeof bettor>>;
const betOf = (p: Bettor, txId = pid('b')): MoneyCall => ({
  op: 'bet',
  vendor: VENDOR,
  body: { playerId: p.playerId, txId, roundId: pid('r'), gameCode: GAME, amount: '100' },
  requestHash: Buffer.from(pid('h')),
  sessionHash: sha256(p.sessionToken),
});
/** The member's MAIN wallet balance as stored (minor units, text). */
const walletOf = async (p: { memberId: string }) =>
  (
    await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', p.memberId)
      .where('wallet', '=', 'MAIN')
      .executeTakeFirstOrThrow()
  ).balance;

describe('seamless wallet: a hot player’s calls share statements', () => {
  it('30 concurrent bets of one player all pass in fewer statements than calls, each debited once', async () => {
    const m = await buildMember(t.db, acme.id);
    await fund(t.db, acme.id, m.id, 10_000n);
    const s = await gameSession(t, secret, { merchantId: acme.id, memberId: m.id, vendor: VENDOR, gameCode: GAME });
    const sent: string[] = [];
    statements.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const raw = JSON.stringify({
          sessionToken: s.sessionToken,
          playerId: s.playerId,
          txId: pid('b'),
          roundId: pid('r'),
          gameCode: GAME,
          amount: '10',
        });
        const timestamp = String(Date.now());
        return seamlessCall({ db: counted }, VENDOR, 'bet', raw, {
          timestamp,
          signature: await signSeamless(secret, timestamp, raw),
        });
      }),
    );
    sent.push(...statements.filter((q) => q.includes('seamless_money')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(sent.length).toBeLessThan(30);
    expect(sent.some((q) => q.includes('seamless_money_batch'))).toBe(true);
    const balances = answers.map((a) => Number((a.body as { value: { balance: string } }).value.balance)).sort((x, y) => y - x);
    expect(balances).toEqual(Array.from({ length: 30 }, (_, i) => 9990 - 10 * i));
  });

  it('a batch that fails as a whole is undone and its calls go again one by one', async () => {
    const m = await buildMember(t.db, acme.id);
    await fund(t.db, acme.id, m.id, 1_000n);
    const s = await gameSession(t, secret, { merchantId: acme.id, memberId: m.id, vendor: VENDOR, gameCode: GAME });
    const queues = new MoneyLanes(counted, SEAMLESS_RULES, 1);
    const betCall = (op: string): MoneyCall => ({
      op: op as MoneyCall['op'],
      vendor: VENDOR,
      body: { playerId: s.playerId, txId: pid('b'), roundId: pid('r'), gameCode: GAME, amount: '100' },
      requestHash: Buffer.from(pid('h')),
      sessionHash: sha256(s.sessionToken),
    });
    // The first goes alone; the next three queue behind it and go as one batch, which the
    // unknown operation makes fail (the function raises): the two good bets then pass alone.
    const results = await Promise.allSettled([
      queues.run(s.playerId, betCall('bet')),
      ...['bet', 'nonsense', 'bet'].map((op) => queues.run(s.playerId, betCall(op))),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await walletOf({ memberId: m.id })).toBe('700');
  });
});

describe('seamless wallet: calls of several players share statements when the lanes are busy', () => {
  it('calls arriving while the one lane runs go together in one statement, each answered for its own player', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => bettor()));
    const lanes = new MoneyLanes(counted, SEAMLESS_RULES, 1);
    statements.length = 0;
    const answers = await Promise.all(players.map((p) => lanes.run(p.playerId, betOf(p))));
    const sent = statements.filter((q) => q.includes('seamless_money'));
    // The first goes alone; the three that came while it ran share the next statement.
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('seamless_money_batch');
    expect(answers.map((a) => (a.body as { value: { balance: string } }).value.balance)).toEqual(['900', '900', '900', '900']);
    expect(await Promise.all(players.map(walletOf))).toEqual(['900', '900', '900', '900']);
  });

  it('two batches naming shared house accounts in opposite orders do not deadlock: each runs in house-account order', async () => {
    // Two players on each of two house shards (low < high).
    const byShard = new Map<number, Bettor[]>();
    while ([...byShard.values()].filter((l) => l.length >= 2).length < 2) {
      const p = await bettor();
      byShard.set(p.shard, [...(byShard.get(p.shard) ?? []), p]);
    }
    const [[a1, a2], [b1, b2]] = [...byShard.entries()]
      .filter(([, l]) => l.length >= 2)
      .sort(([x], [y]) => x - y)
      .map(([, l]) => l) as [Bettor[], Bettor[]];
    // Batch one as given moves the low house, then waits (the lock below) before the high one;
    // batch two as given would move the high house first, then want the low one: a deadlock.
    const held = pid('b');
    const blocker = new pg.Client({ connectionString: connectionStringOf(t.db)! });
    await blocker.connect();
    try {
      await blocker.query(`SELECT pg_advisory_lock(hashtextextended($1, 0))`, [`seamless:tx:${VENDOR}:${held}`]);
      const one = seamlessMoneyBatch(t.db, [betOf(a1!), betOf(b1!, held)], SEAMLESS_RULES);
      await new Promise((r) => setTimeout(r, 200));
      const two = seamlessMoneyBatch(t.db, [betOf(b2!), betOf(a2!)], SEAMLESS_RULES);
      await new Promise((r) => setTimeout(r, 200));
      await blocker.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [`seamless:tx:${VENDOR}:${held}`]);
      const answers = [...(await one), ...(await two)];
      expect(answers.map((a) => (a.answer as { status: number }).status)).toEqual([200, 200, 200, 200]);
    } finally {
      await blocker.end();
    }
    expect(await Promise.all([a1!, b1!, a2!, b2!].map(walletOf))).toEqual(['900', '900', '900', '900']);
  });
});
