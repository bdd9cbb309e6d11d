import { describe, expect, it } from 'vitest';
import { API, winnersAnswer } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMember, buildMerchant } from '../../../test/factories.js';
import { deliverPending, emit } from '../events/index.js';
import { buildGames, countOf } from '../../../test/helpers/lobby.js';
import { insertWins } from './winners.repository.js';
import { maskName, recordWin } from './winners.service.js';
import { winnersSubscriber } from './winners.subscriber.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db, { languages: ['EN', 'TY'] });
const beta = await buildMerchant(t.db, { code: 'beta', languages: ['EN', 'TY'] });
const gamma = await buildMerchant(t.db, { code: 'gamma' });
const slots = await buildGames(t.db, { vendor: 'PG', count: 3, merchants: [acme.id, beta.id, gamma.id] });
const fish = await buildGames(t.db, { vendor: 'FC', gameType: 'FISH', count: 1, merchants: [acme.id, beta.id, gamma.id] });

const MIN = 60_000;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MIN);
// 25 wins for acme, one a minute apart (i = 0 newest); every 5th a fish game.
await insertWins(
  t.db,
  Array.from({ length: 25 }, (_, i) => ({
    merchantId: acme.id,
    customerName: maskName(`player${i}x`),
    amountMinor: 1000 * (i + 1),
    gameId: i % 5 === 0 ? fish.ids[0]! : slots.ids[i % 3]!,
    wonAt: at(i + 1),
  })),
);
await insertWins(t.db, [{ merchantId: beta.id, customerName: 'be***ta', amountMinor: 5, gameId: slots.ids[0]!, wonAt: at(1) }]);

const board = (query: string, o: { merchant?: string; lang?: string } = {}) =>
  t.call({ url: `${API.games.winners}?${query}`, ...o });

describe('GET /lgw/games/winners', () => {
  it('answers the latest 20 entries, newest first, masked, with no sample flag', async () => {
    const r = await board('gameCategory=ALL&limitNum=20');
    expect(r.status).toBe(200);
    const entries = winnersAnswer.parse(r.body.value);
    expect(entries).toHaveLength(20);
    expect(entries.map((e) => e.vo.winAmount)).toEqual(Array.from({ length: 20 }, (_, i) => 1000 * (i + 1)));
    expect(r.body.value.every((e: object) => Object.keys(e).join() === 'vo')).toBe(true);
    expect(entries[1]!.vo).toEqual({
      customerName: 'pl***1x',
      winAmount: 2000,
      gameName: expect.stringMatching(/^PG Game \d+$/),
      iconUrl: expect.stringMatching(/^\/art\/game\//),
    });
    expect(r.raw.headers['cache-control']).toBe('public, max-age=30');
    // Defaults: ALL, 20.
    expect((await board('')).body.value).toHaveLength(20);
  });

  it('filters by gameCategory and honours limitNum', async () => {
    const fishOnly = (await board('gameCategory=FISH&limitNum=20')).body.value;
    expect(fishOnly.map((e: { vo: { winAmount: number } }) => e.vo.winAmount)).toEqual([1000, 6000, 11000, 16000, 21000]);
    expect((await board('limitNum=3')).body.value).toHaveLength(3);
    expect((await board('gameCategory=LIVE')).body.value).toEqual([]);
  });

  it('names the game in the language asked', async () => {
    const ty = (await board('limitNum=2', { lang: 'TY' })).body.value;
    expect(ty[1].vo.gameName).toMatch(/^Laro \d+ ng PG$/);
  });

  it('keeps merchants apart', async () => {
    expect((await board('', { merchant: 'beta' })).body.value).toEqual([
      { vo: { customerName: 'be***ta', winAmount: 5, gameName: expect.any(String), iconUrl: expect.any(String) } },
    ]);
    expect((await board('', { merchant: 'gamma' })).body.value).toEqual([]);
  });

  it('answers 400 validation_failed for a bad category or limit', async () => {
    for (const q of [
      'limitNum=21',
      'limitNum=0',
      'limitNum=-1',
      'limitNum=abc',
      'gameCategory=SLOTS',
      `gameCategory=${'A'.repeat(200)}`,
    ]) {
      const r = await board(q);
      expect([r.status, r.body.code], q).toEqual([400, 'validation_failed']);
    }
  });

  it('records a settled win with the name masked before it is stored', async () => {
    await recordWin(t.db, { merchantId: gamma.id, memberUsername: 'juan1223', amountMinor: 123_456, gameId: slots.ids[1]! });
    expect((await board('', { merchant: 'gamma' })).body.value).toEqual([
      { vo: { customerName: 'ju***23', winAmount: 123_456, gameName: expect.any(String), iconUrl: expect.any(String) } },
    ]);
    const stored = await t.db.selectFrom('winner_board').select('customer_name').where('merchant_id', '=', gamma.id).execute();
    expect(stored).toEqual([{ customer_name: 'ju***23' }]);
  });

  it('recordWin refuses bad input and unknown games, writing nothing', async () => {
    const before = await countOf(t.db, 'winner_board');
    const bad = [
      { merchantId: gamma.id, memberUsername: 'a', amountMinor: 0, gameId: slots.ids[0]! },
      { merchantId: gamma.id, memberUsername: 'a', amountMinor: 1.5, gameId: slots.ids[0]! },
      { merchantId: gamma.id, memberUsername: '', amountMinor: 1, gameId: slots.ids[0]! },
      { merchantId: 'x', memberUsername: 'a', amountMinor: 1, gameId: slots.ids[0]! },
    ];
    for (const w of bad) await expect(recordWin(t.db, w)).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(
      recordWin(t.db, { merchantId: gamma.id, memberUsername: 'abc', amountMinor: 1, gameId: 99_999_999 }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await countOf(t.db, 'winner_board')).toBe(before);
  });
});

describe('the winner board follows round.settled events', () => {
  it('puts a big settled win on the board once, however often it is delivered; small, lost and cancelled rounds stay off', async () => {
    const delta = await buildMerchant(t.db, { code: 'delta' });
    const games = await buildGames(t.db, { vendor: 'JL', count: 1, merchants: [delta.id] });
    const game = await t.db.selectFrom('games').select('game_code').where('id', '=', games.ids[0]!).executeTakeFirstOrThrow();
    const m = await buildMember(t.db, delta.id, { username: 'maria7788' });
    const settled = (roundId: string, stake: string, win: string, status: 'settled' | 'cancelled' = 'settled') =>
      t.db.transaction().execute((trx) =>
        emit(trx, {
          type: 'round.settled',
          payload: {
            merchantId: delta.id,
            memberId: m.id,
            vendor: 'JL',
            roundId,
            gameCode: game.game_code,
            source: 'seamless',
            betId: '1',
            gameType: 'RNG',
            status,
            stake,
            validBet: stake,
            win,
          },
        }),
      );
    await settled('r1', '10', '5000'); // 500 times the stake
    await settled('r2', '100', '5000'); // 50 times, under 1,000.00
    await settled('r3', '10', '0');
    await settled('r4', '10', '5000', 'cancelled');
    await settled('r5', '1000', '100000'); // 1,000.00
    const real = () =>
      t.db
        .selectFrom('winner_board')
        .select(['customer_name', 'win_amount'])
        .where('merchant_id', '=', delta.id)
        .orderBy('win_amount')
        .execute();
    expect(await real()).toEqual([]);

    expect(await deliverPending(t.deps, [winnersSubscriber])).toMatchObject({ handled: 5, failed: 0 });
    expect(await deliverPending(t.deps, [winnersSubscriber])).toMatchObject({ handled: 0 });
    expect(await real()).toEqual([
      { customer_name: 'ma***88', win_amount: '5000' },
      { customer_name: 'ma***88', win_amount: '100000' },
    ]);
    const v = (await board('gameCategory=ALL&limitNum=5', { merchant: 'delta' })).body.value;
    expect(v.map((e: { vo: { winAmount: number } }) => e.vo.winAmount).sort()).toEqual([100000, 5000]);
  });
});

describe('maskName', () => {
  it('keeps two characters each side of *** (one for names under 7)', () => {
    expect(maskName('juan1223')).toBe('ju***23');
    expect(maskName('abcdefg')).toBe('ab***fg');
    expect(maskName('abcdef')).toBe('a***f');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('abc')).toBe('a***c');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('')).toBe('***');
  });
});
