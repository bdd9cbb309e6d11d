// Seamless wallet benchmark: bet+win throughput and p99 of the provider API under
// concurrent load, on distinct players and on one hot player, beside pgbench's tpcb-like TPS
// on the same PostgreSQL in the same run (the yardstick for "how many money movements").
//   npx tsx bench/seamless.bench.ts [--seconds 10] [--players 200] [--connections 20]
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { machine, root } from './lib.js';
import { seamlessFixture } from './seamless-fixture.js';
import { seamlessLoad } from './seamless-load.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const playerCount = arg('players', 200);
const connections = arg('connections', 20);

/**
 * Statistics as a running database keeps them (autovacuum analyses a table about every minute
 * it changes): the bench's tables start empty, and a plan made while the planner thinks a table
 * is empty may pick an index that reads every row of a merchant per lookup (seen: one hot
 * player's load at a tenth of its speed, 7,000 rows read per provider-record lookup). New
 * statistics make every connection plan again.
 */
async function analyze(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('ANALYZE');
  await c.end();
}

/** pgbench's built-in tpcb-like script on its own database of the same server. */
function pgbench(adminUrl: string): { tps: number; latencyMs: number } {
  const url = new URL(adminUrl);
  url.pathname = '/pgbench';
  const init = spawnSync('pgbench', ['-i', '-q', '-s', '10', url.toString()], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync('pgbench', ['-c', String(connections), '-j', '2', '-T', String(seconds), url.toString()], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]);
  return { tps: Math.round(tps), latencyMs };
}

const fx = await seamlessFixture(playerCount);
try {
  const { embedded, secret } = fx;
  const app = { url: fx.url };
  const list = fx.players;

  // Warm-up: a short run, so the first measured second is not the cold start.
  await seamlessLoad('warm-up', app.url, secret, (c) => list[c % list.length]!, { seconds, connections });
  await analyze(embedded.url);

  const admin = new pg.Client({ connectionString: embedded.url });
  await admin.connect();
  await admin.query('CREATE DATABASE pgbench');
  await admin.end();

  const distinct = await seamlessLoad(
    `bet+win, ${connections} connections on distinct players`,
    app.url,
    secret,
    (c) => list[c % list.length]!,
    { seconds, connections, dbUrl: embedded.url },
  );
  await analyze(embedded.url);
  const hot = await seamlessLoad(`bet+win, ${connections} connections on one hot player`, app.url, secret, () => list[0]!, {
    seconds,
    connections,
    dbUrl: embedded.url,
  });
  const yardstick = pgbench(embedded.url);
  const results = [distinct, hot];
  for (const r of results)
    console.log(
      `${r.title}: ${r.roundsPerSec} rounds/s (${r.callsPerSec} calls/s), p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}; ` +
        `oldest snapshot ${r.oldestSnapshotAge} transactions old; waits: ${r.waits}`,
    );
  console.log(`pgbench tpcb-like, ${connections} clients: ${yardstick.tps} TPS, latency ${yardstick.latencyMs} ms`);

  const report = {
    machine: machine(),
    seconds,
    connections,
    players: playerCount,
    pgbench: yardstick,
    results: results.map((r) => ({ ...r, callsPerPgbenchTps: Number((r.callsPerSec / yardstick.tps).toFixed(2)) })),
  };
  const file = path.join(root, 'bench/results', `seamless-${report.machine.date}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  console.log(
    '\n| load | rounds/s | calls/s | p50 ms | p99 ms | errors | calls/s ÷ pgbench TPS |\n|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const r of report.results)
    console.log(
      `| ${r.title} | ${r.roundsPerSec} | ${r.callsPerSec} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.callsPerPgbenchTps} |`,
    );
  console.log(`| pgbench tpcb-like, ${connections} clients | | ${yardstick.tps} TPS | | | | 1 |`);
  console.log(`\nwritten to ${path.relative(root, file)}`);
} finally {
  await fx.stop();
}
