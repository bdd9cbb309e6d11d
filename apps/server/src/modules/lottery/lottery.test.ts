import { describe, expect, it } from 'vitest';
import { API, drawsAnswer } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { commitAhead, drawAndSettle, lotteryGames, recordedBeacons } from '../../../test/helpers/lottery.js';
import { MB_2026_01_14, VL_2023_12_01, type OfficialResult } from '@playhouse/contract/lottery';
import { insertOfficialGames, officialGameByCode } from './index.js';
import { drawOf, insertDraws, setResult } from './official/draws.repository.js';

const t = await testPlatform();
const acme = await buildMerchant(t.db);
const gamma = await buildMerchant(t.db, { code: 'gamma' });
await lotteryGames(t.db, acme.id);

const NOW = Date.UTC(2026, 10, 22, 12, 0, 5);
const beacons = recordedBeacons();
await commitAhead(t.db, beacons, NOW);
// Three minutes of draws of the five demo families.
await drawAndSettle(t.db, beacons, NOW + 3 * 60_000);

const openings = (path: string, query: string, merchant?: string) => t.call({ url: `${path}?${query}`, merchant });

describe('number openings', () => {
  it('lotto: the engine’s latest real draws, newest first, numbers as the pages show them', async () => {
    const r = await openings(API.games.lottoDraws, 'limit=50');
    expect(r.status).toBe(200);
    const draws = drawsAnswer.parse(r.body.value);
    expect(draws).toHaveLength(15); // 5 games × 3 draws
    expect(draws.every((d) => !d.sample && d.prizeMode === 'LOTT')).toBe(true);
    const times = draws.map((d) => Date.parse(d.drawnAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byGame = (code: string) => draws.find((d) => d.gameCode === code)!;
    expect(byGame('SSC1').numbers).toHaveLength(5);
    expect(byGame('SSC1').numbers.every((n) => /^\d$/.test(n))).toBe(true);
    expect(byGame('PK10_1').numbers).toHaveLength(10);
    expect(byGame('PK10_1').numbers.every((n) => /^\d{2}$/.test(n))).toBe(true);
    expect(byGame('X5_1').numbers.every((n) => /^\d{2}$/.test(n))).toBe(true);
    expect(byGame('SSC1').drawNo).toMatch(/^20261122-\d{4}$/);
    const one = drawsAnswer.parse((await openings(API.games.lottoDraws, 'gameCode=K3_1&limit=2')).body.value);
    expect(one.map((d) => d.gameCode)).toEqual(['K3_1', 'K3_1']);
    expect(r.raw.headers['cache-control']).toBe('public, max-age=5');
  });

  it('VN: the official and fast VN games’ results, every prize special first', async () => {
    await insertOfficialGames(t.db, [
      {
        merchantId: acme.id,
        code: 'VN_MB',
        lottery: 'VN',
        region: 'MB',
        cadenceSeconds: null,
        closeSeconds: 900,
        names: {},
        sort: 1,
      },
      {
        merchantId: acme.id,
        code: 'VN_MN',
        lottery: 'VN',
        region: 'MN',
        cadenceSeconds: null,
        closeSeconds: 900,
        names: {},
        sort: 2,
      },
    ]);
    const open = (code: string, drawNo: string, source: string, at: number) =>
      officialGameByCode(t.db, acme.id, code).then(async (g) => {
        await insertDraws(t.db, [
          { merchantId: acme.id, gameId: g!.id, drawNo, source, closeAt: new Date(at - 1), drawAt: new Date(at) },
        ]);
        return (await drawOf(t.db, g!.id, drawNo, source))!.id;
      });
    const publish = (id: string, result: OfficialResult, at: number) =>
      t.db.transaction().execute((trx) => setResult(trx, id, result, 1, new Date(at)));
    await publish(await open('VN_MB', '20260114', 'MB', NOW - 2000), MB_2026_01_14, NOW - 1000);
    await publish(await open('VN_MN', '20231201', 'VL', NOW - 3000), VL_2023_12_01, NOW - 500);
    await open('VN_MB', '20260115', 'MB', NOW); // no result yet: not an opening
    const draws = drawsAnswer.parse((await openings(API.games.vnDraws, 'limit=50')).body.value);
    expect(draws.map((d) => [d.gameCode, d.drawNo, d.numbers.length, d.numbers[0]])).toEqual([
      ['VN_MN', '20231201-VL', 18, VL_2023_12_01.special[0]],
      ['VN_MB', '20260114', 27, MB_2026_01_14.special[0]],
    ]);
    expect(draws[1]!.numbers.slice(-4)).toEqual(MB_2026_01_14.seventh);
    expect(draws.every((d) => !d.sample && d.prizeMode === 'LOTT')).toBe(true);
    const mb = drawsAnswer.parse((await openings(API.games.vnDraws, 'gameCode=VN_MB')).body.value);
    expect(mb.map((d) => d.drawNo)).toEqual(['20260114']);
  });

  it('keeps merchants apart', async () => {
    expect((await openings(API.games.vnDraws, '', 'gamma')).body.value).toEqual([]);
    expect((await openings(API.games.lottoDraws, '', 'gamma')).body.value).toEqual([]);
    expect(gamma.id).not.toBe(acme.id);
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
