import type { ColumnType } from 'kysely';
import type { Created, Id, Int8, Int8Default, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/** Kysely types of the missions' and leaderboards' tables (migration 20261129140000_missions.sql). */

type Json = ColumnType<unknown, string, string>;
/** A period key: the local date the period starts on, yyyy-MM-dd. */
type Day = string;
/** numeric: read as text. */
type Numeric = ColumnType<string, string | number | undefined, string | number>;

export interface MissionTable {
  id: Id;
  merchant_id: Ref;
  period: 'daily' | 'weekly';
  kind: 'bet' | 'play' | 'deposit' | 'login';
  game_type: Nullable<string>;
  measure: Nullable<'validBet' | 'rounds'>;
  target: Int8;
  reward: Int8;
  turnover_multiplier: Numeric;
  title: Json;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Created;
  updated_at: Stamp;
}

export interface MissionProgressTable {
  merchant_id: Ref;
  member_id: Ref;
  mission_id: Ref;
  period_key: Day;
  progress: Int8Default;
  days: ColumnType<string[], string[] | undefined, string[]>;
  completed_at: NullableStamp;
  claimed_at: NullableStamp;
  reward_id: Nullable<string>;
}

export interface LeaderboardConfigTable {
  merchant_id: Ref;
  board: 'daily' | 'weekly' | 'monthly';
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  top_n: number;
  turnover_multiplier: Numeric;
  prizes: Json;
  updated_at: Stamp;
}

export interface LeaderboardEntryTable {
  merchant_id: Ref;
  board: string;
  period_key: Day;
  member_id: Ref;
  valid_bet: Int8Default;
  updated_at: Stamp;
}

export interface LeaderboardSettlementTable {
  merchant_id: Ref;
  board: string;
  period_key: Day;
  settled_at: Created;
}

export interface LeaderboardWinnerTable {
  merchant_id: Ref;
  board: string;
  period_key: Day;
  rank: number;
  member_id: Ref;
  name: string;
  valid_bet: Int8;
  prize: Int8;
  reward_id: Nullable<string>;
}

export interface MissionTables {
  missions: MissionTable;
  mission_progress: MissionProgressTable;
  leaderboard_configs: LeaderboardConfigTable;
  leaderboard_entries: LeaderboardEntryTable;
  leaderboard_settlements: LeaderboardSettlementTable;
  leaderboard_winners: LeaderboardWinnerTable;
}
