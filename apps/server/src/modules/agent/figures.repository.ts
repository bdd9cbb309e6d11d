import { sql, type RawBuilder } from 'kysely';
import type { ContractGameType } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import { localDaySql } from '../../lib/calendar-sql.js';

/** Which rollup rows count: one game type, CONS = every game type (not the '' movements row). */
const gameFilter = (gameType: ContractGameType): RawBuilder<unknown> =>
  gameType === 'CONS' ? sql`r.game_type <> ''` : sql`r.game_type = ${gameType}`;

export interface Sums {
  bets: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  rebate: bigint;
  bonus: bigint;
  deposits: bigint;
  withdrawals: bigint;
  depositCount: number;
  withdrawalCount: number;
}

interface SumRow {
  bets: string;
  stake: string;
  valid_bet: string;
  payout: string;
  rebate: string;
  bonus: string;
  deposits: string;
  withdrawals: string;
  deposit_count: string;
  withdrawal_count: string;
}

const SUM_COLUMNS = sql`
  coalesce(sum(r.bets), 0)::text AS bets, coalesce(sum(r.stake), 0)::text AS stake,
  coalesce(sum(r.valid_bet), 0)::text AS valid_bet, coalesce(sum(r.payout), 0)::text AS payout,
  coalesce(sum(r.rebate), 0)::text AS rebate, coalesce(sum(r.bonus), 0)::text AS bonus,
  coalesce(sum(r.deposits), 0)::text AS deposits, coalesce(sum(r.withdrawals), 0)::text AS withdrawals,
  coalesce(sum(r.deposit_count), 0)::text AS deposit_count, coalesce(sum(r.withdrawal_count), 0)::text AS withdrawal_count`;

export const sumsOf = (r: SumRow): Sums => ({
  bets: Number(r.bets),
  stake: BigInt(r.stake),
  validBet: BigInt(r.valid_bet),
  payout: BigInt(r.payout),
  rebate: BigInt(r.rebate),
  bonus: BigInt(r.bonus),
  deposits: BigInt(r.deposits),
  withdrawals: BigInt(r.withdrawals),
  depositCount: Number(r.deposit_count),
  withdrawalCount: Number(r.withdrawal_count),
});

/** Profit and loss from the players' side: payout + rebate + bonus − stake (negative = the team lost). */
export const profitOf = (s: Pick<Sums, 'payout' | 'rebate' | 'bonus' | 'stake'>): bigint =>
  s.payout + s.rebate + s.bonus - s.stake;

export interface TeamScope {
  merchantId: string;
  rootId: string;
  /** 0: the root and its whole team; 1: its team without itself. */
  minDepth: 0 | 1;
  from: Date;
  to: Date;
}

/**
 * The team's play in one game type (or CONS) over [from, to) on rollup hours, with how many team
 * members there are and how many reached `activeValidBet` of valid bet in those rows. CONS adds
 * the bonuses of the '' row (bonuses belong to no game).
 */
export async function teamPlay(db: Db, s: TeamScope & { gameType: ContractGameType; activeValidBet: bigint }) {
  const r = await sql<SumRow & { members: string; active: string }>`
    WITH team AS (
      SELECT member_id FROM member_tree
       WHERE merchant_id = ${s.merchantId} AND ancestor_id = ${s.rootId} AND depth >= ${s.minDepth}
    ), per AS (
      SELECT r.member_id, sum(r.valid_bet) AS valid_bet
        FROM agent_rollups r JOIN team t ON t.member_id = r.member_id
       WHERE r.hour >= ${s.from} AND r.hour < ${s.to} AND ${gameFilter(s.gameType)}
       GROUP BY r.member_id
    )
    SELECT (SELECT count(*) FROM team)::text AS members,
           (SELECT count(*) FROM per WHERE per.valid_bet >= ${s.activeValidBet.toString()}::bigint)::text AS active,
           ${SUM_COLUMNS}
      FROM agent_rollups r JOIN team t ON t.member_id = r.member_id
     WHERE r.hour >= ${s.from} AND r.hour < ${s.to}
       AND (${gameFilter(s.gameType)} ${s.gameType === 'CONS' ? sql`OR r.game_type = ''` : sql``})`.execute(db);
  const row = r.rows[0]!;
  const sums = sumsOf(row);
  // The '' row carries deposits and withdrawals too; only its bonus belongs to play figures.
  return { members: Number(row.members), activeMembers: Number(row.active), ...sums };
}

/**
 * Everything of the team over [from, to): play of every game type and the '' movements of the
 * root and every member under it; `members` and `newMembers` (registered in the range) count the
 * members under it only (the team size).
 */
export async function teamAll(db: Db, s: Omit<TeamScope, 'minDepth'> & { activeValidBet: bigint }) {
  const r = await sql<SumRow & { active: string; new_members: string; members: string }>`
    WITH team AS (
      SELECT t.member_id, t.depth, m.created_at FROM member_tree t JOIN members m ON m.id = t.member_id
       WHERE t.merchant_id = ${s.merchantId} AND t.ancestor_id = ${s.rootId}
    ), per AS (
      SELECT r.member_id, sum(r.valid_bet) AS valid_bet
        FROM agent_rollups r JOIN team t ON t.member_id = r.member_id
       WHERE r.hour >= ${s.from} AND r.hour < ${s.to} AND r.game_type <> ''
       GROUP BY r.member_id
    )
    SELECT (SELECT count(*) FROM team WHERE depth >= 1)::text AS members,
           (SELECT count(*) FROM team WHERE depth >= 1 AND created_at >= ${s.from} AND created_at < ${s.to})::text AS new_members,
           (SELECT count(*) FROM per WHERE per.valid_bet >= ${s.activeValidBet.toString()}::bigint)::text AS active,
           ${SUM_COLUMNS}
      FROM agent_rollups r JOIN team t ON t.member_id = r.member_id
     WHERE r.hour >= ${s.from} AND r.hour < ${s.to}`.execute(db);
  const row = r.rows[0]!;
  return { members: Number(row.members), newMembers: Number(row.new_members), activeMembers: Number(row.active), ...sumsOf(row) };
}

/** A report period of the merchant time zone as kept in agent_team_periods: its kind and first local day. */
export interface KeptPeriod {
  kind: 'day' | 'week' | 'halfMonth' | 'month';
  start: string;
}

/**
 * `teamAll` for a report period, from the rows kept per ancestor: money from agent_team_rollups
 * (≤ 24 × 31 hour rows per game type), active and new members from agent_team_periods (one row),
 * team size from agent_team_sizes. Same answer as `teamAll` over the period's [from, to).
 */
export async function teamAllKept(db: Db, s: Omit<TeamScope, 'minDepth'> & { period: KeptPeriod }) {
  const r = await sql<SumRow & { active: string; new_members: string; members: string }>`
    WITH p AS (
      SELECT active_members, new_members FROM agent_team_periods
       WHERE ancestor_id = ${s.rootId} AND merchant_id = ${s.merchantId} AND kind = ${s.period.kind}
         AND period_start = ${s.period.start}::date
    )
    SELECT coalesce((SELECT members FROM agent_team_sizes
                      WHERE ancestor_id = ${s.rootId} AND merchant_id = ${s.merchantId}), 0)::text AS members,
           coalesce((SELECT new_members FROM p), 0)::text AS new_members,
           coalesce((SELECT active_members FROM p), 0)::text AS active,
           ${SUM_COLUMNS}
      FROM agent_team_rollups r
     WHERE r.ancestor_id = ${s.rootId} AND r.merchant_id = ${s.merchantId} AND r.hour >= ${s.from} AND r.hour < ${s.to}`.execute(
    db,
  );
  const row = r.rows[0]!;
  return { members: Number(row.members), newMembers: Number(row.new_members), activeMembers: Number(row.active), ...sumsOf(row) };
}

/**
 * The team's sums per local day (in `timeZone`) over [from, to): one row per day that has rows.
 * The whole team (minDepth 0) reads the ancestor's kept team rollups; without the root, the
 * members' rollups.
 */
export async function teamByDay(db: Db, s: TeamScope & { timeZone: string }) {
  if (s.minDepth === 0) {
    const kept = await sql<SumRow & { day: string }>`
      SELECT ${localDaySql(sql`r.hour`, s.timeZone)}::text AS day, ${SUM_COLUMNS}
        FROM agent_team_rollups r
       WHERE r.ancestor_id = ${s.rootId} AND r.merchant_id = ${s.merchantId} AND r.hour >= ${s.from} AND r.hour < ${s.to}
       GROUP BY 1 ORDER BY 1`.execute(db);
    return kept.rows.map((row) => ({ day: row.day, ...sumsOf(row) }));
  }
  const r = await sql<SumRow & { day: string }>`
    SELECT ${localDaySql(sql`r.hour`, s.timeZone)}::text AS day, ${SUM_COLUMNS}
      FROM agent_rollups r JOIN member_tree t ON t.member_id = r.member_id
     WHERE t.merchant_id = ${s.merchantId} AND t.ancestor_id = ${s.rootId} AND t.depth >= ${s.minDepth}
       AND r.hour >= ${s.from} AND r.hour < ${s.to}
     GROUP BY 1 ORDER BY 1`.execute(db);
  return r.rows.map((row) => ({ day: row.day, ...sumsOf(row) }));
}
