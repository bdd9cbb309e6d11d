// npm run soak: ten minutes (--minutes) of play against the cluster (npm run cluster; started
// here when it is not up) through every fault on a fixed schedule, then a drain and the checks,
// printed as a table and written to bench/results/soak-<date>.json. Not part of npm test.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'kysely';
import { createDb } from '../../apps/server/src/db/database.js';
import { machine, numberArg, root } from '../lib.js';
import { runChecks } from './checks.js';
import { row } from './check-row.js';
import { clusterSettings, stateDir } from './cluster.js';
import { probePrimary, runFaults } from './faults.js';
import { soakPlayers } from './players.js';
import { startScreens } from './sockets.js';
import { startVendorLoad } from './vendor-load.js';
import { startDeposits } from './deposits.js';
import { rateLimitBurst, REGISTER_LIMIT, type SourceCount } from './rate-limits.js';
import { settlementKill, startLottery, type LotteryEntry } from './lottery.js';
import { startWithdrawals } from './withdrawals.js';

const minutes = numberArg('minutes', 10);
const playerCount = numberArg('players', 20);
const socketCount = numberArg('sockets', 60);
/** After the load: longer than a socket heartbeat (30 s), so every screen can catch up. */
const DRAIN_MS = 45_000;
/** How long the checks wait, at most, for the event backlog to be worked off. */
const MAX_BACKLOG_MS = 30 * 60_000;

async function up(web: string) {
  return (await fetch(`${web}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null))?.ok === true;
}

const fromCluster = () => clusterSettings();
let s: ReturnType<typeof clusterSettings> | null = null;
try {
  s = fromCluster();
} catch {
  s = null;
}
if (!s || !(await up(s.web))) {
  console.log('The cluster is not up: starting it (npm run cluster)...');
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/cluster/cluster.mjs'), 'up'], {
    stdio: 'inherit',
    env: { ...process.env, CLUSTER_DETACH: 'true' },
  });
  if (r.status !== 0) process.exit(1);
  s = fromCluster();
}
const settings = s;
const run = randomBytes(3).toString('hex');
const db = createDb(settings.databaseUrl, 4);
console.log(`Soak ${run}: ${minutes} min, ${playerCount} players, ${socketCount} sockets (cluster state ${stateDir})`);
const { merchantId, secret, players } = await soakPlayers(db, settings.web, settings.simulatorSecret, run, playerCount);

const ms = minutes * 60_000;
const t0 = Date.now();
const load = startVendorLoad(settings.web, secret, run, players);
const screens = startScreens(settings.web, players, socketCount);
const deposits = await startDeposits(db, settings.web, players);
const lottery = startLottery(settings.web, players);
const withdrawals = await startWithdrawals(db, settings.web, run, players);
// The rate-limit burst, between the failover's end and the network cut.
let sources: SourceCount[] = [];
const burst = setTimeout(
  () =>
    void rateLimitBurst(db, settings.web, merchantId).then(
      (r) => (sources = r),
      (e: Error) => console.error(`rate-limit burst failed: ${e.message}`),
    ),
  Math.round(ms * 0.56),
);
const probe = probePrimary(settings.databaseUrl, t0);
const faults = runFaults(ms, t0);
// After the network cut: a burst of tickets on one draw, and its settler killed mid-way.
let burstJournal: LotteryEntry[] = [];
let settling: Promise<void> = Promise.resolve();
const settleKill = setTimeout(
  () => {
    settling = settlementKill(db, settings.web, merchantId, players, t0).then(
      (r) => {
        faults.done.push(...r.faults);
        burstJournal = r.journal;
      },
      (e: Error) => void faults.done.push({ at: Date.now() - t0, what: `kill during a lottery settlement FAILED: ${e.message}` }),
    );
  },
  Math.round(ms * 0.75),
);
// Interrupted: restart and reconnect what the faults took away before leaving.
process.once('SIGINT', () => {
  faults.stop();
  process.exit(130);
});
const ticker = setInterval(() => {
  const sec = Math.round((Date.now() - t0) / 1000);
  console.log(
    `  ${sec}s: ${load.rounds} rounds, ${lottery.journal.length} lottery buys, ${withdrawals.journal.length} withdrawals, ${load.retries.length} calls sent again, faults: ${faults.done.map((f) => f.what).join('; ') || 'none yet'}`,
  );
}, 30_000);
await new Promise((r) => setTimeout(r, ms));
faults.stop();
console.log('Load stopped; draining...');
await load.stop();
await deposits.stop();
await lottery.stop();
await withdrawals.stop();
clearTimeout(burst);
clearTimeout(settleKill);
await settling;
const drainFrom = Date.now();
await new Promise((r) => setTimeout(r, DRAIN_MS));
// The event deliveries the play queued (rollups, missions, points ...) are worked off before the
// checks; how long that takes is a figure of its own.
const backlog = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM event_deliveries WHERE status = 'pending'`.execute(db)).rows[0]!.n,
  );
for (let until = Date.now() + MAX_BACKLOG_MS; (await backlog()) > 0 && Date.now() < until;)
  await new Promise((r) => setTimeout(r, 2_000));
const drainMs = Date.now() - drainFrom;
clearInterval(ticker);
screens.stop();
await probe.stop();

const lotteryJournal = [...lottery.journal, ...burstJournal];
const checks = await runChecks(
  db,
  run,
  merchantId,
  players,
  { seamless: load.journal, deposits: deposits.journal, lottery: lotteryJournal, withdrawals: withdrawals.journal },
  screens.screens,
);
for (const c of sources) {
  // What reached a server was counted once, whichever server; what the limit let past is the limit.
  const reached = c.sent - c.lost;
  checks.push({
    what: `rate limit from ${c.source}: counted / let past / refused of ${reached} that reached a server`,
    expected: `${reached} / ${Math.min(REGISTER_LIMIT, reached)} / ${Math.max(0, reached - REGISTER_LIMIT)}`,
    found: `${c.counted} / ${c.passed} / ${c.refused}`,
    ok: c.counted === reached && c.passed === Math.min(REGISTER_LIMIT, reached) && c.refused === reached - c.passed,
  });
}
if (sources.length === 0) checks.push({ what: 'rate-limit burst ran', expected: 'yes', found: 'no', ok: false });
await db.destroy();
const windows = probe.windows.map((w) => ({ ...w, ms: (w.to ?? Date.now() - t0) - w.from }));
// The failover: the probe's gap that opens when the primary is killed. Other gaps are the
// probe's own 2 s timeout on a loaded machine (two cores running everything), listed apart.
const killedAt = faults.done.find((f) => f.what.startsWith('SIGKILL the primary'))?.at;
const failover =
  killedAt === undefined ? undefined : windows.find((w) => w.from >= killedAt - 1_000 && w.from <= killedAt + 15_000);
const failoverMs = failover?.ms ?? 0;
const others = windows.filter((w) => w !== failover);
const retriedInFailover = failover
  ? load.retries.filter((r) => r.at - t0 >= failover.from && r.at - t0 <= (failover.to ?? Infinity)).length
  : 0;
checks.push({
  what: 'time without a primary after it was killed (ms, target ≤ 15,000)',
  expected: '≤ 15000',
  found: String(failoverMs),
  ok: killedAt !== undefined && failoverMs <= 15_000,
});
const failed = faults.done.filter((f) => f.what.includes('FAILED'));
checks.push(row('faults of the schedule that could not be made', 0, failed.length));
checks.push({
  what: 'calls without a definite answer in that time (sent again, none lost)',
  expected: 'any',
  found: String(retriedInFailover),
  ok: true,
});
checks.push({
  what: 'other moments the probe got no answer within 2 s (a loaded machine): how many, longest ms',
  expected: 'any',
  found: `${others.length}, ${Math.max(0, ...others.map((w) => w.ms))}`,
  ok: true,
});

const result = {
  date: new Date().toISOString(),
  machine: machine(),
  run,
  minutes,
  players: playerCount,
  sockets: socketCount,
  rounds: load.rounds,
  calls: load.journal.length,
  acknowledged: load.journal.filter((j) => j.status === 200).length,
  refused: load.journal.filter((j) => j.status !== 200).length,
  sentAgain: load.retries.length,
  deposits: deposits.journal.length,
  lotteryBuys: {
    placed: lotteryJournal.filter((j) => j.status === 200).length,
    refused: lotteryJournal.filter((j) => j.status >= 400).length,
    unanswered: lotteryJournal.filter((j) => j.status === 0).length,
    tickets: lotteryJournal.reduce((n, j) => n + j.orderIds.length, 0),
  },
  withdrawals: { decided: withdrawals.journal.length, refusedRequests: withdrawals.refused },
  rateLimits: sources,
  drainMs,
  socketReconnects: screens.screens.reduce((n, x) => n + x.reconnects, 0),
  socketRereads: screens.screens.reduce((n, x) => n + x.rereads, 0),
  faults: faults.done,
  primaryWindows: windows,
  checks,
};
const file = path.join(root, 'bench/results', `soak-${result.date.slice(0, 10)}.json`);
await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `\n${result.rounds} rounds, ${result.calls} answers (${result.refused} refused), ${result.sentAgain} calls sent again`,
);
console.log(
  `Drained in ${Math.round(drainMs / 1000)} s (the sockets' last heartbeat, then the event deliveries the play queued)`,
);
console.log('Faults:');
for (const f of faults.done) console.log(`  ${String(Math.round(f.at / 1000)).padStart(4)}s  ${f.what}`);
console.log('\nChecks:');
for (const c of checks)
  console.log(`  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.what.padEnd(70)} ${c.found.padStart(8)}  (expected ${c.expected})`);
console.log(`\nWritten to ${path.relative(root, file)}`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
