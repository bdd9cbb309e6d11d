// Member search benchmark: the operator console finds a member among 1,000,000 of one merchant
// by each key (GET /ops/members), with p95 ≤ 50 ms for every kind of lookup.
//   npx tsx bench/member-search.bench.ts [--members 1000000] [--requests 200]
// The members: 100 agents (each with an affiliate code) and players under them; every member has
// a nickname, a mobile number, an e-mail, a login IP, a device and a bank account of its own (every
// thousandth account is bound by a second member too). Requests run one at a time over
// HTTP with an operator's session (the console's calls are one operator's, not a shared hot path),
// each with another value (a prefix, a number, an address), so no answer repeats. The baseline is
// GET /ops/me in the same run: what any /ops call costs (the session check) before its query.
import type { ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { API } from '@playhouse/contract';
import { totpCode } from '../apps/server/src/lib/totp.js';
import { seedOperator } from '../apps/server/src/modules/operator/index.js';
import { createMerchant } from '../apps/server/src/seed/merchant.factory.js';
import { benchDatabase, numberArg, machine, root, startServer, stopServer } from './lib.js';

const arg = numberArg;
const members = arg('members', 1_000_000);
const requests = arg('requests', 200);
const AGENTS = 100;
const WORDS = ['lucky', 'golden', 'dragon', 'tiger', 'jade', 'royal', 'star', 'moon', 'river', 'stone'];

const bench = await benchDatabase();
const { db } = bench;
const children: ChildProcess[] = [];
try {
  const merchantId = await createMerchant(db, { code: 'bench', name: 'Bench' });
  const t0 = Date.now();
  // Bulk registration: the per-row triggers are off and their rows are made in bulk afterwards
  // (the tree trigger's lookups and the uplines' would be planned on a table still nearly empty).
  await sql`ALTER TABLE members DISABLE TRIGGER members_agent_registered, DISABLE TRIGGER members_tree_insert`.execute(db);
  await sql`
    INSERT INTO members (merchant_id, username, nickname, type, password_hash, affiliate_code, email, mobile_num, country_dialing_code)
    SELECT ${merchantId}, 'agent' || i, 'Agent ' || i, 1, 'x', 'AG' || lpad(i::text, 4, '0'),
           'agent' || i || '@bench.test', '8' || lpad(i::text, 9, '0'), '63'
      FROM generate_series(0, ${AGENTS - 1}::int) i`.execute(db);
  const agents = (
    await sql<{ ids: string[] }>`
      SELECT array_agg(id ORDER BY id)::text[] AS ids FROM members WHERE merchant_id = ${merchantId} AND type = 1`.execute(db)
  ).rows[0]!.ids;
  const CHUNK = 200_000;
  for (let from = 0; from < members - AGENTS; from += CHUNK) {
    const to = Math.min(members - AGENTS, from + CHUNK) - 1;
    await sql`
      INSERT INTO members (merchant_id, username, nickname, type, password_hash, email, mobile_num, country_dialing_code, upline_id)
      SELECT ${merchantId}, 'p' || i, (${sql.lit(`{${WORDS.join(',')}}`)}::text[])[1 + i % 10] || ' ' || (i::bigint * 7919 % 1000003),
             0, 'x', 'player' || i || '@bench.test', '9' || lpad(i::text, 9, '0'), '63', (${agents}::bigint[])[1 + i % ${AGENTS}]
        FROM generate_series(${from}::int, ${to}::int) i`.execute(db);
    console.log(`members: ${(to + 1 + AGENTS).toLocaleString('en')} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  // What the tree trigger would have written: each member itself, and its agent one level up.
  await sql`
    INSERT INTO member_tree (merchant_id, ancestor_id, member_id, depth)
    SELECT merchant_id, id, id, 0 FROM members WHERE merchant_id = ${merchantId}
    UNION ALL
    SELECT merchant_id, upline_id, id, 1 FROM members WHERE merchant_id = ${merchantId} AND upline_id IS NOT NULL`.execute(db);
  await sql`
    INSERT INTO member_known_ips (merchant_id, member_id, ip)
    SELECT merchant_id, id, '10.' || (id / 65536 % 256) || '.' || (id / 256 % 256) || '.' || (id % 256) FROM members
     WHERE merchant_id = ${merchantId}`.execute(db);
  await sql`
    INSERT INTO member_devices (merchant_id, member_id, device_id)
    SELECT merchant_id, id, 'device-' || lpad(id::text, 12, '0') FROM members WHERE merchant_id = ${merchantId}`.execute(db);
  await sql`
    INSERT INTO bank_accounts (merchant_id, member_id, bank_name, account_name, account_number)
    SELECT merchant_id, id, 'Bench Bank', 'Bench Payee', '7' || lpad(id::text, 11, '0') FROM members WHERE merchant_id = ${merchantId}
    UNION ALL
    SELECT merchant_id, id + 1, 'Bench Bank', 'Bench Payee', '7' || lpad(id::text, 11, '0') FROM members
     WHERE merchant_id = ${merchantId} AND id % 1000 = 0
       AND EXISTS (SELECT 1 FROM members n WHERE n.merchant_id = ${merchantId} AND n.id = members.id + 1)`.execute(db);
  await sql`ALTER TABLE members ENABLE TRIGGER members_agent_registered, ENABLE TRIGGER members_tree_insert`.execute(db);
  await sql`VACUUM (ANALYZE)`.execute(db);
  const loadSeconds = (Date.now() - t0) / 1000;
  const count = Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM members WHERE merchant_id = ${merchantId}`.execute(db)).rows[0]!.n,
  );

  const op = (await seedOperator(db, { username: 'bench-support', password: 'bench password 1', role: 'support', merchantId }))!;
  const app = await startServer(path.join(root, 'bench/platform-server.ts'), { DATABASE_URL: bench.url });
  children.push(app.child);
  const login = await fetch(`${app.url}${API.operator.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-support', password: 'bench password 1', totp: totpCode(op.totpSecret) }),
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const headers = { authorization: `Bearer ${token}` };

  const players = members - AGENTS;
  // Devices and accounts are numbered by member id: the players' ids start after the agents'.
  const firstId = Number(
    (
      await sql<{ id: string }>`SELECT min(id)::text AS id FROM members WHERE merchant_id = ${merchantId} AND type = 0`.execute(
        db,
      )
    ).rows[0]!.id,
  );
  const pick = (n: number) => Math.floor((((n * 2654435761) % 4294967296) / 4294967296) * players);
  const search = (q: string) => `${API.operator.members}?${q}`;
  const loads: { title: string; path: (n: number) => string }[] = [
    { title: 'baseline: GET /ops/me (the session check alone)', path: () => API.operator.me },
    { title: 'everyone, newest first (no key)', path: () => search('limit=50') },
    { title: 'username prefix (4 characters, about 1,100 matches)', path: (n) => search(`by=username&q=p${100 + (n % 899)}`) },
    { title: 'username, whole', path: (n) => search(`by=username&q=p${pick(n)}`) },
    {
      title: 'nickname prefix ("tiger 12", about 1,100 matches)',
      path: (n) => search(`by=nickname&q=${WORDS[n % 10]}%20${10 + (n % 89)}`),
    },
    { title: 'mobile', path: (n) => search(`by=mobile&q=9${String(pick(n)).padStart(9, '0')}`) },
    { title: 'e-mail', path: (n) => search(`by=email&q=player${pick(n)}@bench.test`) },
    {
      title: 'login IP',
      path: (n) => {
        const id = 100 + pick(n);
        return search(`by=ip&q=10.${Math.floor(id / 65536) % 256}.${Math.floor(id / 256) % 256}.${id % 256}`);
      },
    },
    { title: 'device id', path: (n) => search(`by=device&q=device-${String(firstId + pick(n)).padStart(12, '0')}`) },
    { title: 'bank account number', path: (n) => search(`by=bank&q=7${String(firstId + pick(n)).padStart(11, '0')}`) },
    { title: 'affiliate code', path: (n) => search(`by=affiliate&q=ag${String(n % AGENTS).padStart(4, '0')}`) },
    {
      title: `upline agent (about ${Math.round(players / AGENTS).toLocaleString('en')} members each)`,
      path: (n) => search(`by=upline&q=agent${n % AGENTS}`),
    },
  ];
  const results = [];
  for (const l of loads) {
    for (let i = 0; i < 3; i++) await (await fetch(`${app.url}${l.path(10_000 + i)}`, { headers })).text(); // warm-up
    const times: number[] = [];
    let errors = 0;
    let found = 0;
    for (let i = 0; i < requests; i++) {
      const s = performance.now();
      const r = await fetch(`${app.url}${l.path(i)}`, { headers });
      const body = (await r.json()) as { value?: { rows?: unknown[] } };
      times.push(performance.now() - s);
      if (r.status !== 200) errors++;
      if ((body.value?.rows?.length ?? 1) > 0) found++;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
    const r = { title: l.title, p50: at(0.5), p95: at(0.95), max: at(1), errors, found };
    results.push(r);
    console.log(`${r.title}: p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms, errors ${errors}, found ${found}/${requests}`);
  }
  const report = { machine: machine(), members: count, loadSeconds, requests, results };
  const file = path.join(root, 'bench/results', `member-search-${report.machine.date}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  console.log(`\n${count.toLocaleString('en')} members loaded in ${loadSeconds.toFixed(1)} s`);
  console.log(
    [
      '| lookup | p50 ms | p95 ms | max ms | errors | found |',
      '|---|---:|---:|---:|---:|---:|',
      ...results.map((r) => `| ${r.title} | ${r.p50} | ${r.p95} | ${r.max} | ${r.errors} | ${r.found}/${requests} |`),
    ].join('\n'),
  );
  console.log(`\nwritten to ${path.relative(root, file)}`);
} finally {
  await Promise.all(children.map(stopServer));
  await bench.close();
}
