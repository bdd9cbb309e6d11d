import { describe, expect, it } from 'vitest';
import { API } from '@playhouse/contract';
import { checkOfficialResult, officialMenuAnswer, resultKindOf } from '@playhouse/contract/lottery';
import { testPlatform } from '../../test/harness.js';
import { buildMerchant } from '../../test/factories.js';
import { DEMO_OFFICIAL_GAMES, DEMO_PAST_DAYS, seedOfficial } from './official.seed.js';

const t = await testPlatform();
const demo = await buildMerchant(t.db, { code: 'demo', languages: ['EN', 'TY'] });
// Thursday 10 December 2026, 12:00 UTC.
const NOW = Date.UTC(2026, 11, 10, 12, 0);
await seedOfficial(t.db, demo.id, NOW);

const resulted = () =>
  t.db
    .selectFrom('official_draws as d')
    .innerJoin('official_games as g', 'g.id', 'd.game_id')
    .innerJoin('official_results as r', (j) => j.onRef('r.draw_id', '=', 'd.id').onRef('r.version', '=', 'd.result_version'))
    .select(['g.code', 'g.lottery', 'd.draw_no', 'd.source', 'd.result', 'r.origin'])
    .where('d.merchant_id', '=', demo.id)
    .where('d.status', '=', 'resulted')
    .orderBy('d.id')
    .execute();

describe('demo official lotteries seed', () => {
  it('offers every official game, and a week of past draws with simulated results, labelled so', async () => {
    const games = await t.db
      .selectFrom('official_games')
      .select('code')
      .where('merchant_id', '=', demo.id)
      .orderBy('sort')
      .execute();
    expect(games.map((g) => g.code)).toEqual(DEMO_OFFICIAL_GAMES.map((g) => g.code));
    const rows = await resulted();
    expect(rows.every((r) => r.origin === 'simulator')).toBe(true);
    // The North draws daily: one result for each of the last 7 days (18:15 local, 11:15 UTC).
    expect(rows.filter((r) => r.code === 'VN_MB').map((r) => r.draw_no)).toEqual([
      '20261204',
      '20261205',
      '20261206',
      '20261207',
      '20261208',
      '20261209',
      '20261210',
    ]);
    expect(DEMO_PAST_DAYS).toBe(7);
    // 4D: Saturday 5, Sunday 6 and Wednesday 9 December, four operators each.
    expect(rows.filter((r) => r.code === 'SEA_4D')).toHaveLength(12);
    // Thai: twice a month, so the last five weeks (from 5 November): 16 November, 1 December.
    expect(rows.filter((r) => r.code === 'TH_GOV').map((r) => r.draw_no)).toEqual(['20261116', '20261201']);
    expect(rows.filter((r) => r.code === 'VN_MN').length).toBeGreaterThanOrEqual(20);
    for (const r of rows) {
      const kind = resultKindOf(r.lottery, r.source)!;
      expect(checkOfficialResult(kind, r.result).ok, `${r.code} ${r.draw_no} ${r.source}`).toBe(true);
    }
    // Fast games draw their own from the verifiable draw: no simulated past.
    expect(rows.some((r) => r.code.startsWith('VN_FAST'))).toBe(false);
  });

  it('sells the VN products in the demo’s currency, at the same return, lô 2 with a limit per number', async () => {
    const menu = officialMenuAnswer.parse(
      (await t.call({ url: `${API.official.menu}?gameCode=VN_MB`, merchant: 'demo' })).body.value,
    );
    const lo = menu.products.find((p) => p.productId === 'VN-LO2')!;
    expect(lo.pricing).toEqual([{ context: 'MB', price: '2300', payout: { hit: '8000' } }]);
    expect(lo.maxNumberDraw).toBe('500000');
  });

  it('is idempotent: seeding again keeps every game and every result', async () => {
    const before = await resulted();
    await seedOfficial(t.db, demo.id, NOW);
    expect(await resulted()).toEqual(before);
  });
});
