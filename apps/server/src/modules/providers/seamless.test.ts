import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deriveVendorSecret, seamlessAnswer, seamlessAuthAnswer, signSeamless } from '@playhouse/contract/server';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { accountFor, balanceOf, systemBalance } from '../ledger/index.js';
import { ledgerAudit, ledgerCounts } from '../../../test/helpers/ledger.js';
import { buildGames } from '../../../test/helpers/lobby.js';
import { deliverPending } from '../events/index.js';
import { winnersSubscriber } from '../winners/index.js';
import { seamlessCall } from './seamless.service.js';
import { expireGameSession, fund, gameSession, launchToken, pid, signedCall } from '../../../test/helpers/seamless.js';
import { IN_HOUSE_VENDOR, secretOf, seedSimulatorSecrets } from './vendor-secrets.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const VENDOR = 'SEAMV';
const games = await buildGames(t.db, { vendor: VENDOR, count: 2, merchants: [acme.id] });
const GAME = (await t.db.selectFrom('games').select('game_code').where('id', '=', games.ids[0]!).executeTakeFirstOrThrow())
  .game_code;
const MASTER = 'a-test-master-secret-of-the-simulator';
await seedSimulatorSecrets(t.db, MASTER);
const secret = await deriveVendorSecret(MASTER, 'acme', VENDOR);

async function player(deposit = 0n) {
  const m = await buildMember(t.db, acme.id);
  if (deposit > 0n) await fund(t.db, acme.id, m.id, deposit);
  const s = await gameSession(t, secret, {
    merchantId: acme.id,
    memberId: m.id,
    vendor: VENDOR,
    gameCode: GAME,
    gameId: games.ids[0]!,
  });
  const wallet = (await accountFor(t.db, acme.id, 'member', m.id)).id;
  return { ...m, ...s, wallet, balance: () => balanceOf(t.db, acme.id, wallet) };
}
type Player = Awaited<ReturnType<typeof player>>;
const call = (op: string, body: unknown) => signedCall(t, VENDOR, op, body, { secret });
const betOf = (p: Player, roundId: string, amount: number | string, txId = pid('bet')) =>
  call('bet', { sessionToken: p.sessionToken, playerId: p.playerId, txId, roundId, gameCode: GAME, amount: String(amount) });
const winOf = (p: Player, roundId: string, amount: number | string, txId = pid('win')) =>
  call('win', { playerId: p.playerId, txId, roundId, gameCode: GAME, amount: String(amount) });
const rollbackOf = (p: Player, roundId: string, refTxId: string, txId = pid('rb')) =>
  call('rollback', { playerId: p.playerId, txId, refTxId, roundId });
const roundRow = (roundId: string) =>
  t.db
    .selectFrom('bets')
    .select(['member_id', 'stake', 'valid_bet', 'win', 'status', 'source', 'game_code', 'game_type'])
    .where('vendor_code', '=', VENDOR)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
const providerRows = async () =>
  Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM provider_transactions`.execute(t.db)).rows[0]!.n);

describe('seamless: signature and timestamp', () => {
  it('refuses a wrong signature, an old or future timestamp, an unknown vendor, with 401 and nothing written', async () => {
    const p = await player(1000n);
    const before = { ledger: await ledgerCounts(t.db), rows: await providerRows() };
    const body = {
      sessionToken: p.sessionToken,
      playerId: p.playerId,
      txId: pid('bet'),
      roundId: pid('r'),
      gameCode: GAME,
      amount: '100',
    };
    const now = Date.now();
    const attempts = [
      signedCall(t, VENDOR, 'bet', body, { secret: 'not-the-secret' }),
      signedCall(t, VENDOR, 'bet', body, { secret, signature: 'ab'.repeat(32) }),
      signedCall(t, VENDOR, 'bet', body, { secret, timestamp: String(now - 6 * 60_000) }),
      signedCall(t, VENDOR, 'bet', body, { secret, timestamp: String(now + 6 * 60_000) }),
      signedCall(t, 'NOSUCHV', 'bet', body, { secret }),
      signedCall(t, IN_HOUSE_VENDOR, 'bet', body, { secret }),
    ];
    // The signature covers the exact bytes: the same JSON re-spaced is another body.
    const ts = String(now);
    const sig = await signSeamless(secret, ts, JSON.stringify(body));
    attempts.push(signedCall(t, VENDOR, 'bet', JSON.stringify(body, null, 1), { secret, timestamp: ts, signature: sig }));
    for (const a of await Promise.all(attempts)) expect([a.status, a.body.code]).toEqual([401, 'invalid_signature']);
    const noHeaders = await t.app.inject({
      method: 'POST',
      url: `/provider/seamless/${VENDOR}/bet`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(noHeaders.statusCode).toBe(401);
    expect(await ledgerCounts(t.db)).toEqual(before.ledger);
    expect(await providerRows()).toBe(before.rows);
    expect(await p.balance()).toBe(1000n);
    // The same call correctly signed goes through (and needs no Merchant header).
    expect((await call('bet', body)).status).toBe(200);
    expect(await p.balance()).toBe(900n);
  });

  it('answers 404 to an unknown operation and 400 to a body of the wrong shape, writing nothing', async () => {
    const p = await player(100n);
    const before = await providerRows();
    expect((await call('refund', { playerId: p.playerId })).body.code).toBe('not_found');
    // A body naming no player or launch token cannot say whose secret signs it.
    expect(await call('bet', 'not json').then((a) => [a.status, a.body.code])).toEqual([401, 'invalid_signature']);
    const bad = [
      [
        'bet',
        { sessionToken: p.sessionToken, playerId: p.playerId, txId: pid('b'), roundId: 'r', gameCode: GAME, amount: '1.5' },
      ],
      ['bet', { sessionToken: p.sessionToken, playerId: p.playerId, txId: pid('b'), roundId: 'r', gameCode: GAME, amount: -1 }],
      ['win', { playerId: p.playerId, txId: 'x y', roundId: 'r', gameCode: GAME, amount: '1' }],
      ['rollback', { playerId: p.playerId, txId: pid('rb'), roundId: 'r' }],
    ] as const;
    for (const [op, body] of bad)
      expect(await call(op, body).then((a) => [a.status, a.body.code])).toEqual([400, 'validation_failed']);
    expect(await providerRows()).toBe(before);
    expect(await p.balance()).toBe(100n);
  });

  it('gives BGS a random secret of its own on first use, and the simulator vendors the derived one', async () => {
    const bgs = await secretOf(t.db, IN_HOUSE_VENDOR);
    expect(bgs).toMatch(/^[0-9a-f]{64}$/);
    expect(await secretOf(t.db, IN_HOUSE_VENDOR)).toBe(bgs);
    expect(bgs).not.toBe(await deriveVendorSecret(MASTER, 'acme', IN_HOUSE_VENDOR));
    expect(await secretOf(t.db, VENDOR, acme.id)).toBe(secret);
    // Another vendor's secret is per merchant: none without one.
    expect(await secretOf(t.db, VENDOR)).toBeNull();
    expect(await secretOf(t.db, 'NOSUCHV')).toBeNull();
  });
});

describe('seamless: authenticate and balance', () => {
  it('exchanges a launch token once for a session; a second exchange, another vendor or an old token is refused', async () => {
    const m = await buildMember(t.db, acme.id);
    await fund(t.db, acme.id, m.id, 4200n);
    const { token, playerId } = await launchToken(t.db, { merchantId: acme.id, memberId: m.id, vendor: VENDOR, gameCode: GAME });
    const other = await buildGames(t.db, { vendor: 'SEAMW', count: 1, merchants: [acme.id] });
    const otherSecret = await deriveVendorSecret(MASTER, 'acme', 'SEAMW');
    await seedSimulatorSecrets(t.db, MASTER);
    expect(other.ids).toHaveLength(1);
    expect((await signedCall(t, 'SEAMW', 'authenticate', { token }, { secret: otherSecret })).body.code).toBe('invalid_session');

    const first = await call('authenticate', { token });
    expect(first.status).toBe(200);
    const auth = seamlessAuthAnswer.parse(first.body.value);
    expect(auth).toMatchObject({ playerId, currency: 'PHP', balance: '4200', language: 'EN', gameCode: GAME });
    // Opaque: 96 random bits, nothing of the member's id or name.
    expect(auth.playerId).toMatch(/^p[0-9a-f]{24}$/);
    expect(auth.playerId).not.toContain(m.username);
    const again = await call('authenticate', { token });
    expect([again.status, again.body.code]).toEqual([401, 'invalid_session']);

    const balance = await call('balance', { sessionToken: auth.sessionToken, playerId });
    expect(seamlessAnswer.parse(balance.body.value)).toMatchObject({ balance: '4200', currency: 'PHP' });
    // Someone else's player id with this session, or a made-up session, is refused.
    const q = await player();
    expect((await call('balance', { sessionToken: auth.sessionToken, playerId: q.playerId })).body.code).toBe('invalid_session');
    expect((await call('balance', { sessionToken: 'x'.repeat(40), playerId })).body.code).toBe('invalid_session');

    const late = await launchToken(t.db, { merchantId: acme.id, memberId: m.id, vendor: VENDOR, gameCode: GAME });
    await sql`UPDATE game_sessions SET launch_expires_at = now() - interval '1 second' WHERE player_id = ${playerId} AND authenticated_at IS NULL`.execute(
      t.db,
    );
    expect(late.playerId).toBe(playerId);
    expect((await call('authenticate', { token: late.token })).body.code).toBe('invalid_session');
  });
});

describe('seamless: bet, win, rollback', () => {
  it('debits bets, credits the win, settles the round in the betting record', async () => {
    const p = await player(1000n);
    const house = () => systemBalance(t.db, acme.id, 'house', VENDOR);
    const houseBefore = await house();
    const round = pid('r');
    const b1 = await betOf(p, round, 300);
    expect(b1.status).toBe(200);
    expect(seamlessAnswer.parse(b1.body.value)).toMatchObject({
      balance: '700',
      currency: 'PHP',
      platformTxId: expect.any(String),
    });
    expect(await roundRow(round)).toMatchObject({
      member_id: p.id,
      stake: '300',
      valid_bet: '300',
      win: '0',
      status: 'pending',
      source: 'seamless',
      game_code: GAME,
      game_type: 'RNG',
    });
    expect((await betOf(p, round, 200)).body.value.balance).toBe('500');
    expect((await roundRow(round))!.stake).toBe('500');

    const w = await winOf(p, round, 1200);
    expect(w.status).toBe(200);
    expect(w.body.value.balance).toBe('1700');
    expect(await roundRow(round)).toMatchObject({ stake: '500', valid_bet: '500', win: '1200', status: 'settled' });
    expect(await p.balance()).toBe(1700n);
    expect(await house()).toBe(houseBefore + 500n - 1200n);
    const moves = await t.db
      .selectFrom('ledger_transactions')
      .select(['type', 'reference', 'idempotency_key'])
      .where('reference', '=', `round:${VENDOR}:${round}`)
      .orderBy('id')
      .execute();
    expect(moves.map((m) => m.type)).toEqual(['bet', 'bet', 'payout']);
    expect(moves.every((m) => m.idempotency_key.startsWith(`seamless:${VENDOR}:`))).toBe(true);
    expect((await call('balance', { sessionToken: p.sessionToken, playerId: p.playerId })).body.value.balance).toBe('1700');

    // A second win, a bet or a rollback on the settled round are refused.
    expect((await winOf(p, round, 50)).body.code).toBe('bet_already_settled');
    expect((await betOf(p, round, 50)).body.code).toBe('bet_already_settled');
    expect(await p.balance()).toBe(1700n);
    expect(await ledgerAudit(t.db)).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('a win of 0 closes the round as lost; a big win goes on the winner board', async () => {
    const p = await player(1000n);
    const lost = pid('r');
    await betOf(p, lost, 100);
    const zero = await winOf(p, lost, 0);
    expect([zero.status, zero.body.value.balance, zero.body.value.platformTxId]).toEqual([200, '900', null]);
    expect(await roundRow(lost)).toMatchObject({ win: '0', status: 'settled' });
    expect(await t.db.selectFrom('winner_board').select('id').execute()).toHaveLength(0);

    const big = pid('r');
    await betOf(p, big, 10);
    expect((await winOf(p, big, 5000)).body.value.balance).toBe(String(900 - 10 + 5000));
    // The board is off the money path: it follows the round.settled event once delivered.
    expect(await t.db.selectFrom('winner_board').select('id').execute()).toHaveLength(0);
    await deliverPending(t.deps, [winnersSubscriber]);
    const board = await t.db.selectFrom('winner_board').select(['customer_name', 'win_amount', 'game_id']).execute();
    expect(board).toEqual([{ customer_name: expect.stringContaining('***'), win_amount: '5000', game_id: games.ids[0] }]);
  });

  it('each money call writes its events in its own transaction: bet.placed, then bet.settled and round.settled; a refused bet none', async () => {
    const p = await player(500n);
    const events = () =>
      t.db
        .selectFrom('domain_events')
        .select(['type', 'merchant_id', 'member_id', 'payload'])
        .where('member_id', '=', p.id)
        .orderBy('id')
        .execute();
    const round = pid('r');
    expect((await betOf(p, round, 501)).body.code).toBe('insufficient_funds');
    expect(await events()).toEqual([]);
    const betTx = pid('bet');
    await betOf(p, round, 200, betTx);
    await winOf(p, round, 900);
    const written = await events();
    expect(written.map((e) => e.type)).toEqual(['bet.placed', 'bet.settled', 'round.settled']);
    expect(written.every((e) => e.merchant_id === acme.id)).toBe(true);
    const [placed, settled, closed] = written.map((e) => e.payload);
    const fact = { merchantId: acme.id, memberId: p.id, vendor: VENDOR, roundId: round, gameCode: GAME, source: 'seamless' };
    expect(placed).toEqual({ ...fact, txId: betTx, gameType: 'RNG', amount: '200' });
    expect(settled).toMatchObject({ ...fact, result: 'won', amount: '900' });
    expect(closed).toMatchObject({ ...fact, status: 'settled', stake: '200', validBet: '200', win: '900', gameType: 'RNG' });

    // A rollback refunds its bet (bet.settled refunded) and, as the round's last bet, cancels the round.
    const other = pid('r');
    const t1 = pid('bet');
    await betOf(p, other, 100, t1);
    await rollbackOf(p, other, t1);
    const later = (await events()).slice(3).map((e) => [e.type, e.payload]);
    expect(later).toEqual([
      ['bet.placed', expect.objectContaining({ roundId: other, amount: '100' })],
      ['bet.settled', expect.objectContaining({ roundId: other, txId: t1, result: 'refunded', amount: '100' })],
      ['round.settled', expect.objectContaining({ roundId: other, status: 'cancelled', stake: '100', win: '0' })],
    ]);
  });

  it('refunds a rolled-back bet; the round is cancelled when all its bets are', async () => {
    const p = await player(1000n);
    const round = pid('r');
    const [t1, t2] = [pid('bet'), pid('bet')];
    await betOf(p, round, 100, t1);
    await betOf(p, round, 250, t2);
    const r1 = await rollbackOf(p, round, t1);
    expect([r1.status, r1.body.value.balance]).toEqual([200, '750']);
    expect(await roundRow(round)).toMatchObject({ stake: '250', valid_bet: '250', status: 'pending' });
    expect((await rollbackOf(p, round, t2)).body.value.balance).toBe('1000');
    expect(await roundRow(round)).toMatchObject({ stake: '250', status: 'cancelled' });
    expect((await winOf(p, round, 10)).body.code).toBe('bet_already_settled');
    expect(await p.balance()).toBe(1000n);
    const types = await t.db
      .selectFrom('ledger_transactions')
      .select('type')
      .where('reference', '=', `round:${VENDOR}:${round}`)
      .orderBy('id')
      .execute();
    expect(types.map((x) => x.type)).toEqual(['bet', 'bet', 'refund', 'refund']);
  });

  it('a rollback before its bet: success with the balance unchanged, then the bet is refused and nothing debited', async () => {
    const p = await player(500n);
    const round = pid('r');
    const betTx = pid('bet');
    const before = await ledgerCounts(t.db);
    const rb = await rollbackOf(p, round, betTx);
    expect([rb.status, rb.body.value.balance, rb.body.value.platformTxId]).toEqual([200, '500', null]);
    const late = await betOf(p, round, 200, betTx);
    expect([late.status, late.body.code]).toEqual([409, 'bet_already_settled']);
    expect(await p.balance()).toBe(500n);
    expect(await roundRow(round)).toBeUndefined();
    expect(await ledgerCounts(t.db)).toEqual(before);
    // Its retry gets the same refusal.
    expect((await betOf(p, round, 200, betTx)).text).toBe(late.text);
  });

  it('a rollback sent twice refunds once; the second answer is the first; another rollback of it moves nothing', async () => {
    const p = await player(500n);
    const round = pid('r');
    const betTx = pid('bet');
    await betOf(p, round, 120, betTx);
    const rbTx = pid('rb');
    const first = await rollbackOf(p, round, betTx, rbTx);
    const second = await rollbackOf(p, round, betTx, rbTx);
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    const other = await rollbackOf(p, round, betTx);
    expect([other.status, other.body.value.balance, other.body.value.platformTxId]).toEqual([200, '500', null]);
    expect(await p.balance()).toBe(500n);
    const refunds = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('reference', '=', `round:${VENDOR}:${round}`)
      .where('type', '=', 'refund')
      .execute();
    expect(refunds).toHaveLength(1);
  });

  it("a win with no bet answers bet_not_found and moves nothing; so does a win on another player's round", async () => {
    const p = await player(300n);
    const q = await player(300n);
    const before = await ledgerCounts(t.db);
    const orphan = await winOf(p, pid('r'), 1000);
    expect([orphan.status, orphan.body.code]).toEqual([404, 'bet_not_found']);
    const round = pid('r');
    await betOf(q, round, 100);
    expect((await winOf(p, round, 1000)).body.code).toBe('bet_not_found');
    expect(await ledgerCounts(t.db)).toEqual({ transactions: before.transactions + 1, postings: before.postings + 2 });
    expect(await p.balance()).toBe(300n);
    expect(await roundRow(round)).toMatchObject({ member_id: q.id, status: 'pending' });
  });

  it('a rollback of a won round answers bet_already_settled and refunds nothing', async () => {
    const p = await player(300n);
    const round = pid('r');
    const betTx = pid('bet');
    await betOf(p, round, 100, betTx);
    await winOf(p, round, 150);
    const rb = await rollbackOf(p, round, betTx);
    expect([rb.status, rb.body.code]).toEqual([409, 'bet_already_settled']);
    expect(await p.balance()).toBe(350n);
  });

  it('on an expired session a bet is refused (invalid_session) but win and rollback are accepted', async () => {
    const p = await player(1000n);
    const [won, rolled] = [pid('r'), pid('r')];
    const rolledTx = pid('bet');
    await betOf(p, won, 100);
    await betOf(p, rolled, 200, rolledTx);
    await expireGameSession(t.db, p.sessionToken);
    const refused = await betOf(p, pid('r'), 50);
    expect([refused.status, refused.body.code]).toEqual([401, 'invalid_session']);
    expect((await call('balance', { sessionToken: p.sessionToken, playerId: p.playerId })).body.code).toBe('invalid_session');
    expect((await winOf(p, won, 400)).status).toBe(200);
    expect((await rollbackOf(p, rolled, rolledTx)).status).toBe(200);
    expect(await p.balance()).toBe(1000n - 100n + 400n);
    // The absolute limit ends a session too, however recently it was used.
    const q = await player(100n);
    await sql`UPDATE game_sessions SET expires_at = now() - interval '1 second' WHERE player_id = ${q.playerId}`.execute(t.db);
    expect((await betOf(q, pid('r'), 10)).body.code).toBe('invalid_session');
    expect(await q.balance()).toBe(100n);
  });

  it('insufficient funds answers 409 with the balance; its retry gets the same first answer', async () => {
    const p = await player(50n);
    const txId = pid('bet');
    const round = pid('r');
    const a = await betOf(p, round, 60, txId);
    expect([a.status, a.body.code, a.body.value]).toEqual([409, 'insufficient_funds', { balance: '50' }]);
    expect(await roundRow(round)).toBeUndefined();
    await fund(t.db, acme.id, p.id, 100n);
    expect((await betOf(p, round, 60, txId)).text).toBe(a.text);
    expect(await p.balance()).toBe(150n);
  });

  it('a reused txId with other content answers duplicate_transaction and moves nothing', async () => {
    const p = await player(500n);
    const txId = pid('bet');
    const round = pid('r');
    expect((await betOf(p, round, 100, txId)).status).toBe(200);
    const other = await betOf(p, round, 200, txId);
    expect([other.status, other.body.code]).toEqual([409, 'duplicate_transaction']);
    expect((await betOf(p, pid('r'), 100, txId)).body.code).toBe('duplicate_transaction');
    expect((await winOf(p, round, 100, txId)).body.code).toBe('duplicate_transaction');
    expect(await p.balance()).toBe(400n);
    // The original call retried still gets its first answer.
    expect((await betOf(p, round, 100, txId)).body.value.balance).toBe('400');
  });

  it('runs in-process exactly as over HTTP (what BGS calls)', async () => {
    const p = await player(100n);
    const body = JSON.stringify({
      sessionToken: p.sessionToken,
      playerId: p.playerId,
      txId: pid('bet'),
      roundId: pid('r'),
      gameCode: GAME,
      amount: '40',
    });
    const timestamp = String(Date.now());
    const signature = await signSeamless(secret, timestamp, body);
    const direct = await seamlessCall(t.deps, VENDOR, 'bet', body, { timestamp, signature });
    expect(direct).toEqual({
      status: 200,
      body: { success: true, value: { balance: '60', currency: 'PHP', platformTxId: expect.any(String) } },
    });
    const over = await signedCall(t, VENDOR, 'bet', body, { secret, timestamp, signature });
    expect(over.body).toEqual(direct.body);
    expect((await seamlessCall(t.deps, VENDOR, 'bet', body, { timestamp, signature: '0'.repeat(64) })).status).toBe(401);
  });
});
