import type { OfficialBetStatus, OfficialLottery, ResultOrigin, VnRegion } from '@playhouse/contract/lottery';
import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Int8, Int8Default, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/** Kysely types of the official-result lotteries (migrations 20261127100000_official_lottery.sql, 20261203300000_official_result_feeds.sql). */

type Json<T> = ColumnType<T, string, string>;
type Tiers = Record<string, string[]>;

export interface OfficialGameTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  code: string;
  lottery: OfficialLottery;
  region: Nullable<VnRegion>;
  cadence_seconds: Nullable<number>;
  close_seconds: number;
  names: ColumnType<Record<string, string>, string | undefined, string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Created;
}

type Feeds = ColumnType<string[], string[] | undefined, string[]>;

export interface OfficialResultSourceTable {
  game_id: Ref;
  kind: 'simulator' | 'feed' | 'manual';
  /** Platform feed ids (LOTTERY_RESULT_FEEDS), kind feed only (migration 20261203300000). */
  feeds: Feeds;
  delay_seconds: Generated<number>;
  enabled: Generated<boolean>;
}

export interface OfficialResultSourceChangeTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  game_id: Ref;
  kind: 'simulator' | 'feed' | 'manual';
  feeds: Feeds;
  delay_seconds: number;
  status: Generated<'pending' | 'applied' | 'superseded'>;
  proposed_by: string;
  proposed_name: string;
  proposed_at: Created;
  approved_by: Nullable<string>;
  approved_name: Nullable<string>;
  approved_at: NullableStamp;
}

export interface OfficialFeedAnswerTable {
  draw_id: Ref;
  feed_id: string;
  asked_at: Stamp;
  result: ColumnType<Tiers | null, string | null | undefined, string | null>;
  answered_at: NullableStamp;
}

export interface OfficialDrawTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  game_id: Ref;
  draw_no: string;
  source: string;
  close_at: Stamp;
  draw_at: Stamp;
  status: Generated<'open' | 'resulted' | 'void'>;
  result: ColumnType<Tiers | null, string | null | undefined, string | null>;
  result_version: Generated<number>;
  settled_version: Generated<number>;
  void_reason: Nullable<string>;
  seed: Nullable<Buffer>;
  commit: Nullable<string>;
  beacon_source: Nullable<string>;
  beacon_round: ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
  beacon_randomness: Nullable<string>;
  resulted_at: NullableStamp;
  settled_at: NullableStamp;
  created_at: Created;
}

export interface OfficialResultTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  draw_id: Ref;
  result: Json<Tiers>;
  origin: ResultOrigin;
  status: 'pending' | 'approved' | 'rejected' | 'superseded';
  version: Nullable<number>;
  reason: Nullable<string>;
  entered_by: Nullable<string>;
  entered_name: Nullable<string>;
  approved_by: Nullable<string>;
  approved_name: Nullable<string>;
  entered_at: Created;
  approved_at: NullableStamp;
}

export interface OfficialOrderTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Ref;
  game_id: Ref;
  draw_no: string;
  product_id: string;
  content: string;
  points: number;
  sources: string[];
  total_stake: Int8;
  placed_at: Created;
}

export interface OfficialBetTable {
  id: Generated<string> & Id;
  order_id: Ref;
  merchant_id: Ref;
  member_id: Ref;
  draw_id: Ref;
  product_id: string;
  content: string;
  points: number;
  bets: number;
  price: Int8;
  payout: Json<Record<string, string>>;
  stake: Int8;
  number_exposure: Generated<boolean>;
  status: Generated<OfficialBetStatus>;
  win: Int8Default;
  refund: Int8Default;
  settled_version: Generated<number>;
  unrecovered: Int8Default;
  half_pay: ColumnType<string[], string[] | undefined, string[]>;
  placed_at: Created;
  settled_at: NullableStamp;
}

export interface OfficialExposureTable {
  draw_id: Ref;
  product_id: string;
  number: string;
  stake: Int8;
}

export interface OfficialRestrictionTable {
  draw_id: Ref;
  product_id: string;
  closed: ColumnType<string[], string[] | undefined, string[]>;
  half_pay: ColumnType<string[], string[] | undefined, string[]>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OfficialPricingTable {
  merchant_id: Ref;
  product_id: string;
  context: string;
  price: Int8;
  payout: Json<Record<string, string>>;
  max_number_draw: ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OfficialVnCalendarTable {
  merchant_id: Ref;
  calendar: Json<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OfficialTables {
  official_games: OfficialGameTable;
  official_result_sources: OfficialResultSourceTable;
  official_result_source_changes: OfficialResultSourceChangeTable;
  official_feed_answers: OfficialFeedAnswerTable;
  official_draws: OfficialDrawTable;
  official_results: OfficialResultTable;
  official_orders: OfficialOrderTable;
  official_bets: OfficialBetTable;
  official_exposure: OfficialExposureTable;
  official_restrictions: OfficialRestrictionTable;
  official_pricing: OfficialPricingTable;
  official_vn_calendars: OfficialVnCalendarTable;
}
