// Catalog benchmark: p50/p99 of the games list and search on a 100,000-game catalog
// under concurrent load, beside a bare Fastify route measured in the same run.
//   npx tsx bench/catalog.bench.ts [--games 100000] [--seconds 10] [--only <title text>]
import type { ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { createMerchant } from '../apps/server/src/seed/merchant.factory.js';
import { seedCatalog } from '../apps/server/src/seed/catalog/seed-catalog.js';
import { benchDatabase, numberArg, load, machine, root, startServer, stopServer, table, type LoadResult } from './lib.js';

const arg = numberArg;
const games = arg('games', 100_000);
const seconds = arg('seconds', 10);
/** `--only <text>`: run only the loads whose title contains it (the baseline always runs). */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]! : '';

const bench = await benchDatabase();
const { db } = bench;
const children: ChildProcess[] = [];
try {
  const merchantId = await createMerchant(db, { code: 'bench', name: 'Bench' });
  const t0 = Date.now();
  await seedCatalog(db, { games, merchantIds: [merchantId] });
  const seedSeconds = (Date.now() - t0) / 1000;
  // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
  // the list pages be read from their index alone.
  await sql`VACUUM (ANALYZE)`.execute(db);
  const count = await db
    .selectFrom('merchant_games')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  // A name that exists once, deep in the catalog, for the "find one" search.
  const deep = await sql<{
    name: string;
  }>`SELECT names->>'EN' AS name FROM games WHERE game_type = 'RNG' ORDER BY id DESC LIMIT 1`.execute(db);
  const unique = deep.rows[0]!.name;

  const bare = await startServer(path.join(root, 'bench/bare-server.ts'), {});
  const app = await startServer(path.join(root, 'bench/platform-server.ts'), { DATABASE_URL: bench.url });
  children.push(bare.child, app.child);
  // As a browser asks: it accepts brotli and gzip, so answers over 1 KiB travel compressed.
  const h = { merchant: 'bench', 'accept-encoding': 'gzip, deflate, br' };
  const q = (s: string) => `${app.url}/lgw/games?${s}`;
  const loads = [
    { title: 'bare Fastify route (baseline)', url: `${bare.url}/bare` },
    { title: 'games list, RNG page 1', url: q('gameType=RNG&pageNo=1&pageSize=20'), headers: h },
    { title: 'games list, RNG page 200', url: q('gameType=RNG&pageNo=200&pageSize=20'), headers: h },
    { title: 'games list, one vendor', url: q('vendor=PG&pageNo=3&pageSize=20'), headers: h },
    { title: 'search "dragon" (many matches)', url: q('gameType=RNG&name=dragon&pageNo=1'), headers: h },
    { title: 'search one game by full name', url: q(`name=${encodeURIComponent(unique)}&pageNo=1`), headers: h },
    { title: 'hot games', url: `${app.url}/lgw/games/hot`, headers: h },
    // Answers are cached per catalog version: the loads above repeat one URL (a popular page);
    // this one asks a different page every time (2,500 pages > the 500-answer cache), so it
    // measures the database path.
    {
      title: 'games list, a different page each request (uncached)',
      url: q('gameType=RNG&pageNo=1&pageSize=20'),
      headers: h,
      pathOf: (n: number) => `/lgw/games?gameType=RNG&pageSize=20&pageNo=${1 + (n % 2500)}`,
    },
  ];
  // One warm-up request each, so the first measured second is not the cold plan.
  for (const l of loads) await fetch(l.url, { headers: l.headers });
  const results: LoadResult[] = [];
  for (const l of loads) {
    if (only && l !== loads[0] && !l.title.includes(only)) continue;
    const r = await load(l, seconds);
    results.push(r);
    console.log(`${r.title}: ${r.requestsPerSec} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
  }
  const report = { machine: machine(), games: Number(count.n), seedSeconds, seconds, connections: 20, results };
  const file = path.join(root, 'bench/results', `catalog-${report.machine.date}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  console.log(
    `\n${games.toLocaleString('en')} games (${report.games} offered), seeded in ${seedSeconds.toFixed(1)} s; ${seconds} s per load, 20 connections`,
  );
  console.log(table(results));
  console.log(`\nwritten to ${path.relative(root, file)}`);
} finally {
  // The servers go first: PostgreSQL stopping under their open connections ends each with an error.
  await Promise.all(children.map(stopServer));
  await bench.close();
}
