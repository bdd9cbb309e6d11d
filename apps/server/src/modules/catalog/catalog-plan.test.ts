import type { Compilable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../../../test/harness.js';
import { buildMerchant } from '../../../test/factories.js';
import { seedCatalog } from '../../seed/catalog/seed-catalog.js';
import { countQuery, gamePageQuery, type GameFilter } from './catalog.repository.js';
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
