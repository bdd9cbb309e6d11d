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
}

export interface OperatorTables {
  operator_users: OperatorUserTable;
  operator_sessions: OperatorSessionTable;
  operator_keys: OperatorKeyTable;
  audit_log: AuditLogTable;
}
