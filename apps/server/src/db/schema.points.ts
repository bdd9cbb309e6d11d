import type { ColumnType } from 'kysely';
import type { Created, Id, Int8, Int8Default, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/**
 * Kysely types of the points mall's and manual rebate's tables (migrations
 * 20261129130000_points_mall.sql, 20261129130100_manual_rebate.sql).
 */

type Json = ColumnType<unknown, string, string>;
type Generated<T> = ColumnType<T, never, never>;
type NullableInt8 = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;

export interface PointAccountTable {
  merchant_id: Ref;
  member_id: Ref;
  balance: Int8Default;
  earned_total: Int8Default;
  updated_at: Stamp;
}

export interface PointRecordTable {
  id: Id;
  merchant_id: Ref;
  member_id: Ref;
  kind: 'earn' | 'convert' | 'redeem' | 'refund';
  points: Int8;
  balance_after: Int8;
  ratio: string;
  source_ref: string;
  game_type: Nullable<string>;
  valid_bet: NullableInt8;
  amount: NullableInt8;
  redeem_id: Nullable<string>;
  created_at: Created;
}

export interface PointItemTable {
  id: Id;
  merchant_id: Ref;
  type: 'cash' | 'bonus' | 'goods';
  names: Json;
  image_url: ColumnType<string, string | undefined, string>;
  points: Int8;
  amount: NullableInt8;
  stock: number;
  per_member_limit: Nullable<number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Created;
  updated_at: Stamp;
}

export interface PointRedeemTable {
  id: Id;
  merchant_id: Ref;
  member_id: Ref;
  item_id: Ref;
  reference_no: Generated<string>;
  request_id: string;
  type: 'cash' | 'bonus' | 'goods';
  names: Json;
  quantity: number;
  points: Int8;
  amount: NullableInt8;
  status: ColumnType<'inProcess' | 'rejected' | 'approved', 'inProcess' | undefined, 'rejected' | 'approved'>;
  decided_at: NullableStamp;
  decided_by: Nullable<string>;
  reason: Nullable<string>;
  created_at: Created;
}

export interface RebateAccrualTable {
  merchant_id: Ref;
  member_id: Ref;
  game_type: string;
  valid_bet: Int8Default;
  rebate_bp: Int8Default;
  updated_at: Stamp;
}

export interface RebateClaimTable {
  id: Id;
  merchant_id: Ref;
  member_id: Ref;
  valid_bet: Int8;
  amount: Int8;
  rows: Json;
  created_at: Created;
}

export interface PointsTables {
  point_accounts: PointAccountTable;
  point_records: PointRecordTable;
  point_items: PointItemTable;
  point_redeems: PointRedeemTable;
  rebate_accruals: RebateAccrualTable;
  rebate_claims: RebateClaimTable;
}
