import type { ColumnType } from 'kysely';
import type { Created, Id, Int8, Int8Default, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/** Kysely types of the rewards' tables (migration 20261129110000_rewards.sql). */

type Json = ColumnType<unknown, string, string>;

export type BonusKind = 'deposit_match' | 'fixed' | 'rebate' | 'signup';
export type RewardStatus = 'claimable' | 'claimed' | 'expired';

export interface BonusDefinitionTable {
  id: Id;
  merchant_id: Ref;
  kind: BonusKind;
  title: Json;
  percent_bp: ColumnType<number, number | undefined, number>;
  amount: Int8Default;
  max_amount: Int8Default;
  min_deposit: Int8Default;
  /** numeric(6,2): read as text. */
  turnover_multiplier: ColumnType<string, string | number | undefined, string | number>;
  validity_hours: ColumnType<number, number | undefined, number>;
  starts_at: NullableStamp;
  ends_at: NullableStamp;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  one_per_person: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Created;
  updated_at: Stamp;
}

export interface MemberRewardTable {
  id: Id;
  merchant_id: Ref;
  member_id: Ref;
  source: string;
  source_ref: string;
  definition_id: Nullable<string>;
  amount: Int8;
  title: Json;
  status: RewardStatus;
  expires_at: NullableStamp;
  claimed_at: NullableStamp;
  turnover_required: Int8Default;
  turnover_done: Int8Default;
  wagering_met_at: NullableStamp;
  wagering_voided_at: NullableStamp;
  claim_ip: Nullable<string>;
  claim_device: Nullable<string>;
  created_at: Created;
}

export interface RewardTables {
  bonus_definitions: BonusDefinitionTable;
  member_rewards: MemberRewardTable;
}
