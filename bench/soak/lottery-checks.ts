// The lottery's rows of the soak's table, and what the lottery did to each player's balance (from
// the lottery's own orders and tickets, for the balance check to compare with the ledger).
import { sql } from 'kysely';
import type { OfficialLottery } from '@playhouse/contract/lottery';
import type { Db } from '../../apps/server/src/db/database.js';
import { officialVendorOf } from '../../apps/server/src/modules/lottery/index.js';
import { one, row, type Check } from './check-row.js';
import type { LotteryEntry } from './lottery.js';
import type { SoakPlayer } from './players.js';

/** A draw settles within this of being drawn; younger ones may still be settling at the check. */
const SETTLING = "interval '30 seconds'";

export async function lotteryChecks(db: Db, players: SoakPlayer[], journal: LotteryEntry[]) {
  const checks: Check[] = [];
  const members = players.map((p) => p.memberId);
  const orders = (
    await sql<{ kind: 'fast' | 'official'; id: string; member: string; stake: string; placed: string }>`
      SELECT 'fast' AS kind, id::text, member_id::text AS member, total_stake::text AS stake, placed_at::text AS placed
        FROM lottery_orders WHERE member_id = ANY(${members}::bigint[])
      UNION ALL
      SELECT 'official', id::text, member_id::text, total_stake::text, placed_at::text
        FROM official_orders WHERE member_id = ANY(${members}::bigint[])`.execute(db)
  ).rows;
  const byKey = new Map(orders.map((o) => [`${o.kind}:${o.id}`, o]));
  const acked = journal.filter((j) => j.status === 200);
  const ackedKeys = new Set(acked.flatMap((j) => j.orderIds.map((id) => `${j.kind}:${id}`)));
  const wrong = acked.filter((j) => {
    const found = j.orderIds.map((id) => byKey.get(`${j.kind}:${id}`));
    return found.some((o) => !o || o.member !== j.memberId) || found.reduce((s, o) => s + BigInt(o?.stake ?? 0), 0n) !== j.stake;
  });
  checks.push(row('acknowledged lottery orders missing or with another stake', 0, wrong.length));
  // A buy with no answer may have placed its orders (one per content, placed in one transaction,
  // so at one time): the player finds them in its orders. Never more such buys found than buys
  // that got no answer, player by player.
  const unanswered = new Map<string, number>();
  for (const j of journal) if (j.status === 0) unanswered.set(j.memberId, (unanswered.get(j.memberId) ?? 0) + 1);
  const buys = new Set(orders.filter((o) => !ackedKeys.has(`${o.kind}:${o.id}`)).map((o) => `${o.member} ${o.kind} ${o.placed}`));
  const extra = new Map<string, number>();
  for (const b of buys) extra.set(b.split(' ')[0]!, (extra.get(b.split(' ')[0]!) ?? 0) + 1);
  const over = [...extra].filter(([m, n]) => n > (unanswered.get(m) ?? 0)).length;
  const extraCount = [...extra.values()].reduce((a, b) => a + b, 0);
  checks.push({
    what: 'lottery buys that got no answer but placed orders (found in the orders)',
    expected: `≤ ${unanswered.size ? [...unanswered.values()].reduce((a, b) => a + b, 0) : 0}, player by player`,
    found: String(extraCount),
    ok: over === 0,
  });

  const pending = await one(
    db,
    sql<{ fast: string; official: string }>`
    SELECT (SELECT count(*) FROM lottery_tickets t JOIN lottery_rounds r ON r.id = t.round_id
             WHERE t.status = 'pending' AND r.status IN ('drawn', 'void') AND r.drawn_at < now() - ${sql.raw(SETTLING)})::text AS fast,
           (SELECT count(*) FROM official_bets b JOIN official_draws d ON d.id = b.draw_id
             WHERE d.status IN ('resulted', 'void') AND d.resulted_at < now() - ${sql.raw(SETTLING)}
               AND (b.status = 'pending' OR b.settled_version < d.result_version))::text AS official`,
  );
  checks.push(row('fast-draw tickets left pending on a drawn draw', 0, pending.fast));
  checks.push(row('official bets left unsettled on a resulted draw', 0, pending.official));
  const settled = await one(
    db,
    sql<{ fast: string; official: string }>`
    SELECT (SELECT count(*) FROM lottery_tickets WHERE member_id = ANY(${members}::bigint[]) AND status <> 'pending')::text AS fast,
           (SELECT count(*) FROM official_bets WHERE member_id = ANY(${members}::bigint[]) AND status <> 'pending')::text AS official`,
  );
  checks.push({
    what: "the soak's settled tickets: fast / official",
    expected: '> 0 / > 0',
    found: `${settled.fast} / ${settled.official}`,
    ok: settled.fast !== '0' && settled.official !== '0',
  });

  // What each settled ticket paid, by the ticket, against what reached the player in the ledger.
  const tickets = (
    await sql<{ ref: string; paid: string }>`
      SELECT 'round:' || CASE o.prize_mode WHEN 'ELOTT' THEN 'ELOTT' ELSE 'LOTT' END || ':' || t.id AS ref,
             (t.win + t.refund + t.rebate)::text AS paid
        FROM lottery_tickets t JOIN lottery_orders o ON o.id = t.order_id
       WHERE t.member_id = ANY(${members}::bigint[]) AND t.status <> 'pending'`.execute(db)
  ).rows;
  const bets = (
    await sql<{ id: string; lottery: OfficialLottery; paid: string }>`
      SELECT b.id::text, g.lottery, (b.win + b.refund)::text AS paid
        FROM official_bets b JOIN official_draws d ON d.id = b.draw_id JOIN official_games g ON g.id = d.game_id
       WHERE b.member_id = ANY(${members}::bigint[]) AND b.status <> 'pending'`.execute(db)
  ).rows;
  const expected = new Map([
    ...tickets.map((t) => [t.ref, BigInt(t.paid)] as const),
    ...bets.map((b) => [`round:${officialVendorOf(b.lottery)}:${b.id}`, BigInt(b.paid)] as const),
  ]);
  const credited = new Map(
    (
      await sql<{ ref: string; amount: string }>`
        SELECT tx.reference AS ref, sum(p.amount)::text AS amount
          FROM ledger_postings p JOIN ledger_transactions tx ON tx.id = p.transaction_id
          JOIN ledger_accounts a ON a.id = p.account_id
         WHERE a.kind = 'member' AND a.member_id = ANY(${members}::bigint[]) AND tx.type <> 'bet'
           AND tx.reference = ANY(${[...expected.keys()]}::text[])
         GROUP BY 1`.execute(db)
    ).rows.map((c) => [c.ref, BigInt(c.amount)]),
  );
  const off = [...expected].filter(([ref, paid]) => (credited.get(ref) ?? 0n) !== paid).length;
  checks.push(row('settled tickets whose credit in the ledger is not what the ticket won', 0, off));
  return checks;
}

/** What the lottery moved for each player: every order's stake out, every settled ticket's due in. */
export async function lotteryEffect(db: Db, players: SoakPlayer[]): Promise<Map<string, bigint>> {
  const members = players.map((p) => p.memberId);
  const rows = (
    await sql<{ member: string; amount: string }>`
      SELECT member, sum(amount)::text AS amount FROM (
        SELECT member_id AS member, -total_stake AS amount FROM lottery_orders WHERE member_id = ANY(${members}::bigint[])
        UNION ALL SELECT member_id, -total_stake FROM official_orders WHERE member_id = ANY(${members}::bigint[])
        UNION ALL SELECT member_id, win + refund + rebate FROM lottery_tickets WHERE member_id = ANY(${members}::bigint[])
        UNION ALL SELECT member_id, win + refund FROM official_bets WHERE member_id = ANY(${members}::bigint[])) x
       GROUP BY member`.execute(db)
  ).rows;
  return new Map(rows.map((r) => [String(r.member), BigInt(r.amount)]));
}
