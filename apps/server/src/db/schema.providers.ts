import type { ColumnType, Generated } from 'kysely';
import type { Created, NullableStamp, Ref, Stamp } from './schema.columns.js';

/** Kysely types of migration 20261122141000_providers.sql. bigint columns come back as strings. */

export interface VendorSecretTable {
  vendor_code: string;
  secret: string;
  created_at: Created;
  updated_at: Stamp;
}

/** An external vendor's signing secret for one merchant (vendor_secrets holds only the in-house one). */
export interface MerchantVendorSecretTable {
  merchant_id: Ref;
  vendor_code: string;
  secret: string;
  created_at: Created;
  updated_at: Stamp;
}

export interface ProviderPlayerTable {
  merchant_id: Ref;
  member_id: Ref;
  player_id: string;
  created_at: Created;
}

export interface GameSessionTable {
  id: Generated<string>;
  merchant_id: Ref;
  member_id: Ref;
  player_id: string;
  vendor_code: string;
  game_code: string;
  game_id: ColumnType<string | null, string | number | bigint | null | undefined, string | number | bigint | null>;
  language: string;
  /** The member session that launched it (sessions.id): its revocation ends betting. */
  member_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  launch_token_hash: Buffer;
  launch_expires_at: Stamp;
  authenticated_at: NullableStamp;
  session_token_hash: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  last_seen_at: NullableStamp;
  expires_at: NullableStamp;
  created_at: Created;
}

export type ProviderOp = 'bet' | 'win' | 'rollback';
export type ProviderOutcome = 'ok' | 'refused' | 'tombstone' | 'noop';

export interface ProviderTransactionTable {
  id: Generated<string>;
  merchant_id: Ref;
  member_id: Ref;
  vendor_code: string;
  tx_id: string;
  op: ProviderOp;
  round_id: string;
  ref_tx_id: string | null;
  amount: ColumnType<string, string | bigint, string | bigint>;
  request_hash: Buffer;
  outcome: ProviderOutcome;
  /** The first answer: { status, body }; written as JSON text. */
  answer: ColumnType<unknown, string, string>;
  ledger_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Created;
}

export interface ProviderTables {
  vendor_secrets: VendorSecretTable;
  merchant_vendor_secrets: MerchantVendorSecretTable;
  provider_players: ProviderPlayerTable;
  game_sessions: GameSessionTable;
  provider_transactions: ProviderTransactionTable;
}
