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

/** Migration 20261207120000_member_notes.sql: notes on members (append-only) and their tags. */
export interface MemberNoteTable {
  id: Id;
  merchant_id: Ref;
  member_id: Ref;
  body: string;
  author_kind: 'user' | 'key';
  author_id: Ref;
  author_name: string;
  created_at: Created;
}

export interface MemberTagTable {
  merchant_id: Ref;
  member_id: Ref;
  tag: string;
  created_at: Created;
}

export interface MemberAdminTables {
  member_adjustments: MemberAdjustmentTable;
  member_notes: MemberNoteTable;
  member_tags: MemberTagTable;
}
