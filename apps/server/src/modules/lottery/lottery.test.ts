import { describe, expect, it } from 'vitest';
import { API, drawsAnswer } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { buildGames, countOf } from '../../../test/helpers/lobby.js';
import { seedSampleDraws } from '../../seed/content.samples.js';
import { insertDraws } from './lottery.repository.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const beta = await buildMerchant(t.db, { code: 'beta' });
const gamma = await buildMerchant(t.db, { code: 'gamma' });
const merchants = [acme.id, beta.id];
const vn = await buildGames(t.db, { vendor: 'TCG_LOTTO_VN', gameType: 'LOTT', count: 2, merchants });
await buildGames(t.db, { vendor: 'LOTT', gameType: 'LOTT', count: 1, merchants });
await buildGames(t.db, { vendor: 'ELOTT', gameType: 'ELOTT', count: 1, merchants });
await buildGames(t.db, { vendor: 'TCG_SEA', gameType: 'LOTT', count: 1, merchants });
await buildGames(t.db, { vendor: 'PG', count: 2, merchants });

const NOW = Date.UTC(2026, 10, 22, 12, 0);
await seedSampleDraws(t.db, acme.id, 10, NOW);
const vnCode = (await t.db.selectFrom('games').select('game_code').where('id', '=', vn.ids[0]!).executeTakeFirstOrThrow())
  .game_code;

const openings = (path: string, query: string, merchant?: string) => t.call({ url: `${path}?${query}`, merchant });
type Draw = { gameCode: string; prizeMode: string; drawNo: string; numbers: string[]; drawnAt: string; sample: boolean };

describe('number openings', () => {
  it('VN: the latest draws of the VN lottery games, newest first, marked sample', async () => {
    const r = await openings(API.games.vnDraws, `gameCode=${vnCode}&limit=5`);
    expect(r.status).toBe(200);
    const draws = drawsAnswer.parse(r.body.value);
    expect(draws).toHaveLength(5);
    expect(draws.every((d) => d.gameCode === vnCode && d.sample && d.prizeMode === 'LOTT')).toBe(true);
    const times = draws.map((d) => Date.parse(d.drawnAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBe(Date.UTC(2026, 10, 22));
    expect(draws[0]!.drawNo).toBe('20261122');
    expect(draws[0]!.numbers).toHaveLength(7);
    expect(draws[0]!.numbers.every((n) => /^\d{5}$/.test(n))).toBe(true);
    expect(r.raw.headers['cache-control']).toBe('public, max-age=30');
  });

  it('VN without a gameCode: every VN game, never the other lotteries', async () => {
    const draws: Draw[] = (await openings(API.games.vnDraws, 'limit=50')).body.value;
    expect(draws).toHaveLength(20);
    expect(new Set(draws.map((d) => d.gameCode)).size).toBe(2);
    expect(draws.every((d) => d.gameCode.startsWith('TCG_LOTTO_VN'))).toBe(true);
    // Default limit: 10.
    expect((await openings(API.games.vnDraws, '')).body.value).toHaveLength(10);
  });

  it('lotto: the draws of LOTT, ELOTT and TCG_SEA games with their prize modes, latest first', async () => {
    const draws: Draw[] = (await openings(API.games.lottoDraws, 'limit=50')).body.value;
    expect(draws).toHaveLength(30);
    expect(new Set(draws.map((d) => d.prizeMode))).toEqual(new Set(['LOTT', 'ELOTT', 'SEA']));
    expect(draws.some((d) => d.gameCode.startsWith('TCG_LOTTO_VN'))).toBe(false);
    const times = draws.map((d) => Date.parse(d.drawnAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const elott = draws.find((d) => d.prizeMode === 'ELOTT')!;
    expect(elott.drawNo).toBe('20261122-1200');
    const lott = draws.find((d) => d.gameCode.startsWith('LOTT'))!;
    expect(lott.numbers).toHaveLength(6);
    expect(lott.numbers.map(Number)).toEqual([...lott.numbers.map(Number)].sort((a, b) => a - b));
  });

  it('seeds deterministically and idempotently', async () => {
    const before = await countOf(t.db, 'lottery_draws', acme.id);
    await seedSampleDraws(t.db, acme.id, 10, NOW + 3_600_000);
    expect(await countOf(t.db, 'lottery_draws', acme.id)).toBe(before);
    await seedSampleDraws(t.db, beta.id, 10, NOW);
    const numbersOf = (m: string) =>
      t.db
        .selectFrom('lottery_draws')
        .select(['game_code', 'draw_no', 'numbers'])
        .where('merchant_id', '=', m)
        .orderBy('game_code')
        .orderBy('draw_no')
        .execute();
    expect(await numbersOf(beta.id)).toEqual(await numbersOf(acme.id));
  });

  it('once real draws exist, answers real draws only', async () => {
    await insertDraws(t.db, [
      {
        merchantId: beta.id,
        vendor: 'TCG_LOTTO_VN',
        gameCode: vnCode,
        prizeMode: 'LOTT',
        drawNo: 'R1',
        numbers: ['11111'],
        drawnAt: new Date(NOW - 86_400_000 * 30),
        isSample: false,
      },
    ]);
    const draws: Draw[] = (await openings(API.games.vnDraws, 'limit=50', 'beta')).body.value;
    expect(draws).toEqual([
      {
        gameCode: vnCode,
        prizeMode: 'LOTT',
        drawNo: 'R1',
        numbers: ['11111'],
        drawnAt: new Date(NOW - 86_400_000 * 30).toISOString(),
        sample: false,
      },
    ]);
    // The other family still shows its samples.
    expect(((await openings(API.games.lottoDraws, 'limit=1', 'beta')).body.value as Draw[])[0]!.sample).toBe(true);
  });

  it('keeps merchants apart', async () => {
    expect((await openings(API.games.vnDraws, '', 'gamma')).body.value).toEqual([]);
    expect((await openings(API.games.lottoDraws, '', 'gamma')).body.value).toEqual([]);
    expect(await countOf(t.db, 'lottery_draws', gamma.id)).toBe(0);
  });

  it('answers 400 validation_failed for a bad limit or gameCode', async () => {
    for (const path of [API.games.vnDraws, API.games.lottoDraws]) {
      for (const q of ['limit=0', 'limit=51', 'limit=-2', 'limit=ten', `gameCode=${'X'.repeat(65)}`]) {
        const r = await openings(path, q);
        expect([r.status, r.body.code], `${path}?${q}`).toEqual([400, 'validation_failed']);
      }
    }
  });
});
