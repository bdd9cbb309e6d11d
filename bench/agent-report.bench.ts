// Agent reports benchmark: the team overview of an agent with a downline of 100,000
// members at several depths, over the rollups of 10,000,000 bets, answers with p95 ≤ 100 ms.
//   npx tsx bench/agent-report.bench.ts [--members 100000] [--requests 200]
// The tree: 1 top agent, 10, 100 and 1,000 agents below it, the rest players under the last
// level. The bets are stored as what the rollup subscriber makes of them: per member 20 (hour,
// game type) rows of 5 bets over the last 31 days (2,000,000 rows for 10,000,000 bets). Requests
// run one at a time over HTTP (the overview is a single agent's page, not a shared hot path), so
// p50/p95 are the answer times of one request.
// The overview reads what is kept per ancestor (agent_team_rollups, agent_team_periods, migration
// 20261128100300). The members are inserted level by level in bulk (the tree trigger fills
// member_tree; the per-member new-member trigger is off, as a bulk load repeats the same rows in
// one transaction); the 2,000,000 rollup rows are bulk-loaded with the per-row trigger off and the team rows are then made by the same aggregation a rebuild uses
// (agent_rebuild_team_rollups: every member rollup summed per ancestor, hour and game type;
// agent_rebuild_periods: valid bet per member and period, active and new members per ancestor),
// which is what the subscriber's trigger would have left after delivering the same events.
import type { ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { createMerchant } from '../apps/server/src/seed/merchant.factory.js';
import { findMerchantByCode } from '../apps/server/src/modules/merchant/index.js';
import { createSession } from '../apps/server/src/modules/session/index.js';
import { benchDatabase, numberArg, machine, root, startServer, stopServer } from './lib.js';

const arg = numberArg;
const members = arg('members', 100_000);
const requests = arg('requests', 200);
const ROWS_PER_MEMBER = 20;
const BETS_PER_ROW = 5;

const bench = await benchDatabase();
const { db } = bench;
const children: ChildProcess[] = [];
try {
  const merchantId = await createMerchant(db, { code: 'bench', name: 'Bench' });
  const t0 = Date.now();
  const level = async (name: string, n: number, type: number, parent: string | null, parents: number) => {
    await sql`
      INSERT INTO members (merchant_id, username, nickname, type, password_hash, upline_id)
      SELECT ${merchantId}, ${name} || i, ${name} || i, ${type}, 'x',
             ${parent === null ? sql`NULL` : sql`(SELECT id FROM members WHERE merchant_id = ${merchantId} AND lower(username) = ${parent} || (i % ${parents}))`}
        FROM generate_series(0, ${n - 1}) i`.execute(db);
    // Statistics as autovacuum would have them: the tree trigger's lookups then use the index.
    await sql`ANALYZE members, member_tree`.execute(db);
  };
  // Bulk registration: one statement per level would add each member to the same ancestors' new-member
  // rows thousands of times in one transaction; the rebuild below counts them in one pass instead.
  await sql`ALTER TABLE members DISABLE TRIGGER members_agent_registered`.execute(db);
  await level('top', 1, 1, null, 1);
  await level('la', 10, 1, 'top', 1);
  await level('lb', 100, 1, 'la', 10);
  await level('lc', 1000, 1, 'lb', 100);
  await level('p', Math.max(0, members - 1111), 0, 'lc', 1000);
  await sql`ALTER TABLE members ENABLE TRIGGER members_agent_registered`.execute(db);
  const treeSeconds = (Date.now() - t0) / 1000;
  const t1 = Date.now();
  await sql`ALTER TABLE agent_rollups DISABLE TRIGGER agent_rollups_team`.execute(db);
  await sql`
    INSERT INTO agent_rollups (merchant_id, member_id, hour, game_type, bets, stake, valid_bet, payout)
    SELECT ${merchantId}, m.id, date_trunc('hour', now()) - make_interval(hours => (k * 37 + (m.id % 7)::int)),
           (ARRAY['RNG', 'LIVE', 'LOTT', 'SPORTS', 'FISH'])[1 + k % 5], ${BETS_PER_ROW},
           1000 + (m.id * 7 + k * 13) % 9000, 1000 + (m.id * 7 + k * 13) % 9000, (m.id * 11 + k * 17) % 12000
      FROM members m CROSS JOIN generate_series(0, ${ROWS_PER_MEMBER - 1}) k
     WHERE m.merchant_id = ${merchantId}`.execute(db);
  await sql`ALTER TABLE agent_rollups ENABLE TRIGGER agent_rollups_team`.execute(db);
  await sql`ANALYZE agent_rollups`.execute(db);
  await sql`SELECT agent_rebuild_team_rollups(${merchantId}), agent_rebuild_periods(${merchantId})`.execute(db);
  await sql`VACUUM (ANALYZE)`.execute(db);
  const rollupSeconds = (Date.now() - t1) / 1000;
  const counts = await sql<{ members: string; rows: string; bets: string; team_rows: string }>`
    SELECT (SELECT count(*) FROM members)::text AS members, count(*)::text AS rows, sum(bets)::text AS bets,
           (SELECT count(*) FROM agent_team_rollups)::text AS team_rows FROM agent_rollups`.execute(db);

  const merchant = (await findMerchantByCode(db, 'bench'))!;
  const idOf = async (u: string) =>
    (await db.selectFrom('members').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id;
  const top = await createSession(db, merchant, await idOf('top0'), 'username', '127.0.0.1', 'bench');
  const small = await createSession(db, merchant, await idOf('lc7'), 'username', '127.0.0.1', 'bench');

  const app = await startServer(path.join(root, 'bench/platform-server.ts'), { DATABASE_URL: bench.url });
  children.push(app.child);
  const loads = [
    { title: 'overview, day, top agent (whole tree)', token: top, path: '/wps/agent/team/overview?period=day' },
    { title: 'overview, week, top agent', token: top, path: '/wps/agent/team/overview?period=week' },
    { title: 'overview, half-month, top agent', token: top, path: '/wps/agent/team/overview?period=halfMonth' },
    { title: 'overview, month, top agent', token: top, path: '/wps/agent/team/overview?period=month' },
    { title: 'overview, last month, top agent', token: top, path: '/wps/agent/team/overview?period=month&offset=1' },
    { title: 'overview, month, a last-level agent (~99 members)', token: small, path: '/wps/agent/team/overview?period=month' },
    { title: 'downlines page 1, top agent', token: top, path: '/wps/agent/downlines' },
  ];
  const results = [];
  for (const l of loads) {
    const headers = { merchant: 'bench', authorization: `Bearer ${l.token}` };
    for (let i = 0; i < 3; i++) await (await fetch(`${app.url}${l.path}`, { headers })).text(); // warm-up
    const times: number[] = [];
    let errors = 0;
    for (let i = 0; i < requests; i++) {
      const s = performance.now();
      const r = await fetch(`${app.url}${l.path}`, { headers });
      await r.text();
      times.push(performance.now() - s);
      if (r.status !== 200) errors++;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
    const r = { title: l.title, p50: at(0.5), p95: at(0.95), max: at(1), errors };
    results.push(r);
    console.log(`${r.title}: p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms, errors ${errors}`);
  }
  const report = {
    machine: machine(),
    members: Number(counts.rows[0]!.members),
    rollupRows: Number(counts.rows[0]!.rows),
    teamRollupRows: Number(counts.rows[0]!.team_rows),
    bets: Number(counts.rows[0]!.bets),
    treeSeconds,
    rollupSeconds,
    requests,
    results,
  };
  const file = path.join(root, 'bench/results', `agent-report-${report.machine.date}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  console.log(
    `\n${report.members.toLocaleString('en')} members (tree in ${treeSeconds.toFixed(1)} s), ${report.bets.toLocaleString('en')} bets as ${report.rollupRows.toLocaleString('en')} rollup rows and ${report.teamRollupRows.toLocaleString('en')} team rollup rows (${rollupSeconds.toFixed(1)} s)`,
  );
  console.log(
    [
      '| load | p50 ms | p95 ms | max ms | errors |',
      '|---|---:|---:|---:|---:|',
      ...results.map((r) => `| ${r.title} | ${r.p50} | ${r.p95} | ${r.max} | ${r.errors} |`),
    ].join('\n'),
  );
  console.log(`\nwritten to ${path.relative(root, file)}`);
} finally {
  await Promise.all(children.map(stopServer));
  await bench.close();
}
