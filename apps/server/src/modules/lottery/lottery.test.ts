import { describe, expect, it } from 'vitest';
import { API, drawsAnswer } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { commitAhead, drawAndSettle, lotteryGames, recordedBeacons } from '../../../test/helpers/lottery.js';
import { insertDraws } from './lottery.repository.js';

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

  it('VN: stored real results only, never samples', async () => {
    await insertDraws(t.db, [
      {
        merchantId: acme.id,
        vendor: 'TCG_LOTTO_VN',
        gameCode: 'TCG_LOTTO_VN_1',
        prizeMode: 'LOTT',
        drawNo: '20261121',
        numbers: ['11111'],
        drawnAt: new Date(NOW - 86_400_000),
        isSample: false,
      },
      {
        merchantId: acme.id,
        vendor: 'TCG_LOTTO_VN',
        gameCode: 'TCG_LOTTO_VN_1',
        prizeMode: 'LOTT',
        drawNo: '20261122',
        numbers: ['22222'],
        drawnAt: new Date(NOW),
        isSample: true,
      },
    ]);
    const draws = drawsAnswer.parse((await openings(API.games.vnDraws, 'limit=50')).body.value);
    expect(draws).toEqual([
      {
        gameCode: 'TCG_LOTTO_VN_1',
        prizeMode: 'LOTT',
        drawNo: '20261121',
        numbers: ['11111'],
        drawnAt: new Date(NOW - 86_400_000).toISOString(),
        sample: false,
      },
    ]);
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
