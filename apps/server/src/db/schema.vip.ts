import type { ColumnType } from 'kysely';
import type { Created, Id, Int8, Int8Default, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/** Kysely types of the VIP and red-envelope tables (migration 20261129150000_vip_envelopes.sql). */

type Json = ColumnType<unknown, string, string>;
/** numeric: read as text, written as a number or text. */
type Numeric = ColumnType<string, string | number | undefined, string | number>;

export interface VipLevelTable {
  merchant_id: Ref;
  level: number;
  names: Json;
  valid_bet_required: Int8;
  deposit_required: Int8;
  upgrade_bonus: Int8Default;
  weekly_bonus: Int8Default;
  monthly_bonus: Int8Default;
  turnover_multiplier: Numeric;
  benefits: Json;
}

export interface VipMemberTable {
  merchant_id: Ref;
  member_id: Ref;
  valid_bet: Int8Default;
  deposits: Int8Default;
  level: ColumnType<number, number | undefined, number>;
  upgraded_at: NullableStamp;
  updated_at: Stamp;
}

export interface VipPeriodPlayTable {
  merchant_id: Ref;
  member_id: Ref;
  period: 'week' | 'month';
  period_key: string;
  valid_bet: Int8Default;
  reward_id: Nullable<string>;
}

export interface EnvelopeDropTable {
  id: Id;
  merchant_id: Ref;
  titles: Json;
  starts_at: ColumnType<Date, Date | string, never>;
  ends_at: ColumnType<Date, Date | string, never>;
  pool: Int8;
  envelopes: number;
  min_amount: Int8;
  max_amount: Int8;
  min_vip_level: ColumnType<number, number | undefined, never>;
  min_deposits: Int8Default;
  turnover_multiplier: Numeric;
  created_by: string;
  created_at: Created;
  cancelled_at: NullableStamp;
}

export interface EnvelopeSlotTable {
  drop_id: Ref;
  slot: number;
  merchant_id: Ref;
  amount: Int8;
  claimed_by: Nullable<string>;
  claimed_at: NullableStamp;
  reward_id: Nullable<string>;
}

export interface VipTables {
  vip_levels: VipLevelTable;
  vip_members: VipMemberTable;
  vip_period_play: VipPeriodPlayTable;
  envelope_drops: EnvelopeDropTable;
  envelope_slots: EnvelopeSlotTable;
}
