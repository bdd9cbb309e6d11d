import type { BetUnit, Family, LotteryPrizeMode, TicketStatus } from '@playhouse/contract/lottery';
import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Int8, Int8Default, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/**
 * Kysely types of the lottery engine (migration 20261126120000_lottery_engine.sql; the limit on
 * one number across all players: 20261126160000_lottery_number_exposure.sql).
 */

/** The contract's ticket statuses (the migration's CHECK lists the same). */
export type LotteryTicketStatus = TicketStatus;

export interface LotteryGameTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  code: string;
  family: Family;
  names: ColumnType<Record<string, string>, string | undefined, string>;
  cadence_minutes: 1 | 3 | 5;
  first_draw_minute: Generated<number>;
  utc_offset_minutes: Generated<number>;
  close_seconds: number;
  modes: ColumnType<string[], string[] | undefined, string[]>;
  dragon_tiger_tie: ColumnType<'refund' | 'lose', 'refund' | 'lose' | undefined, 'refund' | 'lose'>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Created;
}

export interface LotteryRoundTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  game_id: Ref;
  draw_no: string;
  open_at: Stamp;
  close_at: Stamp;
  draw_at: Stamp;
  seed: ColumnType<Buffer, Buffer, never>;
  commit: ColumnType<string, string, never>;
  beacon_source: string;
  beacon_round: Int8;
  beacon_randomness: Nullable<string>;
  result: Nullable<number[]>;
  status: ColumnType<'open' | 'drawn' | 'void', 'open' | undefined, 'drawn' | 'void'>;
  void_reason: Nullable<string>;
  drawn_at: NullableStamp;
  settled_at: NullableStamp;
}

export interface LotteryMemberGroupTable {
  member_id: Ref;
  merchant_id: Ref;
  prize_group: number;
}

export interface LotterySettingsTable {
  merchant_id: Ref;
  default_group: Generated<number>;
  max_group: Generated<number>;
}

export interface LotteryOddsTable {
  merchant_id: Ref;
  game_id: Ref;
  play_id: string;
  odds: number;
}

export interface LotteryLimitsTable {
  merchant_id: Ref;
  play_id: string;
  min_stake: Nullable<string>;
  max_stake: Nullable<string>;
  max_member_draw: Nullable<string>;
  max_cover_percent: Nullable<number>;
  max_multiple: Nullable<number>;
  max_chase_draws: Nullable<number>;
  solo_bets: Nullable<number>;
  solo_max_prize: Nullable<string>;
  max_prize_member_draw: Nullable<string>;
  max_number_draw: Nullable<string>;
}

export interface LotteryOrderTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Ref;
  game_id: Ref;
  play_id: string;
  prize_mode: LotteryPrizeMode;
  content: string;
  bets: number;
  unit: BetUnit;
  prize_group: number | null;
  own_group: number | null;
  odds: number | null;
  win_stop: boolean;
  total_stake: Int8;
  placed_at: Created;
  /** Its stakes were added to lottery_exposure (the play had a limit per number when placed). */
  number_exposure: Generated<boolean>;
}

export interface LotteryTicketTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Ref;
  order_id: Ref;
  round_id: Ref;
  seq: number;
  multiple: number;
  stake: Int8;
  status: ColumnType<LotteryTicketStatus, LotteryTicketStatus | undefined, LotteryTicketStatus>;
  win: Int8Default;
  rebate: Int8Default;
  refund: Int8Default;
  settled_at: NullableStamp;
}

export interface LotteryExposureTable {
  round_id: Ref;
  play_id: string;
  number_key: string;
  stake: Int8;
}

/** A member's wins on a draw while it settles (20261203200000_lottery_member_draw_wins.sql). */
export interface LotteryMemberDrawWinsTable {
  round_id: Ref;
  member_id: Ref;
  won: Int8;
}

export interface LotteryLocalBeaconTable {
  round: Int8;
  randomness: string;
}

export interface LotteryTables {
  lottery_local_beacon: LotteryLocalBeaconTable;
  lottery_games: LotteryGameTable;
  lottery_rounds: LotteryRoundTable;
  lottery_member_groups: LotteryMemberGroupTable;
  lottery_settings: LotterySettingsTable;
  lottery_odds: LotteryOddsTable;
  lottery_limits: LotteryLimitsTable;
  lottery_orders: LotteryOrderTable;
  lottery_tickets: LotteryTicketTable;
  lottery_exposure: LotteryExposureTable;
  lottery_member_draw_wins: LotteryMemberDrawWinsTable;
}
