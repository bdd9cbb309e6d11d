import { iso } from '../../core/page.js';

/** A settled or open bet as the records and the agent's team bets answer it (stake, win and profit in minor units). */
export interface BetRow {
  id: string;
  placed_at: Date | string;
  settled_at: Date | string | null;
  vendor_code: string;
  game_code: string;
  game_type: string;
  round_id: string;
  stake: string;
  valid_bet: string;
  win: string;
  status: string;
}

/** The one bet row → answer mapping: profit counts only once the bet is settled. */
export function betRecordOf<S extends string>(b: BetRow & { status: S }) {
  return {
    id: b.id,
    placedAt: iso(b.placed_at)!,
    settledAt: iso(b.settled_at),
    vendor: b.vendor_code,
    gameCode: b.game_code,
    gameType: b.game_type,
    roundId: b.round_id,
    stake: b.stake,
    validBet: b.valid_bet,
    win: b.win,
    profit: b.status === 'settled' ? (BigInt(b.win) - BigInt(b.stake)).toString() : '0',
    status: b.status,
  };
}
