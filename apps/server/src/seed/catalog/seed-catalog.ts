import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { generateCatalog, type SeedCatalog } from './generate.js';

export interface SeedCatalogOptions {
  /** Total games (vendor lobbies and fixed lottery games included). */
  games: number;
  /** Each gets every vendor and game, in the generated order. */
  merchantIds: string[];
}

const BATCH = 10_000;

/**
 * Seeds the deterministic demo catalog, then the offer of each merchant. Idempotent: the
 * catalog is generated only when there are no games yet, and a merchant that already has
 * vendors keeps its offer. Bulk writes use unnest() arrays: 100,000 games take seconds.
 */
export async function seedCatalog(db: Db, opts: SeedCatalogOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Serialises concurrent seeds (several instances booting together).
    await sql`SELECT pg_advisory_xact_lock(7240101)`.execute(trx);
    const any = await trx.selectFrom('games').select('id').limit(1).executeTakeFirst();
    if (!any) {
      await insertCatalog(trx, generateCatalog(opts.games));
      // Merge the search index's pending list now (else autovacuum's job): until then the
      // planner shies away from the trigram index and searches scan the games.
      await sql`SELECT gin_clean_pending_list('games_search_trgm'::regclass)`.execute(trx);
    }
    for (const merchantId of opts.merchantIds) await offerAll(trx, merchantId);
  });
  // Fresh statistics, so that the first lobby queries after a bulk load get the index plans.
  await sql`ANALYZE vendors, games, merchant_vendors, merchant_games`.execute(db);
}

async function insertCatalog(db: Db, catalog: SeedCatalog) {
  const v = catalog.vendors;
  await sql`
    INSERT INTO vendors (code, name, game_type, wallet_mode, in_house, logo_url)
    SELECT code, name, game_type, wallet_mode, in_house, '/art/vendor/' || code || '.svg'
    FROM unnest(${v.map((x) => x.code)}::text[], ${v.map((x) => x.name)}::text[], ${v.map((x) => x.gameType)}::text[],
                ${v.map((x) => x.walletMode)}::text[], ${v.map((x) => x.inHouse)}::boolean[])
      WITH ORDINALITY AS u(code, name, game_type, wallet_mode, in_house, n)
    ORDER BY n`.execute(db);

  const l = catalog.lanes;
  await sql`
    INSERT INTO vendor_lanes (vendor_id, title, game_classify, sequence)
    SELECT v.id, u.title::jsonb, u.classify, u.seq
    FROM unnest(${l.map((x) => x.vendor)}::text[], ${l.map((x) => JSON.stringify(x.title))}::text[],
                ${l.map((x) => x.classify)}::text[], ${l.map((x) => x.sequence)}::int[]) AS u(vendor, title, classify, seq)
    JOIN vendors v ON v.code = u.vendor`.execute(db);

  for (let i = 0; i < catalog.games.length; i += BATCH) {
    const g = catalog.games.slice(i, i + BATCH);
    // The id is drawn first so that the art URLs (which carry it) are written with the row.
    await sql`
      INSERT INTO games (id, vendor_id, game_code, game_id, game_type, is_game, is_hot, is_new, game_classify,
                         icon_url, large_icon_url, names, search_text)
      SELECT s.id, v.id, s.code, s.vgid, s.type, s.is_game, s.is_hot, s.is_new, s.classify,
             '/art/game/' || s.id || '.svg', '/art/game/' || s.id || '.svg?size=large', s.names::jsonb, s.search
      FROM (
        SELECT nextval(pg_get_serial_sequence('games', 'id')) AS id, u.*
        FROM unnest(${g.map((x) => x.vendor)}::text[], ${g.map((x) => x.gameCode)}::text[], ${g.map((x) => x.gameId)}::text[],
                    ${g.map((x) => x.gameType)}::text[], ${g.map((x) => x.isGame)}::boolean[], ${g.map((x) => x.isHot)}::boolean[],
                    ${g.map((x) => x.isNew)}::boolean[], ${g.map((x) => x.classify)}::text[],
                    ${g.map((x) => JSON.stringify(x.names))}::text[], ${g.map((x) => x.searchText)}::text[])
          WITH ORDINALITY AS u(vendor, code, vgid, type, is_game, is_hot, is_new, classify, names, search, n)
        ORDER BY u.n
      ) s
      JOIN vendors v ON v.code = s.vendor
      ORDER BY s.id`.execute(db);
  }
}

/** Offers every vendor and game to a merchant that has no vendors yet, in catalog order. */
async function offerAll(db: Db, merchantId: string) {
  const has = await db
    .selectFrom('merchant_vendors')
    .select('vendor_id')
    .where('merchant_id', '=', merchantId)
    .limit(1)
    .executeTakeFirst();
  if (has) return;
  await sql`
    INSERT INTO merchant_vendors (merchant_id, vendor_id, sequence)
    SELECT ${merchantId}, id, row_number() OVER (ORDER BY id) FROM vendors`.execute(db);
  await sql`
    INSERT INTO merchant_games (merchant_id, game_id, game_type, vendor_id, sequence)
    SELECT ${merchantId}, id, game_type, vendor_id, row_number() OVER (ORDER BY id) FROM games`.execute(db);
}
