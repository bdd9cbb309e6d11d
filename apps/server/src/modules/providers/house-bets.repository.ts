import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BetStatus } from '../../db/schema.bets.js';

/**
 * Bets of our own engines that are not provider rounds (the lottery): written into the betting
 * record beside the providers' rounds, source 'lottery', one row per ticket.
 */
export interface HouseBet {
  merchantId: string;
  memberId: string;
  vendor: string;
  gameCode: string;
  gameType: string;
  roundId: string;
  stake: bigint;
  placedAt: Date;
}

export async function insertHouseBets(trx: Db, bets: HouseBet[]): Promise<void> {
  if (!bets.length) return;
  await trx
    .insertInto('bets')
    .values(
      bets.map((b) => ({
        merchant_id: b.merchantId,
        member_id: b.memberId,
        vendor_code: b.vendor,
        game_code: b.gameCode,
        game_type: b.gameType,
        round_id: b.roundId,
        stake: b.stake.toString(),
        valid_bet: '0',
        source: 'lottery' as const,
        placed_at: b.placedAt,
      })),
    )
    .execute();
}

/** Many house bets made final in one statement (a lottery draw's settlement); only pending ones change. */
export async function finishHouseBets(
  trx: Db,
  merchantId: string,
  vendor: string,
  bets: { roundId: string; status: BetStatus; validBet: bigint; win: bigint }[],
  at: Date,
): Promise<void> {
  if (!bets.length) return;
  await sql`
    UPDATE bets b SET status = u.status, valid_bet = u.valid_bet, win = u.win, settled_at = ${at}
      FROM unnest(${bets.map((b) => b.roundId)}::text[], ${bets.map((b) => b.status)}::text[],
                  ${bets.map((b) => b.validBet.toString())}::bigint[], ${bets.map((b) => b.win.toString())}::bigint[])
           AS u(round_id, status, valid_bet, win)
     WHERE b.merchant_id = ${merchantId} AND b.vendor_code = ${vendor} AND b.round_id = u.round_id AND b.status = 'pending'`.execute(
    trx,
  );
}

/**
 * Settled house bets whose win changed (an official lottery's corrected result re-settles them):
 * the betting record shows the win of the result in force.
 */
export async function correctHouseBets(
  trx: Db,
  merchantId: string,
  vendor: string,
  bets: { roundId: string; win: bigint }[],
  at: Date,
): Promise<void> {
  if (!bets.length) return;
  await sql`
    UPDATE bets b SET win = u.win, settled_at = ${at}
      FROM unnest(${bets.map((b) => b.roundId)}::text[], ${bets.map((b) => b.win.toString())}::bigint[]) AS u(round_id, win)
     WHERE b.merchant_id = ${merchantId} AND b.vendor_code = ${vendor} AND b.round_id = u.round_id AND b.status = 'settled'`.execute(
    trx,
  );
}
