import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BetStatus } from '../../db/schema.bets.js';

/** Rounds a transfer-mode vendor reports (pulled by the transfers module); the bets table is this module's. */
export interface PulledBetRow {
  merchantId: string;
  memberId: string;
  vendor: string;
  gameCode: string;
  gameType: string;
  roundId: string;
  stake: bigint;
  validBet: bigint;
  win: bigint;
  status: BetStatus;
  placedAt: Date;
  settledAt: Date | null;
}

/**
 * Inserts the round, or updates it while it is still pending (a settled or cancelled round never
 * changes). Answers the bet's id, or null when the round was already final and nothing changed.
 */
export async function upsertPulledBet(db: Db, b: PulledBetRow): Promise<string | null> {
  const row = await db
    .insertInto('bets')
    .values({
      merchant_id: b.merchantId,
      member_id: b.memberId,
      vendor_code: b.vendor,
      game_code: b.gameCode,
      game_type: b.gameType,
      round_id: b.roundId,
      stake: b.stake.toString(),
      valid_bet: b.validBet.toString(),
      win: b.win.toString(),
      status: b.status,
      source: 'pulled',
      placed_at: b.placedAt,
      settled_at: b.settledAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'vendor_code', 'round_id'])
        .doUpdateSet({
          stake: b.stake.toString(),
          valid_bet: b.validBet.toString(),
          win: b.win.toString(),
          status: b.status,
          settled_at: b.settledAt,
        })
        .where('bets.status', '=', 'pending'),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The round's row before a pull writes it, under a lock on the round, so two pulls of one
 * round (the job and a transfer out) see each other's outcome and report it once.
 */
export async function lockPulledRound(db: Db, merchantId: string, vendor: string, roundId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`pulled:${merchantId}:${vendor}:${roundId}`}))`.execute(db);
  return db
    .selectFrom('bets')
    .select(['id', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', vendor)
    .where('round_id', '=', roundId)
    .executeTakeFirst();
}
