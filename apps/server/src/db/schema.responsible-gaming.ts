import type { Generated } from 'kysely';
import type { Created, Id, Int8Default, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/** Kysely types of migration 20261129120000_responsible_gaming.sql (module responsible-gaming). */

export interface RgMemberTable {
  member_id: Ref;
  merchant_id: Ref;
  play_limits: Generated<boolean>;
  reality_check_minutes: Generated<number>;
  created_at: Created;
}

export interface RgLimitTable {
  merchant_id: Ref;
  member_id: Ref;
  kind: 'deposit' | 'loss' | 'stake';
  period: 'day' | 'week' | 'month';
  amount: Nullable<string | bigint>;
  pending_amount: Nullable<string | bigint>;
  pending_at: NullableStamp;
  updated_at: Stamp;
}

export interface RgPlayDayTable {
  member_id: Ref;
  day: string;
  merchant_id: Ref;
  stake: Int8Default;
  loss: Int8Default;
}

export interface RgExclusionTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Ref;
  period: '1d' | '7d' | '30d' | '6m' | 'forever';
  started_at: Created;
  until: Date;
  lifted_at: NullableStamp;
  lifted_by: Nullable<string>;
  lift_reason: Nullable<string>;
}

export interface ResponsibleGamingTables {
  rg_members: RgMemberTable;
  rg_limits: RgLimitTable;
  rg_play_days: RgPlayDayTable;
  rg_exclusions: RgExclusionTable;
}
