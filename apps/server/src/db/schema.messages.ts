import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Nullable, NullableStamp, Ref } from './schema.columns.js';

/** Kysely types of migration 20261129100000_messages_feedback.sql (messages and feedback). */

export type LocalizedText = Record<string, string>;

export interface MessageTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  title: ColumnType<LocalizedText, string, string>;
  body: ColumnType<LocalizedText, string, string>;
  audience: 'member' | 'agent_team' | 'vip_level' | 'all';
  audience_ref: Nullable<string>;
  /** vip_level sends: the levels min..max (max NULL: min and above); migration 20261129100100. */
  vip_min: Nullable<number>;
  vip_max: Nullable<number>;
  recipients: Generated<number>;
  source: Generated<string>;
  sent_by: Nullable<string>;
  created_at: Created;
}

export interface MemberMessageTable {
  merchant_id: Ref;
  member_id: Ref;
  message_id: Ref;
  read_at: NullableStamp;
  deleted_at: NullableStamp;
}

export interface FeedbackTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Nullable<string>;
  sender: string;
  type: number;
  content: string;
  ip: Generated<string>;
  reply: Nullable<string>;
  replied_by: Nullable<string>;
  replied_at: NullableStamp;
  reply_message_id: Nullable<string>;
  created_at: Created;
}

export interface MessageTables {
  messages: MessageTable;
  member_messages: MemberMessageTable;
  feedback: FeedbackTable;
}
