import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Nullable, NullableStamp, Ref, Stamp } from './schema.columns.js';

/** Operator accounts and the audit trail (migrations 20261125110000, 20261125110100); owned by modules/operator. */

type Role = 'owner' | 'finance' | 'content' | 'support' | 'risk' | 'auditor';

export interface OperatorUserTable {
  id: Generated<string> & Id;
  username: string;
  password_hash: string;
  totp_secret: string;
  totp_last_step: Nullable<string>;
  role: Role;
  /** NULL: platform level. */
  merchant_id: Nullable<string>;
  disabled_at: NullableStamp;
  password_changed_at: Stamp;
  created_at: Created;
  /** The person's e-mail, unique among all operators (case-insensitive). */
  email: Nullable<string>;
  email_verified_at: NullableStamp;
  /** NULL: an owner-level account waiting for a second owner's approval. */
  activated_at: NullableStamp;
  /** NULL until the operator set up its own authenticator (its first sign-in); the secret made before is never accepted. */
  totp_enrolled_at: NullableStamp;
}

/** An enrolment in progress: the secret offered after a right password, confirmed by a code with the ticket. */
export interface OperatorTotpEnrolmentTable {
  operator_id: string;
  secret: string;
  ticket_hash: Buffer;
  attempts: Generated<number>;
  expires_at: Stamp;
}

export interface OperatorEmailCodeTable {
  operator_id: string;
  email: string;
  code_hash: Buffer;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Date | string;
  created_at: Created;
}

export type ApprovalKind = 'owner.create' | 'owner.promote' | 'owner.enable' | 'owner.password';
export interface OperatorApprovalTable {
  id: Generated<string> & Id;
  kind: ApprovalKind;
  operator_id: string;
  merchant_id: Nullable<string>;
  password_hash: Nullable<string>;
  end_keys: ColumnType<boolean, boolean | undefined, boolean>;
  requested_by: string;
  requested_name: string;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  decided_by: Nullable<string>;
  decided_name: Nullable<string>;
  decided_at: NullableStamp;
  created_at: Created;
  expires_at: Date | string;
}

export interface OperatorSessionTable {
  id: Generated<string> & Id;
  operator_id: Ref;
  token_hash: Buffer;
  ip: string;
  user_agent: string | null;
  created_at: Created;
  last_seen_at: Stamp;
  expires_at: Date | string;
  revoked_at: NullableStamp;
}

export interface OperatorKeyTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  name: string;
  key_hash: Buffer;
  role: Role;
  expires_at: NullableStamp;
  created_by: Nullable<string>;
  created_at: Created;
  revoked_at: NullableStamp;
}

/** Written by its trigger: seq, created_at, prev_hash and hash are set by the database. */
type ByTrigger<T> = ColumnType<T, undefined, never>;
export interface AuditLogTable {
  id: Generated<string> & Id;
  seq: ByTrigger<string>;
  created_at: ByTrigger<Date>;
  actor_kind: 'user' | 'key' | 'system';
  operator_id: Nullable<string>;
  key_id: Nullable<string>;
  actor_name: string;
  role: Nullable<string>;
  merchant_id: Nullable<string>;
  ip: Nullable<string>;
  action: string;
  target_type: Nullable<string>;
  target_id: Nullable<string>;
  before: ColumnType<unknown, string | null | undefined, never>;
  after: ColumnType<unknown, string | null | undefined, never>;
  prev_hash: ByTrigger<Buffer>;
  hash: ByTrigger<Buffer>;
  /** The merchant's own chain (platform-level rows: theirs). */
  merchant_seq: ByTrigger<string>;
  merchant_prev_hash: ByTrigger<Buffer>;
  merchant_hash: ByTrigger<Buffer>;
}

export interface OperatorTables {
  operator_users: OperatorUserTable;
  operator_totp_enrolments: OperatorTotpEnrolmentTable;
  operator_sessions: OperatorSessionTable;
  operator_keys: OperatorKeyTable;
  operator_email_codes: OperatorEmailCodeTable;
  operator_approvals: OperatorApprovalTable;
  audit_log: AuditLogTable;
}
