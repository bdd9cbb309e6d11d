import { sql } from 'kysely';
import type { LeaderboardConfigBody, LeaderboardPeriod } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';

/** The leaderboards' tables: configs, entries per period, settlements and winners. One query per function. */

const CONFIG_COLUMNS = ['board', 'enabled', 'top_n', 'turnover_multiplier', 'prizes'] as const;

export function boardConfigs(db: Db, merchantId: string) {
  return db
    .selectFrom('leaderboard_configs')
    .select(CONFIG_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .orderBy('board')
    .execute();
}
export type BoardConfigRow = Awaited<ReturnType<typeof boardConfigs>>[number];

export function boardConfig(db: Db, merchantId: string, board: LeaderboardPeriod) {
  return db
    .selectFrom('leaderboard_configs')
    .select(CONFIG_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('board', '=', board)
    .executeTakeFirst();
}

/** Every enabled board of every merchant (the prize job). */
export function enabledBoards(db: Db) {
  return db
    .selectFrom('leaderboard_configs')
    .select(['merchant_id', ...CONFIG_COLUMNS])
    .where('enabled', '=', true)
    .orderBy('merchant_id')
    .orderBy('board')
    .execute();
}

/** The merchant's enabled board names (the entries subscriber). */
export async function enabledBoardNames(db: Db, merchantId: string): Promise<LeaderboardPeriod[]> {
  const rows = await db
    .selectFrom('leaderboard_configs')
    .select('board')
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .execute();
  return rows.map((r) => r.board);
}

export async function saveBoardConfig(db: Db, merchantId: string, c: LeaderboardConfigBody): Promise<void> {
  const values = {
    enabled: c.enabled,
    top_n: c.topN,
    turnover_multiplier: c.turnoverMultiplier,
    prizes: JSON.stringify([...c.prizes].sort((a, b) => a.rank - b.rank)),
    updated_at: new Date(),
  };
  await db
    .insertInto('leaderboard_configs')
    .values({ merchant_id: merchantId, board: c.period, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'board']).doUpdateSet(values))
    .execute();
}

export async function addEntry(
  db: Db,
  e: { merchantId: string; board: string; periodKey: string; memberId: string; validBet: bigint; at: Date },
): Promise<void> {
  await sql`
    INSERT INTO leaderboard_entries AS e (merchant_id, board, period_key, member_id, valid_bet, updated_at)
    VALUES (${e.merchantId}, ${e.board}, ${e.periodKey}, ${e.memberId}, ${e.validBet.toString()}::bigint, ${e.at}::timestamptz)
    ON CONFLICT (merchant_id, board, period_key, member_id) DO UPDATE SET
      valid_bet = e.valid_bet + EXCLUDED.valid_bet, updated_at = greatest(e.updated_at, EXCLUDED.updated_at)`.execute(db);
}

/**
 * The first `limit` of a board's period: most valid bet first; a tie goes to whom reached it
 * first (the earlier last play), then the lower member id. Joins members for the names to mask.
 */
export function ranking(db: Db, merchantId: string, board: string, periodKey: string, limit: number) {
  return db
    .selectFrom('leaderboard_entries as e')
    .innerJoin('members as m', (j) => j.onRef('m.merchant_id', '=', 'e.merchant_id').onRef('m.id', '=', 'e.member_id'))
    .select(['e.member_id', 'm.username', 'e.valid_bet'])
    .where('e.merchant_id', '=', merchantId)
    .where('e.board', '=', board)
    .where('e.period_key', '=', periodKey)
    .where('e.valid_bet', '>', '0')
    .orderBy('e.valid_bet', 'desc')
    .orderBy('e.updated_at')
    .orderBy('e.member_id')
    .limit(limit)
    .execute();
}

/** A member's valid bet on a board's period and the place it holds (null: no entry). */
export async function placeOf(db: Db, merchantId: string, board: string, periodKey: string, memberId: string) {
  const r = await sql<{ valid_bet: string; rank: string }>`
    SELECT me.valid_bet, (SELECT count(*) + 1 FROM leaderboard_entries o
                           WHERE o.merchant_id = me.merchant_id AND o.board = me.board AND o.period_key = me.period_key
                             AND o.valid_bet > 0
                             AND (o.valid_bet, -extract(epoch FROM o.updated_at), -o.member_id)
                                 > (me.valid_bet, -extract(epoch FROM me.updated_at), -me.member_id)) AS rank
      FROM leaderboard_entries me
     WHERE me.merchant_id = ${merchantId} AND me.board = ${board} AND me.period_key = ${periodKey} AND me.member_id = ${memberId}
       AND me.valid_bet > 0`.execute(db);
  const row = r.rows[0];
  return row ? { validBet: row.valid_bet, rank: Number(row.rank) } : null;
}

/** Marks a board's period settled; false when it already was (a second run, a racing instance). */
export async function claimSettlement(db: Db, merchantId: string, board: string, periodKey: string): Promise<boolean> {
  const r = await db
    .insertInto('leaderboard_settlements')
    .values({ merchant_id: merchantId, board, period_key: periodKey })
    .onConflict((oc) => oc.doNothing())
    .returning('period_key')
    .executeTakeFirst();
  return r !== undefined;
}

export async function isSettled(db: Db, merchantId: string, board: string, periodKey: string): Promise<boolean> {
  const r = await db
    .selectFrom('leaderboard_settlements')
    .select('period_key')
    .where('merchant_id', '=', merchantId)
    .where('board', '=', board)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
  return r !== undefined;
}

export async function insertWinner(
  db: Db,
  w: {
    merchantId: string;
    board: string;
    periodKey: string;
    rank: number;
    memberId: string;
    name: string;
    validBet: string;
    prize: bigint;
    rewardId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('leaderboard_winners')
    .values({
      merchant_id: w.merchantId,
      board: w.board,
      period_key: w.periodKey,
      rank: w.rank,
      member_id: w.memberId,
      name: w.name,
      valid_bet: w.validBet,
      prize: w.prize,
      reward_id: w.rewardId,
    })
    .execute();
}

export function winnersOf(db: Db, merchantId: string, board: string, periodKey: string) {
  return db
    .selectFrom('leaderboard_winners')
    .select(['rank', 'name', 'valid_bet', 'prize'])
    .where('merchant_id', '=', merchantId)
    .where('board', '=', board)
    .where('period_key', '=', periodKey)
    .orderBy('rank')
    .execute();
}
