import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, type Game } from '@playhouse/contract';
import { testPlatform } from '../../../test/harness.js';
import { offeredVendorGames } from '../../../test/helpers/lobby.js';
import { buildMerchant } from '../../../test/factories.js';
import { generateCatalog } from '../../seed/catalog/generate.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';

const t = await testPlatform();
const migration = await readFile(
  new URL('../../db/migrations/20261126150000_lottery_tiles_engine_games.sql', import.meta.url),
  'utf8',
);
const runMigration = () => t.db.transaction().execute((trx) => sql.raw(migration).execute(trx));

/** A vendor's games in the merchant's order. */
const offered = (merchantId: string, vendor: string) => offeredVendorGames(t.db, merchantId, vendor);

const OLD: Record<string, string[]> = {
  LOTT: ['Fast 3 (1 min)', 'Pick 10', 'Lucky 28', 'Daily 6/45'],
  ELOTT: ['e-Lotto 1 min', 'e-Lotto 3 min', 'e-Lotto 5 min', 'e-Keno'],
};

describe('the migration of the lottery tiles to the engine games', () => {
  it("turns an older catalog's four named games per vendor into the engine's five, keeping offers and order", async () => {
    const m = await buildMerchant(t.db, { code: 'acme' });
    await seedCatalog(t.db, { games: 300, merchantIds: [m.id] });
    // The catalog as seeded before: four named games under generated codes (the lobby took 00001).
    for (const vendor of ['LOTT', 'ELOTT']) {
      const games = await offered(m.id, vendor);
      await t.db.deleteFrom('games').where('id', '=', games[4]!.id).execute();
      for (const [i, g] of games.slice(0, 4).entries()) {
        const name = OLD[vendor]![i]!;
        await t.db
          .updateTable('games')
          .set({
            game_code: `${vendor}-${String(i + 2).padStart(5, '0')}`,
            names: JSON.stringify({ EN: name, TY: name }),
            search_text: name.toLowerCase(),
          })
          .where('id', '=', g.id)
          .execute();
      }
    }
    const before = { LOTT: await offered(m.id, 'LOTT'), ELOTT: await offered(m.id, 'ELOTT') };
    expect(before.LOTT.map((g) => g.game_code)).toEqual(['LOTT-00002', 'LOTT-00003', 'LOTT-00004', 'LOTT-00005']);

    await runMigration();

    const fresh = generateCatalog(300).games;
    for (const vendor of ['LOTT', 'ELOTT'] as const) {
      const after = await offered(m.id, vendor);
      // As a fresh seed lists them: codes and names, in order; the first four are the same rows.
      const seeded = fresh.filter((g) => g.vendor === vendor && g.isGame);
      expect(
        after.map((g) => [g.game_code, g.names]),
        vendor,
      ).toEqual(seeded.map((g) => [g.gameCode, g.names]));
      expect(after.map((g) => g.search_text)).toEqual(seeded.map((g) => g.searchText));
      expect(after.slice(0, 4).map((g) => g.id)).toEqual(before[vendor].map((g) => g.id));
      expect(after[4]).toMatchObject({ icon_url: `/art/game/${after[4]!.id}.svg`, game_classify: 'draws' });
    }
    const r = await t.call({ url: `${API.games.list}?vendor=ELOTT&pageSize=100` });
    expect((r.body.value.content as Game[]).filter((g) => g.isGame).map((g) => g.gameCode)).toEqual(
      fresh.filter((g) => g.vendor === 'ELOTT' && g.isGame).map((g) => g.gameCode),
    );

    // Once is enough: a second run (or a catalog seeded with the engine games) changes nothing.
    const games = await t.db.selectFrom('games').select(['id', 'game_code']).orderBy('id').execute();
    await runMigration();
    expect(await t.db.selectFrom('games').select(['id', 'game_code']).orderBy('id').execute()).toEqual(games);
  });
});
