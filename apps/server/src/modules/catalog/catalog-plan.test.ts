import { sql, type Compilable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';
import { countQuery, gamePageQuery, listKeys, type GameFilter } from './catalog.repository.js';
import { LIST_START, plainPageReader, plainPagesStatement, readPlainPages } from './plain-pages.js';
import { likePattern } from './catalog.service.js';
import { laneCards, offeredVendors } from './vendor.repository.js';

/** The list queries on a 20,000-game catalog must walk merchant_games by its indexes. */
const t = await testPlatform();
const other = await buildMerchant(t.db, { code: 'other' });
const acme = await buildMerchant(t.db, { code: 'acme' });
await seedCatalog(t.db, { games: 20_000, merchantIds: [other.id, acme.id] });
const vendors = await offeredVendors(t.db, acme.id);
const all = vendors.map((v) => v.id);
const idOf = (code: string) => vendors.find((v) => v.code === code)!.id;

async function plan(q: Compilable): Promise<string> {
  const c = q.compile();
  const r = await t.db.executeQuery<{ 'QUERY PLAN': string }>({ ...c, sql: `EXPLAIN ${c.sql}` });
  return r.rows.map((x) => x['QUERY PLAN']).join('\n');
}

/** The plan of a prepared statement on one connection, planned as `mode` says. */
function preparedPlan(text: string, values: unknown[], mode: string): Promise<string> {
  const literal = (v: unknown) =>
    Array.isArray(v) ? `'{${v.join(',')}}'` : typeof v === 'number' ? String(v) : `'${String(v)}'`;
  return t.db.connection().execute(async (c) => {
    await sql.raw(`SET plan_cache_mode = ${mode}`).execute(c);
    await sql.raw(`PREPARE plain_page AS ${text}`).execute(c);
    try {
      const r = await sql
        .raw<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE plain_page(${values.map(literal).join(', ')})`)
        .execute(c);
      return r.rows.map((x) => x['QUERY PLAN']).join('\n');
    } finally {
      await sql.raw('DEALLOCATE plain_page; RESET plan_cache_mode').execute(c);
    }
  });
}

const filters: [string, GameFilter, number][] = [
  ['a category, first page', { vendorIds: all, gameType: 'RNG' }, 0],
  ['a category, page 50', { vendorIds: all, gameType: 'RNG' }, 1000],
  ['a category, page 500', { vendorIds: all, gameType: 'RNG' }, 10_000],
  ['one vendor', { vendorIds: [idOf('PG')] }, 0],
  ['one vendor and type', { vendorIds: [idOf('JL')], gameType: 'FISH' }, 0],
  ['all games', { vendorIds: all }, 0],
  ['in-house', { vendorIds: vendors.filter((v) => v.in_house).map((v) => v.id) }, 0],
  ['hot', { vendorIds: all, hot: true }, 0],
  ['a search (hits first)', { vendorIds: all, namePattern: likePattern('dragon of the east'), nameVia: 'hits' }, 0],
  [
    'a search in a category (hits first)',
    { vendorIds: all, gameType: 'RNG', namePattern: likePattern('mandirigma'), nameVia: 'hits' },
    0,
  ],
  ['a short search (scan)', { vendorIds: all, gameType: 'RNG', namePattern: likePattern('ab'), nameVia: 'scan' }, 0],
];

describe('list query plans (20,000 games, two merchants)', () => {
  it.each(filters)('%s: uses merchant_games indexes, never a Seq Scan on it', async (_label, f, offset) => {
    const p = await plan(gamePageQuery(t.db, acme.id, f, 20, offset));
    expect(p).not.toMatch(/Seq Scan on merchant_games/);
    expect(p).toMatch(/Index (Only )?Scan using merchant_games_\w+ on merchant_games/);
  });

  it.each(filters.filter(([, f]) => !f.hot && !f.namePattern))(
    '%s, as prepared plain pages: index-only walks of merchant_games joined to games and vendors only',
    async (_label, f, offset) => {
      const s = plainPagesStatement(t.db, acme.id, f, 20, [
        { offset, from: LIST_START },
        { offset: 3, from: LIST_START },
      ]);
      // A named statement runs custom plans first, then the generic plan: both must walk an index.
      for (const mode of ['force_custom_plan', 'force_generic_plan']) {
        const p = await preparedPlan(s.text, s.values, mode);
        expect(p).toMatch(/Index Only Scan using merchant_games_(list|all|vendor) on merchant_games/);
        expect(p).not.toMatch(/merchant_games_pkey|merchant_vendors|Seq Scan on merchant_games/);
      }
    },
  );

  it('reads several plain pages in one statement, each the same page as the general query', async () => {
    const f: GameFilter = { vendorIds: all, gameType: 'RNG' };
    const keys = await listKeys(t.db, acme.id, f, 100);
    const asks = [
      { from: LIST_START, offset: 0 },
      { from: LIST_START, offset: 37 },
      { from: keys[5]!, offset: 0 },
      { from: keys[20]!, offset: 81 },
      { from: keys[keys.length - 1]!, offset: 99 },
    ];
    const pages = await readPlainPages(t.db, acme.id, f, 20, asks);
    expect(pages.map((p) => p.length)).toEqual([20, 20, 20, 20, expect.any(Number)]);
    for (const [i, a] of asks.entries())
      expect(pages[i]).toEqual(await gamePageQuery(t.db, acme.id, f, 20, a.offset, a.from).execute());
  });

  it('answers pages asked together, more than one statement holds, each with its own page', async () => {
    const reader = plainPageReader(t.db);
    const lists: GameFilter[] = [{ vendorIds: all, gameType: 'RNG' }, { vendorIds: [idOf('PG')] }];
    const asked = Array.from({ length: 40 }, (_, i) => ({ f: lists[i % 2]!, offset: i * 7 }));
    const pages = await Promise.all(asked.map((a) => reader.page(acme.id, a.f, 10, a.offset)));
    for (const [i, a] of asked.entries())
      expect(pages[i]).toEqual(await gamePageQuery(t.db, acme.id, a.f, 10, a.offset).execute());
  });

  it('searches through the trigram index', async () => {
    const p = await plan(
      countQuery(t.db, acme.id, { vendorIds: all, namePattern: likePattern('dragon of the east'), nameVia: 'hits' }),
    );
    expect(p).toMatch(/games_search_trgm/);
    expect(p).not.toMatch(/Seq Scan on merchant_games/);
  });

  it('counts one vendor over its index', async () => {
    const p = await plan(countQuery(t.db, acme.id, { vendorIds: [idOf('PG')] }));
    expect(p).toMatch(/(Index|Index Only|Bitmap Index) Scan (using|on) merchant_games_vendor/);
    expect(p).not.toMatch(/Seq Scan on merchant_games/);
  });

  it('fills every lane of every vendor in one query, at most 12 cards a lane', async () => {
    const rows = await laneCards(t.db, acme.id, all, undefined, 12);
    const perLane = new Map<string, number>();
    for (const r of rows)
      perLane.set(`${r.lane_vendor_id}:${r.lane_classify}`, (perLane.get(`${r.lane_vendor_id}:${r.lane_classify}`) ?? 0) + 1);
    expect(perLane.size).toBeGreaterThan(30);
    for (const n of perLane.values()) expect(n).toBeLessThanOrEqual(12);
  });
});
