import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { offeredVendorGames } from '../../../test/helpers/lobby.js';
import { buildMerchant } from '../../../test/factories.js';
import { generateCatalog } from '../../seed/catalog/generate.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';

const t = await testPlatform();
const migration = await readFile(
  new URL('../../db/migrations/20261127100100_official_lottery_tiles.sql', import.meta.url),
  'utf8',
);
const runMigration = () => t.db.transaction().execute((trx) => sql.raw(migration).execute(trx));

const offered = (merchantId: string, vendor: string) => offeredVendorGames(t.db, merchantId, vendor);

/** How many named tiles each vendor had before (12 VN provinces, 5 SEA games). */
const OLD_COUNT = { TCG_LOTTO_VN: 12, TCG_SEA: 5 } as const;

describe('the migration of the VN and SEA lottery tiles to the official games', () => {
  it('turns an older catalog’s named tiles into the official games in place, and takes the rest off the offer', async () => {
    const m = await buildMerchant(t.db, { code: 'acme' });
    await seedCatalog(t.db, { games: 300, merchantIds: [m.id] });
    // The catalog as seeded before: named tiles under generated codes (the lobby took 00001), more of them.
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA'] as const) {
      const games = await offered(m.id, vendor);
      const v = await t.db.selectFrom('vendors').select('id').where('code', '=', vendor).executeTakeFirstOrThrow();
      for (const [i, g] of games.entries()) {
        await t.db
          .updateTable('games')
          .set({ game_code: `${vendor}-${String(i + 2).padStart(5, '0')}` })
          .where('id', '=', g.id)
          .execute();
      }
      for (let i = games.length; i < OLD_COUNT[vendor]; i++) {
        const added = await t.db
          .insertInto('games')
          .values({
            vendor_id: v.id,
            game_code: `${vendor}-${String(i + 2).padStart(5, '0')}`,
            game_id: `old-${vendor}-${i}`,
            game_type: 'LOTT',
            icon_url: '/art/x.svg',
            large_icon_url: '/art/x.svg',
            names: JSON.stringify({ EN: `Old ${i}`, TY: `Luma ${i}` }),
            search_text: `old ${i}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('merchant_games')
          .values({ merchant_id: m.id, game_id: added.id, game_type: 'LOTT', vendor_id: v.id, sequence: 1000 + i })
          .execute();
      }
    }
    const before = { TCG_LOTTO_VN: await offered(m.id, 'TCG_LOTTO_VN'), TCG_SEA: await offered(m.id, 'TCG_SEA') };
    expect(before.TCG_LOTTO_VN).toHaveLength(12);

    await runMigration();

    const fresh = generateCatalog(300).games;
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA'] as const) {
      const after = await offered(m.id, vendor);
      const seeded = fresh.filter((g) => g.vendor === vendor && g.isGame);
      expect(
        after.map((g) => [g.game_code, g.names]),
        vendor,
      ).toEqual(seeded.map((g) => [g.gameCode, g.names]));
      expect(after.map((g) => g.id)).toEqual(before[vendor].slice(0, seeded.length).map((g) => g.id));
    }
    // A second run changes nothing.
    const games = await t.db.selectFrom('games').select(['id', 'game_code']).orderBy('id').execute();
    await runMigration();
    expect(await t.db.selectFrom('games').select(['id', 'game_code']).orderBy('id').execute()).toEqual(games);
  });
});
