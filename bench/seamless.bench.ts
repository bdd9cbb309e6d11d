// Seamless wallet benchmark: bet+win throughput and p99 of the provider API under
// concurrent load, on distinct players and on one hot player, beside pgbench's tpcb-like TPS
// on the same PostgreSQL in the same run (the yardstick for "how many money movements").
//   npx tsx bench/seamless.bench.ts [--seconds 10] [--players 200] [--connections 20]
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { API } from '@playhouse/contract';
import { SEAMLESS_HEADERS } from '@playhouse/contract/server';
import { machine, root } from './lib.js';
import { GAME, seamlessFixture, signBody as sign, VENDOR, type Player } from './seamless-fixture.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const playerCount = arg('players', 200);
const connections = arg('connections', 20);
const STAKE = '100';

interface Result {
  title: string;
  /** From sampleDatabase. */
  oldestSnapshotAge?: number;
  waits?: string;
  /** Completed bet+win pairs per second (each pair is two ledger transactions). */
  roundsPerSec: number;
  callsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

interface RoundContext {
  player?: Player;
  round?: string;
}

/** Each connection plays rounds: a bet, then the win of that round; ids are fresh per round. */
async function seamlessLoad(
  title: string,
  url: string,
  secret: string,
  pick: (conn: number) => Player,
  dbUrl?: string,
): Promise<Result> {
  const sampled = dbUrl ? sampleDatabase(dbUrl) : null;
  let conn = 0;
  const path = (op: string) => API.provider.seamless.replace(':vendor', VENDOR).replace(':op', op);
  const signed = (req: autocannon.Request, body: object) => {
    const raw = JSON.stringify(body);
    const ts = String(Date.now());
    return {
      ...req,
      body: raw,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_HEADERS.timestamp]: ts,
        [SEAMLESS_HEADERS.signature]: sign(secret, ts, raw),
      },
    };
  };
  const r = await autocannon({
    url,
    duration: seconds,
    connections,
    pipelining: 1,
    initialContext: {},
    requests: [
      {
        method: 'POST',
        path: path('bet'),
        setupRequest: (req, context) => {
          const ctx = context as RoundContext;
          if (!ctx.player) ctx.player = pick(conn++);
          const p = ctx.player;
          const round = randomBytes(9).toString('hex');
          ctx.round = round;
          return signed(req, {
            sessionToken: p.sessionToken,
            playerId: p.playerId,
            txId: `b${round}`,
            roundId: round,
            gameCode: GAME,
            amount: STAKE,
          });
        },
      },
      {
        method: 'POST',
        path: path('win'),
        setupRequest: (req, context) => {
          const ctx = context as RoundContext;
          const p = ctx.player!;
          const round = ctx.round!;
          return signed(req, {
            sessionToken: p.sessionToken,
            playerId: p.playerId,
            txId: `w${round}`,
            roundId: round,
            gameCode: GAME,
            amount: '95',
          });
        },
      },
    ],
  });
  return {
    title,
    ...(sampled ? await sampled() : {}),
    roundsPerSec: Math.round(r.requests.average / 2),
    callsPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/**
 * What PostgreSQL does while a load runs, sampled every 250 ms on a connection of its own: the
 * oldest snapshot's age in transactions (an old one keeps hot rows' dead versions from being
 * pruned) and the wait events of active backends, most frequent first.
 */
function sampleDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  const waits = new Map<string, number>();
  let oldestXmin = 0;
  let stopped = false;
  const done = (async () => {
    await client.connect();
    while (!stopped) {
      const r = await client.query<{ w: string; age: number | null }>(
        `SELECT COALESCE(wait_event_type || ':' || wait_event, 'CPU') AS w, age(backend_xmin) AS age
         FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      for (const row of r.rows) {
        waits.set(row.w, (waits.get(row.w) ?? 0) + 1);
        oldestXmin = Math.max(oldestXmin, row.age ?? 0);
      }
      await new Promise((res) => setTimeout(res, 250));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await done;
    const top = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const total = [...waits.values()].reduce((a, b) => a + b, 0) || 1;
    return { oldestSnapshotAge: oldestXmin, waits: top.map(([w, n]) => `${w} ${Math.round((100 * n) / total)}%`).join(', ') };
  };
}

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
  await seamlessLoad('warm-up', app.url, secret, (c) => list[c % list.length]!);
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
    embedded.url,
  );
  await analyze(embedded.url);
  const hot = await seamlessLoad(
    `bet+win, ${connections} connections on one hot player`,
    app.url,
    secret,
    () => list[0]!,
    embedded.url,
  );
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
