import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** What one event adds to a member's hour and game type (absent = 0). */
export interface RollupDelta {
  bets?: number;
  stake?: bigint;
  validBet?: bigint;
  payout?: bigint;
  rebate?: bigint;
  bonus?: bigint;
  deposits?: bigint;
  withdrawals?: bigint;
  depositCount?: number;
  withdrawalCount?: number;
}

const HOUR_MS = 3_600_000;
/** The UTC hour an instant falls in. */
export const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** Adds a delta to the member's (hour, game type) row, creating it at zero first. */
export async function addToRollup(
  db: Db,
  k: { merchantId: string; memberId: string; at: Date; gameType: string },
  d: RollupDelta,
): Promise<void> {
  const row = {
    merchant_id: k.merchantId,
    member_id: k.memberId,
    hour: hourOf(k.at),
    game_type: k.gameType,
    bets: d.bets ?? 0,
    stake: (d.stake ?? 0n).toString(),
    valid_bet: (d.validBet ?? 0n).toString(),
    payout: (d.payout ?? 0n).toString(),
    rebate: (d.rebate ?? 0n).toString(),
    bonus: (d.bonus ?? 0n).toString(),
    deposits: (d.deposits ?? 0n).toString(),
    withdrawals: (d.withdrawals ?? 0n).toString(),
    deposit_count: d.depositCount ?? 0,
    withdrawal_count: d.withdrawalCount ?? 0,
  };
  const add = (c: keyof typeof row) => sql<any>`agent_rollups.${sql.ref(c)} + excluded.${sql.ref(c)}`;
  await db
    .insertInto('agent_rollups')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['member_id', 'hour', 'game_type']).doUpdateSet({
        bets: add('bets'),
        stake: add('stake'),
        valid_bet: add('valid_bet'),
        payout: add('payout'),
        rebate: add('rebate'),
        bonus: add('bonus'),
        deposits: add('deposits'),
        withdrawals: add('withdrawals'),
        deposit_count: add('deposit_count'),
        withdrawal_count: add('withdrawal_count'),
      }),
    )
    .execute();
}
