import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  API,
  BGS_LAUNCH_PARAM,
  BGS_SESSION_HEADER,
  bgsRotateAnswer,
  bgsSessionAnswer,
  bgsSlotSpinAnswer,
  bgsTableRoundAnswer,
  launchGameAnswer,
} from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';
import { tokenOf } from '../../../test/helpers/lobby.js';
import { systemBalance } from '../ledger/index.js';
import { ledgerAudit, ledgerCounts } from '../../../test/helpers/ledger.js';
import { fund } from '../../../test/helpers/seamless.js';
import { BGS_DICE_CODE, BGS_SLOT_CODE } from './bgs.games.js';
import { bgsDice, bgsPlayer, bgsSpin } from '../../../test/helpers/bgs.js';
import { settleOpenRounds } from './bgs.service.js';
import { walletCall } from './bgs.wallet.js';
import { verifyRound } from './engine/rounds.js';
import type { SlotOutcome } from './engine/slot.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
await seedCatalog(t.db, { games: 60, merchantIds: [acme.id, beta.id] });
const nodeOf = async (code: string) =>
  Number((await t.db.selectFrom('games').select('id').where('game_code', '=', code).executeTakeFirstOrThrow()).id);
const bgsCodes = (
  await t.db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select('games.game_code')
    .where('vendors.code', '=', 'BGS')
    .orderBy('games.game_code')
    .execute()
).map((g) => g.game_code);

const player = (deposit: bigint, gameCode = BGS_SLOT_CODE) => bgsPlayer(t, acme, deposit, gameCode);
const spin = (sessionToken: string, bet: string | number, lines?: number, merchant = 'acme') =>
  bgsSpin(t, sessionToken, bet, lines, merchant);
const dice = (sessionToken: string, bet: string, direction: string, target: number) =>
  bgsDice(t, sessionToken, bet, direction, target);
const fairness = (sessionToken: string) => t.call({ url: API.bgs.fairness, headers: { [BGS_SESSION_HEADER]: sessionToken } });
const count = async (table: 'bets' | 'bgs_rounds' | 'provider_transactions') =>
  Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n);
const houseBalance = () => systemBalance(t.db, acme.id, 'house', 'BGS');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('launching an in-house game', () => {
  it('gives a same-origin page URL whose one-time token the page exchanges for a game session', async () => {
    const m = await buildMember(t.db, acme.id);
    await fund(t.db, acme.id, m.id, 5_000n);
    const launched = await t.call({
      url: API.games.launch,
      body: { nodeId: await nodeOf(BGS_SLOT_CODE) },
      token: await tokenOf(t.db, 'acme', m.id),
    });
    expect(launched.status).toBe(200);
    const a = launchGameAnswer.parse(launched.body.value);
    expect(a).toMatchObject({ vendor: 'BGS', gameCode: BGS_SLOT_CODE, walletMode: 'seamless' });
    const url = new URL(a.url, 'http://site.test');
    expect(url.pathname).toBe(`/bgs/play/${BGS_SLOT_CODE}`);
    const token = url.searchParams.get(BGS_LAUNCH_PARAM)!;

    const r = await t.call({ url: API.bgs.session, body: { token } });
    expect(r.status).toBe(200);
    const s = bgsSessionAnswer.parse(r.body.value);
    expect(s).toMatchObject({
      gameCode: BGS_SLOT_CODE,
      game: 'slot',
      balance: '5000',
      currency: 'PHP',
      limits: { minBet: '20', maxBet: '100000' },
    });
    expect(s.slot!.paylines).toHaveLength(20);
    expect(s.slot!.rtp).toBeCloseTo(0.9593, 4);
    expect(s.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(s.fairness.nonce).toBe(0);
    // Once only.
    const again = await t.call({ url: API.bgs.session, body: { token } });
    expect([again.status, again.body.code]).toEqual([401, 'invalid_session']);
  });

  it('lists only the games the engines play, each titled in EN and TY: the slot and the dice', async () => {
    expect(bgsCodes).toEqual([BGS_DICE_CODE, BGS_SLOT_CODE]);
    expect((await player(0n, BGS_DICE_CODE)).session).toMatchObject({
      game: 'dice',
      names: { EN: 'BGS Dice', TY: 'BGS Dais' },
      dice: { outcomes: 10_000, rtpBp: 9_900 },
    });
    expect((await player(0n, BGS_SLOT_CODE)).session).toMatchObject({
      game: 'slot',
      names: { EN: 'BGS Classic 20', TY: 'BGS Klasiko 20' },
    });
  });

  it("refuses an unknown token, and a session used on another merchant's site", async () => {
    const bad = await t.call({ url: API.bgs.session, body: { token: 'x'.repeat(40) } });
    expect([bad.status, bad.body.code]).toEqual([401, 'invalid_session']);
    const p = await player(1_000n);
    const r = await spin(p.sessionToken, 20, undefined, 'beta');
    expect([r.status, r.body.code]).toEqual([401, 'invalid_session']);
    expect(await p.balance()).toBe(1_000n);
  });
});

describe('a slot spin', () => {
  it('settles through the seamless wallet: a bet and a win in the ledger, one settled bets row per round', async () => {
    const p = await player(100_000n);
    const houseBefore = await houseBalance();
    let expected = 100_000n;
    let anyWin = false;
    const roundIds: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const r = await spin(p.sessionToken, 200);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const a = bgsSlotSpinAnswer.parse(r.body.value);
      expect(a.reels).toHaveLength(5);
      for (const reel of a.reels) expect(reel).toHaveLength(3);
      expect(a.lineBet).toBe('10');
      expect(BigInt(a.win)).toBe(a.lineWins.reduce((s, w) => s + BigInt(w.win), 0n));
      expect(a.round.nonce).toBe(i);
      expect(a.fairness.nonce).toBe(i + 1);
      expected += BigInt(a.win) - 200n;
      anyWin ||= a.win !== '0';
      expect(a.balance).toBe(expected.toString());
      roundIds.push(a.roundId);
    }
    expect(anyWin).toBe(true);
    expect(await p.balance()).toBe(expected);
    expect(await houseBalance()).toBe(houseBefore + (100_000n - expected));

    const bets = await t.db
      .selectFrom('bets')
      .select(['round_id', 'stake', 'win', 'status', 'source', 'game_code', 'member_id'])
      .where('vendor_code', '=', 'BGS')
      .where('round_id', 'in', roundIds)
      .execute();
    expect(bets).toHaveLength(12);
    for (const b of bets)
      expect(b).toMatchObject({ stake: '200', status: 'settled', source: 'seamless', game_code: BGS_SLOT_CODE, member_id: p.id });
    const bet = await t.db
      .selectFrom('ledger_transactions')
      .select(['type', 'reference'])
      .where('reference', '=', `round:BGS:${roundIds[0]}`)
      .execute();
    expect(bet.map((x) => x.type)).toContain('bet');
    const audit = await ledgerAudit(t.db);
    expect(audit).toEqual({ sum: 0n, brokenAccounts: [] });
  });

  it('refuses a stake the wallet cannot cover and writes nothing', async () => {
    const p = await player(150n);
    const before = {
      ledger: await ledgerCounts(t.db),
      bets: await count('bets'),
      rounds: await count('bgs_rounds'),
      tx: await count('provider_transactions'),
    };
    const r = await spin(p.sessionToken, 200);
    expect([r.status, r.body.code]).toEqual([409, 'insufficient_funds']);
    expect(r.body.value).toEqual({ balance: '150' });
    expect({
      ledger: await ledgerCounts(t.db),
      bets: await count('bets'),
      rounds: await count('bgs_rounds'),
      tx: await count('provider_transactions'),
    }).toEqual(before);
    expect(await p.balance()).toBe(150n);
    expect((await fairness(p.sessionToken)).body.value.nonce).toBe(0);
  });

  it('answers 400 to bad stakes and lines, and writes nothing', async () => {
    const p = await player(1_000_000n);
    const before = { ledger: await ledgerCounts(t.db), rounds: await count('bgs_rounds') };
    const cases: [string | number, number | undefined, string][] = [
      [10, undefined, 'amount_out_of_range'], // below the minimum
      [100_020, undefined, 'amount_out_of_range'], // above the maximum
      [205, undefined, 'amount_out_of_range'], // not a whole amount per line
      ['1.5', undefined, 'validation_failed'],
      ['-200', undefined, 'validation_failed'],
      [0, undefined, 'validation_failed'],
      [200, 21, 'validation_failed'], // more lines than the game has
      [200, 0, 'validation_failed'],
    ];
    for (const [bet, lines, code] of cases) {
      const r = await spin(p.sessionToken, bet, lines);
      expect([r.status, r.body.code], `${bet}/${lines}`).toEqual([400, code]);
    }
    expect({ ledger: await ledgerCounts(t.db), rounds: await count('bgs_rounds') }).toEqual(before);
    expect(await p.balance()).toBe(1_000_000n);
    // A spin with fewer lines is fine when the stake divides by them.
    expect((await spin(p.sessionToken, 50, 5)).body.value.lineBet).toBe('10');
    expect(await count('bgs_rounds')).toBe(before.rounds + 1);
    // A dice round on a slot session is not a thing.
    expect((await dice(p.sessionToken, '100', 'under', 5000)).body.code).toBe('validation_failed');
  });

  it('lets concurrent spins take distinct nonces, and never overdraws the wallet', async () => {
    const p = await player(600n);
    const answers = await Promise.all(Array.from({ length: 6 }, () => spin(p.sessionToken, 200)));
    const ok = answers.filter((a) => a.status === 200);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('insufficient_funds');
    expect(ok.length).toBeGreaterThanOrEqual(3);
    const rows = await t.db
      .selectFrom('bgs_rounds')
      .select(['nonce', 'status', 'stake', 'win'])
      .where('member_id', '=', p.id)
      .execute();
    expect(new Set(rows.map((r) => r.nonce)).size).toBe(rows.length);
    const settled = rows.filter((r) => r.status === 'settled');
    expect(settled).toHaveLength(ok.length);
    const net = settled.reduce((s, r) => s + BigInt(r.win) - BigInt(r.stake), 0n);
    expect(await p.balance()).toBe(600n + net);
    expect(await p.balance()).toBeGreaterThanOrEqual(0n);
  });
});

describe('a dice round', () => {
  it('pays the multiplier on a win and nothing on a loss, through the wallet', async () => {
    const p = await player(100_000n, BGS_DICE_CODE);
    let expected = 100_000n;
    const seen = new Set<boolean>();
    for (let i = 0; i < 20; i += 1) {
      // Both 50 %: under 50.00 wins on 0.00-49.99, over 49.99 on 50.00-99.99.
      const r = await dice(p.sessionToken, '1000', i % 2 ? 'over' : 'under', i % 2 ? 4999 : 5000);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const a = bgsTableRoundAnswer.parse(r.body.value);
      expect(a.multiplier).toBe('1.9800');
      expect(a.won).toBe(a.roll >= 5000 === (a.direction === 'over'));
      expect(a.win).toBe(a.won ? '1980' : '0');
      expected += BigInt(a.win) - 1000n;
      expect(a.balance).toBe(expected.toString());
      seen.add(a.won);
    }
    expect(seen).toEqual(new Set([true, false]));
    expect(await p.balance()).toBe(expected);
    for (const [bet, target, code] of [
      ['50', 5000, 'amount_out_of_range'],
      ['1000', 99, 'validation_failed'],
      ['1000', 9900, 'validation_failed'],
    ] as const) {
      expect((await dice(p.sessionToken, bet, 'under', target)).body.code).toBe(code);
    }
    expect((await spin(p.sessionToken, 200)).body.code).toBe('validation_failed');
  });
});

describe('provably fair seeds', () => {
  it('shows the hash before play; rotating reveals a seed with that hash that reproduces every round', async () => {
    const p = await player(100_000n);
    const before = (await fairness(p.sessionToken)).body.value;
    expect(before).toEqual(p.session.fairness);
    const played = [];
    for (let i = 0; i < 3; i += 1) played.push(bgsSlotSpinAnswer.parse((await spin(p.sessionToken, 200)).body.value));
    expect((await fairness(p.sessionToken)).body.value).toEqual({ ...before, nonce: 3 });

    const r = await t.call({ url: API.bgs.rotateSeed, body: { sessionToken: p.sessionToken, clientSeed: 'my own seed' } });
    expect(r.status).toBe(200);
    const rot = bgsRotateAnswer.parse(r.body.value);
    expect(rot.revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, rounds: 3 });
    expect(sha256(rot.revealed.serverSeed)).toBe(before.serverSeedHash);
    for (const a of played) {
      const v = verifyRound({
        game: 'slot',
        serverSeed: rot.revealed.serverSeed,
        clientSeed: a.round.clientSeed,
        nonce: a.round.nonce,
        lines: a.lines,
      });
      expect(v.serverSeedHash).toBe(a.round.serverSeedHash);
      expect((v.outcome as SlotOutcome).window).toEqual(a.reels);
    }
    expect(rot.fairness).toMatchObject({ clientSeed: 'my own seed', nonce: 0 });
    expect(rot.fairness.serverSeedHash).not.toBe(before.serverSeedHash);
    const next = bgsSlotSpinAnswer.parse((await spin(p.sessionToken, 200)).body.value);
    expect(next.round).toEqual({ serverSeedHash: rot.fairness.serverSeedHash, clientSeed: 'my own seed', nonce: 0 });
    // Rotating without a client seed keeps the player's.
    const again = bgsRotateAnswer.parse(
      (await t.call({ url: API.bgs.rotateSeed, body: { sessionToken: p.sessionToken } })).body.value,
    );
    expect(again.fairness.clientSeed).toBe('my own seed');
    expect(sha256(again.revealed.serverSeed)).toBe(rot.fairness.serverSeedHash);
  });

  it('does not reveal a seed while a round of it is between its bet and its win', async () => {
    const p = await player(100_000n);
    bgsSlotSpinAnswer.parse((await spin(p.sessionToken, 200)).body.value);
    // As if the process had stopped after dealing a round, before its win went through.
    await sql`UPDATE bgs_rounds SET status = 'open' WHERE id = (SELECT max(id) FROM bgs_rounds)`.execute(t.db);
    const r = await t.call({ url: API.bgs.rotateSeed, body: { sessionToken: p.sessionToken } });
    expect([r.status, r.body.code]).toEqual([409, 'invalid_state']);
    expect((await fairness(p.sessionToken)).body.value.nonce).toBe(1);
    await sql`UPDATE bgs_rounds SET status = 'settled' WHERE id = (SELECT max(id) FROM bgs_rounds)`.execute(t.db);
    expect((await t.call({ url: API.bgs.rotateSeed, body: { sessionToken: p.sessionToken } })).status).toBe(200);
  });

  it('refuses fairness calls without a live session', async () => {
    expect((await fairness('n'.repeat(40))).status).toBe(401);
    expect((await t.call({ url: API.bgs.fairness })).status).toBe(400);
    const r = await t.call({ url: API.bgs.rotateSeed, body: { sessionToken: 'n'.repeat(40), clientSeed: 'x' } });
    expect([r.status, r.body.code]).toEqual([401, 'invalid_session']);
  });
});

describe('rounds left open', () => {
  it('are paid again by replaying the win (no second payment), or rolled back when the bet never arrived', async () => {
    const p = await player(10_000n);
    const a = bgsSlotSpinAnswer.parse((await spin(p.sessionToken, 200)).body.value);
    const id = a.roundId.replace('bgs-', '');
    const balance = await p.balance();
    // As if the process had stopped after the win but before closing the round.
    await sql`UPDATE bgs_rounds SET status = 'open', created_at = now() - interval '5 minutes' WHERE id = ${id}`.execute(t.db);
    // And a round whose bet never reached the wallet.
    const playerId = (
      await t.db.selectFrom('provider_players').select('player_id').where('member_id', '=', p.id).executeTakeFirstOrThrow()
    ).player_id;
    const lost = (
      await sql<{ id: string }>`
      INSERT INTO bgs_rounds (merchant_id, member_id, player_id, game_code, game, server_seed_hash, client_seed, nonce, stake, win, outcome, created_at)
      VALUES (${acme.id}, ${p.id}, ${playerId}, ${BGS_SLOT_CODE}, 'slot', ${'f'.repeat(64)}, 'c', 99, 200, 400, '{}', now() - interval '5 minutes')
      RETURNING id::text`.execute(t.db)
    ).rows[0]!.id;

    expect(await settleOpenRounds(t.deps)).toEqual({ settled: 1, refused: 1 });
    expect(await p.balance()).toBe(balance);
    const statuses = await t.db
      .selectFrom('bgs_rounds')
      .select(['id', 'status'])
      .where('id', 'in', [id, lost])
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['settled', 'refused']);
    // The rolled-back bet cannot be taken late.
    const late = await walletCall(t.deps, 'bet', {
      sessionToken: p.sessionToken,
      playerId,
      txId: `bgs-${lost}-bet`,
      roundId: `bgs-${lost}`,
      gameCode: BGS_SLOT_CODE,
      amount: '200',
    });
    expect(late).toMatchObject({ ok: false, code: 'bet_already_settled' });
    expect(await p.balance()).toBe(balance);
  });
});
