import type { BetStatus } from '@playhouse/contract';
import type { Db } from '../../db/database.js';

let rounds = 0;

/** A bet row as the providers module writes it (money moves are not needed for the records). */
export async function insertBet(
  db: Db,
  merchantId: string,
  memberId: string,
  b: { at: string; stake: bigint; win?: bigint; validBet?: bigint; status?: BetStatus; vendor?: string; gameCode?: string; gameType?: string },
) {
  const status = b.status ?? 'settled';
  const { id } = await db
    .insertInto('bets')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      vendor_code: b.vendor ?? 'PG',
      game_code: b.gameCode ?? 'PG_UNKNOWN',
      game_type: b.gameType ?? 'RNG',
      round_id: `r${process.pid}-${++rounds}`,
      stake: b.stake,
      valid_bet: b.validBet ?? b.stake,
      win: b.win ?? 0n,
      status,
      source: 'seamless',
      placed_at: b.at,
      settled_at: status === 'pending' ? null : b.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
