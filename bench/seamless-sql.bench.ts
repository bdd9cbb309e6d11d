// The seamless call's SQL alone: seamless_money driven by pgbench, with no Node app
// in the loop, beside pgbench's tpcb-like on the same server, and the WAL one call writes by
// record type and by relation (pg_walinspect). What it answers: how much of a seamless call's
// cost is the database's, and what the database spends it on.
//   npx tsx bench/seamless-sql.bench.ts [--seconds 10] [--clients 20] [--batch 1]
//   --batch K: each statement is seamless_money_batch with the calls of K players, as the app's
//   money lanes send them when calls wait (e.g. --clients 4 --batch 5: four lanes, 20 calls in flight).
//   SEAMLESS_SQL_SETUP='<sql>' runs SQL first (e.g. a changed function or dropped index), to try
//   a change without a migration.
import { spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sha256 } from '../apps/server/src/lib/secrets.js';
import { SEAMLESS_RULES } from '../apps/server/src/modules/providers/index.js';
import { GAME, seamlessFixture, VENDOR } from './seamless-fixture.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const clients = arg('clients', 20);
const batch = arg('batch', 1);
/** tpcb-like always runs with the seamless bench's 20 clients, whatever --clients drives seamless_money. */
const YARDSTICK_CLIENTS = 20;
const PLAYERS = 200;
if (PLAYERS % batch) throw new Error(`--batch must divide ${PLAYERS}`);

const fx = await seamlessFixture(PLAYERS);
const c = new pg.Client({ connectionString: fx.embedded.url });
try {
  fx.stopApp();
  await c.connect();
  await c.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
  await c.query('CREATE TABLE bench_players (i int PRIMARY KEY, player_id text NOT NULL, session_hash bytea NOT NULL)');
  for (const [i, p] of fx.players.entries())
    await c.query('INSERT INTO bench_players VALUES ($1, $2, $3)', [i, p.playerId, sha256(p.sessionToken)]);
  await c.query('CREATE TABLE bench_rules (r jsonb NOT NULL)');
  await c.query('INSERT INTO bench_rules VALUES ($1)', [SEAMLESS_RULES]);
  if (process.env.SEAMLESS_SQL_SETUP) await c.query(process.env.SEAMLESS_SQL_SETUP);

  // One pgbench transaction = a round: the bet, then its win (each its own statement and commit);
  // with --batch K, the rounds of K players (players K·p … K·p+K-1), each step one statement.
  const player = (tx: string) =>
    batch > 1 ? `'${tx}' || :client_id || '-' || :r || '-' || p.i` : `'${tx}' || :client_id || '-' || :r`;
  const body = (tx: string, amount: string) =>
    `jsonb_build_object('playerId', p.player_id, 'txId', ${player(tx)}, 'roundId', ${player('')}, 'gameCode', '${GAME}', 'amount', '${amount}')`;
  const call = (op: string, tx: string, amount: string) =>
    batch > 1
      ? `SELECT seamless_money_batch(jsonb_agg(jsonb_build_object('op', '${op}', 'vendor', '${VENDOR}', ` +
        `'body', ${body(tx, amount)}, 'requestHash', encode(sha256((${player(tx)})::bytea), 'hex'), ` +
        `'sessionHash', encode(p.session_hash, 'hex'))), (SELECT r FROM bench_rules)) ` +
        `FROM bench_players p WHERE p.i BETWEEN :p * ${batch} AND :p * ${batch} + ${batch - 1};`
      : `SELECT seamless_money('${op}', '${VENDOR}', ${body(tx, amount)}, sha256((${player(tx)})::bytea), ` +
        `p.session_hash, (SELECT r FROM bench_rules)) FROM bench_players p WHERE p.i = :p;`;
  const script = path.join(tmpdir(), `playhouse-seamless-${process.pid}.sql`);
  await writeFile(
    script,
    `\\set p random(0, ${PLAYERS / batch - 1})\n\\set r random(1, 1000000000000)\n${call('bet', 'b', '100')}\n${call('win', 'w', '95')}\n`,
  );
  const pgbench = (args: string[], url: string) => {
    const r = spawnSync('pgbench', [...args, url], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pgbench failed: ${r.stderr}`);
    return {
      tps: Number(/tps = ([\d.]+)/.exec(r.stdout)?.[1]),
      latencyMs: Number(/latency average = ([\d.]+) ms/.exec(r.stdout)?.[1]),
    };
  };
  const seamless = () => pgbench(['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script], fx.embedded.url);

  seamless(); // warm-up; then statistics as autovacuum would have them
  await c.query('ANALYZE');
  await c.query('CHECKPOINT');
  const [from] = (await c.query<{ l: string }>('SELECT pg_current_wal_lsn() AS l')).rows;
  const run = seamless();
  const [to] = (await c.query<{ l: string }>('SELECT pg_current_wal_lsn() AS l')).rows;
  const callsPerSecond = run.tps * 2 * batch;
  const calls = callsPerSecond * seconds;

  const byType = await c.query<{ t: string; n: string; bytes: string; fpi: string }>(
    `SELECT "resource_manager/record_type" AS t, count AS n, record_size + fpi_size AS bytes, fpi_size AS fpi
       FROM pg_get_wal_stats($1, $2, true) WHERE count > 0 ORDER BY record_size + fpi_size DESC LIMIT 12`,
    [from!.l, to!.l],
  );
  const byRelation = await c.query<{ rel: string; n: string }>(
    `SELECT COALESCE(r.relname, b.relfilenode::text) || ' ' || b.record_type AS rel, count(*) AS n
       FROM pg_get_wal_block_info($1, $2, false) b LEFT JOIN pg_class r ON r.relfilenode = b.relfilenode
      GROUP BY 1 ORDER BY 2 DESC LIMIT 40`,
    [from!.l, to!.l],
  );
  const { tps } = pgbench(
    ['-c', String(YARDSTICK_CLIENTS), '-j', '2', '-T', String(seconds)],
    await pgbenchDb(c, fx.embedded.url),
  );

  const per = (n: string | number) => (Number(n) / calls).toFixed(2);
  const walPerCall = Math.round(byType.rows.reduce((a, r) => a + Number(r.bytes), 0) / calls);
  console.log(
    `seamless_money alone, ${clients} clients, ${batch} player(s) a statement: ${Math.round(callsPerSecond)} calls/s ` +
      `(latency ${run.latencyMs} ms per bet+win)`,
  );
  console.log(
    `pgbench tpcb-like, ${YARDSTICK_CLIENTS} clients: ${Math.round(tps)} TPS; ratio ${(callsPerSecond / tps).toFixed(2)}`,
  );
  console.log(
    `\nWAL per call: ${walPerCall} bytes\n\n| record type | per call | bytes per call | of it full-page images |\n|---|---:|---:|---:|`,
  );
  for (const r of byType.rows)
    console.log(`| ${r.t} | ${per(r.n)} | ${Math.round(Number(r.bytes) / calls)} | ${Math.round(Number(r.fpi) / calls)} |`);
  console.log('\n| relation, record | blocks per call |\n|---|---:|');
  for (const r of byRelation.rows) console.log(`| ${r.rel} | ${per(r.n)} |`);
} finally {
  await rm(path.join(tmpdir(), `playhouse-seamless-${process.pid}.sql`), { force: true });
  await c.end().catch(() => {});
  await fx.stop();
}

/** A database of the same server for pgbench's own tables (scale 10). */
async function pgbenchDb(admin: pg.Client, url: string): Promise<string> {
  await admin.query('CREATE DATABASE pgbench');
  const u = new URL(url);
  u.pathname = '/pgbench';
  const init = spawnSync('pgbench', ['-i', '-q', '-s', '10', u.toString()], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  return u.toString();
}
