// Lottery settlement at scale: N bets on one draw settle in bulk, then the ledger's
// invariants are checked; pgbench's tpcb-like runs on the same server in the same run as the
// baseline. N from argv (default 1,000,000; `npm run bench:lottery -- 50000` for a short run),
// members from BENCH_MEMBERS (default 2,000).
// The bets are written directly in bulk (placing a million over HTTP is another benchmark): one
// order and ticket each, spread over 2,000 members, every stake moved to lottery_pending by one
// ledger transaction per member, and a betting record per ticket, as placement writes them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb } from '../apps/server/src/db/database.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { accountFor, post, SYSTEM_SHARDS } from '../apps/server/src/modules/ledger/index.js';
import {
  Beacons,
  commitAhead,
  drawDue,
  insertGames,
  RecordedBeacon,
  settleRound,
} from '../apps/server/src/modules/lottery/index.js';
import { createMember, createMerchant } from '../apps/server/src/seed/merchant.factory.js';
import { drawAtInstant } from '@playhouse/contract/lottery';
import { machine } from './lib.js';

const N = Number(process.argv[2] ?? 1_000_000);
const MEMBERS = Math.min(Number(process.env.BENCH_MEMBERS ?? 2_000), N);
const STAKE = 200n; // one SSC fixed-position bet of 2.00: it wins 18.00 one time in ten

const dir = await mkdtemp(path.join(tmpdir(), 'playhouse-lottery-bench-'));
await chmod(dir, 0o755);
const embedded = await startEmbeddedPostgres(dir, 'bench');
const db = createDb(embedded.url, 6);
try {
  await migrate(db);
  const merchantId = await createMerchant(db, { code: 'bench', name: 'Bench' });
  await insertGames(db, [{ merchantId, code: 'SSC1', family: 'SSC', names: { EN: 'SSC' }, cadenceMinutes: 1, closeSeconds: 10 }]);
  const beacon = (round: bigint) => createHash('sha256').update(`bench:${round}`).digest('hex');
  const beacons = new Beacons(new RecordedBeacon('drand:bench', beacon));
  const now = Date.now();
  await commitAhead(db, beacons, now);
  const slot = drawAtInstant({ cadenceMinutes: 1, firstDrawMinute: 1, utcOffsetMinutes: 480, closeSeconds: 10 }, now);
  const round = await db
    .selectFrom('lottery_rounds')
    .select(['id', 'game_id'])
    .where('draw_no', '=', slot.drawNo)
    .executeTakeFirstOrThrow();

  console.log(`placing ${N.toLocaleString()} bets of ${MEMBERS} members on ${slot.drawNo}…`);
  const clearing = await accountFor(db, merchantId, 'payment_clearing');
  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const id = await createMember(db, merchantId, { username: `lotto${i}`, password: 'bench12345' });
    members.push(id);
    const perMember = BigInt(Math.ceil(N / MEMBERS)) * STAKE;
    const wallet = await accountFor(db, merchantId, 'member', id);
    const pending = await accountFor(db, merchantId, 'lottery_pending', null, 'MAIN', Number(BigInt(id) % BigInt(SYSTEM_SHARDS)));
    await post(db, {
      merchantId,
      type: 'deposit',
      reference: `bench:${i}`,
      idempotencyKey: `bench-deposit-${i}`,
      postings: [
        { accountId: clearing.id, amount: -perMember },
        { accountId: wallet.id, amount: perMember },
      ],
    });
    await post(db, {
      merchantId,
      type: 'bet',
      reference: `lottery:${id}`,
      idempotencyKey: `bench-bet-${i}`,
      postings: [
        { accountId: wallet.id, amount: -perMember },
        { accountId: pending.id, amount: perMember },
      ],
    });
  }
  // Bet i belongs to member i mod MEMBERS; every member's count × stake is what it moved above
  // (the last few members may have moved one stake more than they bet: left in pending, checked below).
  await sql`
    INSERT INTO lottery_orders (merchant_id, member_id, game_id, play_id, prize_mode, content, bets, unit, prize_group, own_group, total_stake)
    SELECT ${merchantId}, (${members}::bigint[])[1 + (g % ${MEMBERS})], ${round.game_id}, 'SSC-FIXED-DIGIT', 'LOTT',
           (g % 10)::text || '||||', 1, 'yuan', 1800, 1800, ${STAKE.toString()}
    FROM generate_series(0, ${N - 1}) g`.execute(db);
  await sql`
    INSERT INTO lottery_tickets (merchant_id, member_id, order_id, round_id, seq, multiple, stake)
    SELECT merchant_id, member_id, id, ${round.id}, 0, 1, total_stake FROM lottery_orders`.execute(db);
  await sql`
    INSERT INTO bets (merchant_id, member_id, vendor_code, game_code, game_type, round_id, stake, valid_bet, source, placed_at)
    SELECT merchant_id, member_id, 'LOTT', 'SSC1', 'LOTT', id::text, stake, 0, 'lottery', now() FROM lottery_tickets`.execute(db);
  await sql`ANALYZE`.execute(db);

  // The draw, then the settlement being measured.
  const drawAt = (await db.selectFrom('lottery_rounds').select('draw_at').where('id', '=', round.id).executeTakeFirstOrThrow())
    .draw_at;
  await drawDue(db, beacons, drawAt.getTime() + 1_000);
  const t0 = performance.now();
  const settled = await settleRound(db, round.id, drawAt.getTime() + 1_000);
  const seconds = (performance.now() - t0) / 1000;

  const audit = await sql<{ sum: string; broken: string }>`
    SELECT (SELECT coalesce(sum(amount), 0)::text FROM ledger_postings) AS sum,
           (SELECT count(*)::text FROM ledger_accounts a
             WHERE a.balance <> coalesce((SELECT sum(amount) FROM ledger_postings p WHERE p.account_id = a.id), 0)) AS broken`.execute(
    db,
  );
  const left = await sql<{ n: string }>`SELECT count(*)::text AS n FROM lottery_tickets WHERE status = 'pending'`.execute(db);
  const tps = await pgbenchTps(embedded.url);
  console.log(JSON.stringify(machine()));
  console.log(
    `settled ${settled.toLocaleString()} bets in ${seconds.toFixed(1)} s (${Math.round(settled / seconds).toLocaleString()} bets/s); pending left ${left.rows[0]!.n}`,
  );
  console.log(`ledger: postings sum ${audit.rows[0]!.sum}, accounts off their postings ${audit.rows[0]!.broken}`);
  console.log(`pgbench tpcb-like, 2 clients, same server: ${Math.round(tps)} TPS`);
} finally {
  await db.destroy();
  await embedded.stop();
  await rm(dir, { recursive: true, force: true });
}

/** pgbench's tpcb-like on its own database of the same server (scale 10, 2 clients, 10 s). */
async function pgbenchTps(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('CREATE DATABASE pgbench');
  await c.end();
  const u = new URL(url);
  u.pathname = '/pgbench';
  const run = (args: string[]) => spawnSync('pgbench', args, { encoding: 'utf8' });
  run(['-i', '-q', '-s', '10', u.toString()]);
  const r = run(['-c', '2', '-j', '2', '-T', '10', u.toString()]);
  return Number(/tps = ([\d.]+)/.exec(r.stdout)?.[1] ?? 'NaN');
}
