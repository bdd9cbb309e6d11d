// npm run bench:cluster: the seamless bench against the cluster, through the balancer to one
// server and to all three, on the same PostgreSQL, in one run (alternating, so the machine's
// noise falls on both). Three servers should give at least what one gives: the database is the
// limit on one machine, and coordinating servers should cost nothing. Results go to
// bench/results/cluster-throughput-<date>.json and the README.
//   npm run bench:cluster [-- --seconds 15 --rounds 3 --connections 20 --players 100]
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createDb } from '../../apps/server/src/db/database.js';
import { machine, numberArg, root } from '../lib.js';
import { seamlessLoad, type Result } from '../seamless-load.js';
import { clusterSettings } from './cluster.js';
import { soakPlayers } from './players.js';

const seconds = numberArg('seconds', 15);
const rounds = numberArg('rounds', 3);
const connections = numberArg('connections', 20);
const playerCount = numberArg('players', 100);

const s = clusterSettings();
const db = createDb(s.databaseUrl, 4);
const run = randomBytes(3).toString('hex');
const { secret, players } = await soakPlayers(db, s.web, s.simulatorSecret, `t${run}`, playerCount);
const walAt = async () =>
  BigInt(
    (await sql<{ b: string }>`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::bigint::text AS b`.execute(db)).rows[0]!.b,
  );
const targets = { 'one server': s.webOne, 'three servers': s.web };
const pick = (c: number) => players[c % players.length]!;
const opts = { seconds, connections };

await seamlessLoad('warm-up', s.web, secret, pick, { seconds: 5, connections });
const runs: Record<string, (Result & { walPerCall: number })[]> = { 'one server': [], 'three servers': [] };
for (let i = 0; i < rounds; i++) {
  for (const [name, url] of Object.entries(targets)) {
    const before = await walAt();
    const r = await seamlessLoad(name, url, secret, pick, opts);
    // WAL written per call (the bet's and the win's ledger transactions, their rows and indexes,
    // and whatever else ran meanwhile): what a single primary must write and ship to its standby.
    const walPerCall = Number(((await walAt()) - before) / BigInt(Math.max(1, r.callsPerSec * seconds)));
    runs[name]!.push({ ...r, walPerCall });
    console.log(
      `${name}: ${r.roundsPerSec} rounds/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, ${walPerCall} B WAL a call`,
    );
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const summary = Object.fromEntries(
  Object.entries(runs).map(([name, rs]) => [
    name,
    {
      roundsPerSec: median(rs.map((r) => r.roundsPerSec)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      errors: rs.reduce((n, r) => n + r.errors, 0),
      walPerCall: median(rs.map((r) => r.walPerCall)),
    },
  ]),
);
const report = { machine: machine(), seconds, rounds, connections, players: playerCount, summary, runs };
const file = path.join(root, 'bench/results', `cluster-throughput-${report.machine.date}.json`);
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
await db.destroy();
console.log(JSON.stringify(summary, null, 2));
console.log(`Written to ${path.relative(root, file)}`);
