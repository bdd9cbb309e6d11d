import { describe, expect, it } from 'vitest';
import { API, COCKFIGHT_VENDOR, ESPORTS_VENDOR, FOOTER_VENDORS, IN_HOUSE_VASSALAGES, type Game } from '@playhouse/contract';
import { lotteryGamesAnswer } from '@playhouse/contract/lottery';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { generateCatalog } from '../../seed/catalog/generate.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';
import { DEMO, seedDemo } from '../../seed/demo.js';
import { DEMO_LOTTERY_GAMES } from '../../seed/lottery.seed.js';

const t = await testPlatform();
const rows = (table: 'games' | 'vendors' | 'merchant_games' | 'merchant_vendors') =>
  t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

describe('the demo catalog generator', () => {
  it('is deterministic: the same first 20 games on every run', () => {
    const a = generateCatalog(2000).games.slice(0, 20);
    const b = generateCatalog(2000).games.slice(0, 20);
    expect(a).toEqual(b);
    expect(generateCatalog(500).games.slice(0, 20)).toEqual(a);
  });

  it('covers the vendors of §9 and every category, with lanes and lottery vendors', () => {
    const c = generateCatalog(3000);
    const codes = c.vendors.map((v) => v.code);
    for (const v of [
      ...FOOTER_VENDORS,
      ESPORTS_VENDOR,
      COCKFIGHT_VENDOR,
      'TCG_LOTTO_VN',
      'TCG_SEA',
      'LOTT',
      'ELOTT',
      'EVO',
      'SABA',
      'KM',
    ])
      expect(codes).toContain(v);
    for (const code of IN_HOUSE_VASSALAGES) expect(c.vendors.find((v) => v.code === code)?.inHouse).toBe(true);
    expect(c.vendors.find((v) => v.code === 'BGS')).toMatchObject({ inHouse: true, gameType: 'BGS' });
    // In-house: only the games the engines play, never generated ones that would open something else.
    expect(c.games.filter((g) => g.vendor === 'BGS').map((g) => [g.gameCode, g.names])).toEqual([
      ['BGS-SLOT', { EN: 'BGS Classic 20', TY: 'BGS Klasiko 20' }],
      ['BGS-DICE', { EN: 'BGS Dice', TY: 'BGS Dais' }],
    ]);
    // Our lottery vendors: the engine's demo games under their own codes, none generated.
    const engineCodes = DEMO_LOTTERY_GAMES.map((g) => g.code);
    for (const vendor of ['LOTT', 'ELOTT'])
      expect(
        c.games.filter((g) => g.vendor === vendor && g.isGame).map((g) => g.gameCode),
        vendor,
      ).toEqual(engineCodes);
    expect(c.games.find((g) => g.vendor === 'ELOTT' && g.gameCode === 'SSC1')?.names).toEqual({
      EN: 'Lucky SSC 1 min (e-Lotto)',
      TY: 'Lucky SSC 1 minuto (e-Lotto)',
    });
    expect(new Set(c.games.map((g) => g.gameType))).toEqual(
      new Set(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'BGS']),
    );
    for (const v of c.vendors) expect(c.lanes.filter((l) => l.vendor === v.code).length).toBeGreaterThan(0);
    for (const code of ['EVO', 'SABA', 'IMES', 'DS88', 'TCG_LOTTO_VN', 'LOTT', 'ELOTT']) {
      expect(c.games.find((g) => g.vendor === code && !g.isGame)?.gameCode, code).toBe(`${code}-LOBBY`);
    }
  });

  it('names games in EN and TY, translates the common words, and keeps names unique', () => {
    const c = generateCatalog(5000);
    expect(c.games.length).toBe(5000);
    const en = c.games.map((g) => g.names.EN);
    expect(new Set(en).size).toBe(en.length);
    const slots = c.games.filter((g) => g.gameType === 'RNG');
    const translated = slots.filter((g) => g.names.TY !== g.names.EN).length;
    expect(translated / slots.length).toBeGreaterThan(0.8);
    for (const g of c.games) expect(g.searchText).toBe(`${g.names.EN} ${g.names.TY}`.toLowerCase());
    const hot = c.games.filter((g) => g.isHot).length / c.games.length;
    expect(hot).toBeGreaterThan(0.01);
    expect(hot).toBeLessThan(0.06);
    expect(c.games.some((g) => g.isNew)).toBe(true);
  });
});

describe('seedCatalog', () => {
  it('writes the generated games in order, with art URLs carrying their nodeId', async () => {
    const m = await buildMerchant(t.db, { code: 'acme' });
    await seedCatalog(t.db, { games: 300, merchantIds: [m.id] });
    expect(await rows('games')).toBe(300);
    const first = await t.db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
      .select(['games.id', 'games.game_code', 'games.names', 'games.icon_url', 'games.large_icon_url', 'vendors.code'])
      .orderBy('games.id')
      .limit(20)
      .execute();
    const expected = generateCatalog(300).games.slice(0, 20);
    expect(first.map((g) => [g.code, g.game_code, g.names])).toEqual(expected.map((g) => [g.vendor, g.gameCode, g.names]));
    for (const g of first) {
      expect(g.icon_url).toBe(`/art/game/${g.id}.svg`);
      expect(g.large_icon_url).toBe(`/art/game/${g.id}.svg?size=large`);
    }
    expect(await rows('merchant_games')).toBe(300);
    const r = await t.call({ url: `${API.games.list}?pageSize=5` });
    expect((r.body.value.content as Game[]).map((g) => String(g.nodeId))).toEqual(first.slice(0, 5).map((g) => g.id));
  });

  it('is idempotent, and offers the existing catalog to a new merchant', async () => {
    const m = await buildMerchant(t.db, { code: 'acme' });
    await seedCatalog(t.db, { games: 300, merchantIds: [m.id] });
    expect(await rows('games')).toBe(300);
    expect(await rows('merchant_games')).toBe(300);
    const other = await buildMerchant(t.db, { code: 'other' });
    await seedCatalog(t.db, { games: 999, merchantIds: [m.id, other.id] });
    expect(await rows('games')).toBe(300);
    expect(await rows('merchant_games')).toBe(600);
    expect((await t.call({ url: API.games.list, merchant: 'other' })).body.value.totalElements).toBe(300);
  });
});

describe('the demo seed', () => {
  it('gives the demo merchant a catalog of at least 10,000 games', async () => {
    await t.db.deleteFrom('games').execute();
    await t.db.deleteFrom('vendors').execute();
    await seedDemo(t.db);
    expect(await rows('games')).toBeGreaterThanOrEqual(10_000);
    const r = await t.call({ url: `${API.games.list}?gameType=RNG`, merchant: DEMO.merchant });
    expect(r.body.value.totalElements).toBeGreaterThan(5_000);
  }, 60_000);

  it("lists under LOTT and ELOTT only the merchant's engine games, so every such tile opens a game", async () => {
    await seedDemo(t.db);
    const engine = lotteryGamesAnswer.parse((await t.call({ url: API.lottery.games, merchant: DEMO.merchant })).body.value);
    const engineCodes = engine.map((g) => g.gameId).sort();
    for (const vendor of ['LOTT', 'ELOTT']) {
      const r = await t.call({ url: `${API.games.list}?vendor=${vendor}&pageSize=100`, merchant: DEMO.merchant });
      const tiles = (r.body.value.content as Game[]).filter((g) => g.isGame);
      expect(tiles.map((g) => g.gameCode).sort(), vendor).toEqual(engineCodes);
    }
  }, 60_000);
});
