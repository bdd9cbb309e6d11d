import type { Generated } from 'kysely';
import type { Created, Id, Int8, Nullable, NullableStamp, Ref } from './schema.columns.js';

/** Kysely types of migration 20261205120000_member_adjustments.sql (module member-admin). */

export interface MemberAdjustmentTable {
  id: Id;
  merchant_id: Ref;
  member_id: Ref;
  wallet: Generated<string>;
  /** Signed minor units: positive credits the member. */
  amount: Int8;
  category: 'correction' | 'goodwill' | 'chargeback' | 'compensation' | 'other';
  comment: string;
  status: 'pending' | 'posted' | 'rejected';
  needs_approval: boolean;
  requested_person: string;
  requested_name: string;
  created_at: Created;
  decided_person: Nullable<string>;
  decided_name: Nullable<string>;
  decided_at: NullableStamp;
  reject_reason: Nullable<string>;
  transaction_id: Nullable<string>;
}

export interface MemberAdminTables {
  member_adjustments: MemberAdjustmentTable;
}
