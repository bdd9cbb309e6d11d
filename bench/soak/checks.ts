// After the drain: what the soak promises, each as a row of the table (what, expected, found).
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.js';
import { START_MONEY, type SoakPlayer } from './players.js';
import type { Screen } from './sockets.js';
import type { JournalEntry } from './vendor-load.js';
import type { DepositEntry } from './deposits.js';
import type { LotteryEntry } from './lottery.js';
import type { WithdrawalEntry } from './withdrawals.js';
import { one, row, type Check } from './check-row.js';
import { lotteryChecks, lotteryEffect } from './lottery-checks.js';

export type { Check } from './check-row.js';

export interface Journals {
  seamless: JournalEntry[];
  deposits: DepositEntry[];
  lottery: LotteryEntry[];
  withdrawals: WithdrawalEntry[];
}

export async function runChecks(
  db: Db,
  run: string,
  merchantId: string,
  players: SoakPlayer[],
  { seamless: journal, deposits, lottery, withdrawals }: Journals,
  screens: Screen[],
) {
  const checks: Check[] = [];
  const acked = journal.filter((j) => j.status === 200);

  // Every acknowledged answer is in the ledger as acknowledged, and nothing else moved.
  const stored = (
    await sql<{ tx_id: string; op: string; amount: string; moved: boolean }>`
      SELECT tx_id, op, amount::text, ledger_transaction_id IS NOT NULL AS moved
        FROM provider_transactions
       WHERE merchant_id = ${merchantId} AND tx_id LIKE ${`s_-${run}-%`} AND outcome IN ('ok', 'noop')`.execute(db)
  ).rows;
  const byTx = new Map(stored.map((s) => [s.tx_id, s]));
  const missing = acked.filter((j) => {
    const s = byTx.get(j.txId);
    return !s || s.op !== j.op || (j.op !== 'rollback' && BigInt(s.amount) !== j.amount);
  });
  const ackedIds = new Set(acked.map((j) => j.txId));
  const phantom = stored.filter((s) => s.moved && !ackedIds.has(s.tx_id));
  checks.push(row('acknowledged seamless answers missing or different in the ledger', 0, missing.length));
  checks.push(row('money moved that no answer acknowledged', 0, phantom.length));

  // Each player's balance is the start plus what the journal says moved.
  const expected = new Map(players.map((p) => [p.playerId, START_MONEY]));
  const stakes = new Map(acked.filter((j) => j.op === 'bet').map((j) => [j.roundId, j.amount]));
  for (const j of acked) {
    const d = j.op === 'bet' ? -j.amount : j.op === 'win' ? j.amount : (stakes.get(j.roundId) ?? 0n);
    expected.set(j.playerId, expected.get(j.playerId)! + d);
  }
  // Each deposit's callback came three times: credited once, as acknowledged.
  const byMember = new Map(players.map((p) => [p.memberId, p.playerId]));
  for (const d of deposits) {
    const id = byMember.get(d.memberId)!;
    expected.set(id, expected.get(id)! + d.credit);
  }
  const credited = (
    await sql<{ reference: string; n: string }>`
      SELECT reference, count(*)::text AS n FROM ledger_transactions
       WHERE merchant_id = ${merchantId} AND reference = ANY(${deposits.map((d) => `deposit:${d.orderNo}`)}::text[])
       GROUP BY reference`.execute(db)
  ).rows;
  const once = new Set(credited.filter((c) => c.n === '1').map((c) => c.reference));
  checks.push(
    row(
      'paid deposits (each callback sent three times) not credited exactly once',
      0,
      deposits.filter((d) => !once.has(`deposit:${d.orderNo}`)).length,
    ),
  );
  checks.push(
    row('paid deposits whose callbacks were not all acknowledged', 0, deposits.filter((d) => d.acknowledged !== 3).length),
  );
  // Each withdrawal the operator's answer approved left once; each refused one came back.
  for (const w of withdrawals) {
    const id = byMember.get(w.memberId)!;
    if (w.decision === 'approved') expected.set(id, expected.get(id)! - w.amount);
  }
  const decided = new Map(
    (
      await sql<{ id: string; status: string; moves: string }>`
        SELECT w.id::text, w.status,
               (SELECT string_agg(split_part(idempotency_key, ':', 3), ',' ORDER BY idempotency_key) FROM ledger_transactions
                 WHERE reference = 'withdrawal:' || w.id)::text AS moves
          FROM withdrawals w WHERE w.id = ANY(${withdrawals.map((w) => w.id)}::bigint[])`.execute(db)
    ).rows.map((r) => [r.id, r]),
  );
  const movedAs = { approved: 'approve,request', rejected: 'reject,request' };
  checks.push(
    row(
      "withdrawals not as the operator's answer left them (state, or money moved other than once each way)",
      0,
      withdrawals.filter((w) => decided.get(w.id)?.status !== w.decision || decided.get(w.id)?.moves !== movedAs[w.decision])
        .length,
    ),
  );
  const byApproval = (d: WithdrawalEntry['decision']) => withdrawals.filter((w) => w.decision === d).length;
  checks.push({
    what: 'withdrawals approved / refused by the operator',
    expected: '> 0 / > 0',
    found: `${byApproval('approved')} / ${byApproval('rejected')}`,
    ok: byApproval('approved') > 0 && byApproval('rejected') > 0,
  });
  // The lottery: its orders and tickets, and what they moved for each player.
  checks.push(...(await lotteryChecks(db, players, lottery)));
  for (const [member, amount] of await lotteryEffect(db, players)) {
    const id = byMember.get(member)!;
    expected.set(id, expected.get(id)! + amount);
  }
  const balances = new Map(
    (
      await sql<{ member: string; balance: string }>`
        SELECT member_id::text AS member, balance::text FROM ledger_accounts
         WHERE merchant_id = ${merchantId} AND kind = 'member' AND wallet = 'MAIN'
           AND member_id = ANY(${players.map((p) => p.memberId)}::bigint[])`.execute(db)
    ).rows.map((r) => [r.member, BigInt(r.balance)]),
  );
  const wrong = players.filter((p) => balances.get(p.memberId) !== expected.get(p.playerId));
  checks.push(row("players whose balance is not the journal's", 0, wrong.length));

  const ledger = await one(
    db,
    sql<{ total: string; off: string }>`
    SELECT (SELECT coalesce(sum(amount), 0) FROM ledger_postings)::text AS total,
           (SELECT count(*) FROM ledger_accounts a
             WHERE a.balance <> (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p WHERE p.account_id = a.id))::text AS off`,
  );
  checks.push(row('the ledger sums to', 0, ledger.total));
  checks.push(row('accounts whose balance is not the sum of their postings', 0, ledger.off));

  const twice = await one(
    db,
    sql<{ n: string }>`
    SELECT count(*)::text AS n FROM (
      SELECT member_id, round_id FROM provider_transactions
       WHERE merchant_id = ${merchantId} AND op = 'win' AND outcome = 'ok' AND tx_id LIKE ${`sw-${run}-%`}
       GROUP BY 1, 2 HAVING count(*) > 1) x`,
  );
  checks.push(row('rounds paid twice', 0, twice.n));

  const events = await one(
    db,
    sql<{ pending: string; parked: string; unfanned: string }>`
    SELECT (SELECT count(*) FROM event_deliveries WHERE status = 'pending')::text AS pending,
           (SELECT count(*) FROM event_deliveries WHERE status = 'parked')::text AS parked,
           (SELECT count(*) FROM domain_events WHERE fanned_out_at IS NULL)::text AS unfanned`,
  );
  checks.push(row('events not yet delivered (pending, or not fanned out)', 0, Number(events.pending) + Number(events.unfanned)));
  checks.push(row('event deliveries parked (a handler failed for good)', 0, events.parked));

  // A cron job runs once per period, whichever server's runner took it.
  const jobs = await one(
    db,
    sql<{ n: string }>`
    SELECT count(*)::text AS n FROM (
      SELECT name, date_trunc('minute', created_on) FROM (
        SELECT name, created_on FROM pgboss.job WHERE name IN (SELECT name FROM pgboss.schedule)
        UNION ALL
        SELECT name, created_on FROM pgboss.archive WHERE name IN (SELECT name FROM pgboss.schedule)) j
       GROUP BY 1, 2 HAVING count(*) > 1) x`,
  );
  checks.push(row('scheduled job periods run more than once', 0, jobs.n));

  const off = screens.filter((s) => s.balance === undefined || BigInt(s.balance.main) !== balances.get(s.memberId));
  checks.push(row('sockets not on their exact balance at the end', 0, off.length));
  return checks;
}
