import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BetRow } from '../records/index.js';

/** The team of the agent without itself, as a member_tree range. */
const teamOf = (merchantId: string, agentId: string) => sql`
  SELECT member_id FROM member_tree WHERE merchant_id = ${merchantId} AND ancestor_id = ${agentId} AND depth >= 1`;

export interface TeamBetFilter {
  from: Date;
  to: Date;
  username?: string | undefined;
  gameType?: string | undefined;
  status?: string | undefined;
}

const betWhere = (merchantId: string, agentId: string, f: TeamBetFilter) => sql`
  b.merchant_id = ${merchantId}
  AND b.member_id IN (${teamOf(merchantId, agentId)})
  AND b.placed_at >= ${f.from} AND b.placed_at < ${f.to}
  ${f.username ? sql`AND lower(m.username) = ${f.username.toLowerCase()}` : sql``}
  ${f.gameType ? sql`AND b.game_type = ${f.gameType}` : sql``}
  ${f.status ? sql`AND b.status = ${f.status}` : sql``}`;

/** A team bet: the records' bet row with the member's username. */
export type TeamBetRow = BetRow & { username: string; status: 'pending' | 'settled' | 'cancelled' };

/**
 * The team's bets (the bets rows of every member under the agent, lottery tickets included),
 * newest first; the member_tree range and bets_member_placed (merchant, member, placed_at) serve it.
 */
export async function teamBetPage(db: Db, merchantId: string, agentId: string, f: TeamBetFilter, limit: number, offset: number) {
  const r = await sql<TeamBetRow>`
    SELECT b.id, m.username, b.placed_at, b.settled_at, b.vendor_code, b.game_code, b.game_type, b.round_id,
           b.stake::text AS stake, b.valid_bet::text AS valid_bet, b.win::text AS win, b.status
      FROM bets b JOIN members m ON m.id = b.member_id
     WHERE ${betWhere(merchantId, agentId, f)}
     ORDER BY b.placed_at DESC, b.id DESC
     LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return r.rows;
}

/** Totals over the whole filter: count of bets; stake, valid bet and win without cancelled ones; profit of settled ones. */
export async function teamBetTotals(db: Db, merchantId: string, agentId: string, f: TeamBetFilter) {
  const r = await sql<{ n: string; stake: string; valid_bet: string; win: string; profit: string }>`
    SELECT count(*)::text AS n,
           coalesce(sum(b.stake) FILTER (WHERE b.status <> 'cancelled'), 0)::text AS stake,
           coalesce(sum(b.valid_bet) FILTER (WHERE b.status <> 'cancelled'), 0)::text AS valid_bet,
           coalesce(sum(b.win) FILTER (WHERE b.status <> 'cancelled'), 0)::text AS win,
           coalesce(sum(b.win - b.stake) FILTER (WHERE b.status = 'settled'), 0)::text AS profit
      FROM bets b JOIN members m ON m.id = b.member_id
     WHERE ${betWhere(merchantId, agentId, f)}`.execute(db);
  return r.rows[0]!;
}

export interface LossRow {
  member_id: string;
  username: string;
  type: number;
  bets: string;
  stake: string;
  valid_bet: string;
  payout: string;
  rebate: string;
  bonus: string;
  profit: string;
}

/**
 * Per member of the agent's team (itself included) over [from, to) of rollup hours: play sums and
 * profit (payout + rebate + bonus − stake), members with rows only, biggest loss first.
 */
export async function userLossRows(
  db: Db,
  merchantId: string,
  agentId: string,
  f: { from: Date; to: Date; username?: string | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: LossRow[]; total: number; totals: Omit<LossRow, 'member_id' | 'username' | 'type'> }> {
  const per = sql`
    SELECT r.member_id, sum(r.bets) AS bets, sum(r.stake) AS stake, sum(r.valid_bet) AS valid_bet, sum(r.payout) AS payout,
           sum(r.rebate) AS rebate, sum(r.bonus) AS bonus, sum(r.payout + r.rebate + r.bonus - r.stake) AS profit
      FROM agent_rollups r JOIN member_tree t ON t.member_id = r.member_id
      JOIN members m ON m.id = r.member_id
     WHERE t.merchant_id = ${merchantId} AND t.ancestor_id = ${agentId}
       AND r.hour >= ${f.from} AND r.hour < ${f.to}
       AND (r.game_type <> '' OR r.bonus <> 0)
       ${f.username ? sql`AND lower(m.username) = ${f.username.toLowerCase()}` : sql``}
     GROUP BY r.member_id`;
  const [rows, totals] = await Promise.all([
    sql<LossRow>`
      WITH per AS (${per})
      SELECT p.member_id::text, m.username, m.type, p.bets::text, p.stake::text, p.valid_bet::text, p.payout::text,
             p.rebate::text, p.bonus::text, p.profit::text
        FROM per p JOIN members m ON m.id = p.member_id
       ORDER BY p.profit ASC, m.username ASC
       LIMIT ${limit} OFFSET ${offset}`.execute(db),
    sql<Omit<LossRow, 'member_id' | 'username' | 'type'> & { n: string }>`
      WITH per AS (${per})
      SELECT count(*)::text AS n, coalesce(sum(bets), 0)::text AS bets, coalesce(sum(stake), 0)::text AS stake,
             coalesce(sum(valid_bet), 0)::text AS valid_bet, coalesce(sum(payout), 0)::text AS payout,
             coalesce(sum(rebate), 0)::text AS rebate, coalesce(sum(bonus), 0)::text AS bonus,
             coalesce(sum(profit), 0)::text AS profit
        FROM per`.execute(db),
  ]);
  const { n, ...t } = totals.rows[0]!;
  return { rows: rows.rows, total: Number(n), totals: t };
}
