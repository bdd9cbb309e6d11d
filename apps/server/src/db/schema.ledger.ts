import type { ColumnType, Generated } from 'kysely';
import type { Created, Int8, Int8Default, Ref } from './schema.columns.js';

/** Kysely types of the ledger tables (migration 20261122130000_ledger.sql). */
/** bigint columns come back as exact strings (see database.ts); written as string or bigint. */

export type LedgerAccountKind =
  | 'member'
  | 'house'
  | 'merchant'
  | 'payment_clearing'
  | 'commission_payable'
  | 'salary_payable'
  | 'withdrawal_pending'
  | 'transfer_pending'
  | 'promotion'
  | 'lottery_pending';

export type LedgerTransactionType =
  | 'deposit'
  | 'withdrawal'
  | 'bet'
  | 'payout'
  | 'refund'
  | 'transfer'
  | 'commission'
  | 'salary'
  | 'dividend'
  | 'bonus'
  | 'points'
  | 'adjustment'
  | 'rebate';

export interface LedgerAccountTable {
  id: Generated<string>;
  merchant_id: Ref;
  kind: LedgerAccountKind;
  member_id: Ref | null;
  wallet: Generated<string>;
  currency: string;
  balance: Int8Default;
  version: Int8Default;
  allow_negative: boolean;
  /** 0..63; only system accounts are split into shards (migration 20261122146000). */
  shard: ColumnType<number, number | undefined, number>;
  created_at: Created;
}
export interface LedgerTransactionTable {
  id: Generated<string>;
  merchant_id: Ref;
  type: LedgerTransactionType;
  reference: string;
  idempotency_key: string;
  currency: string;
  metadata: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: Created;
}
export interface LedgerPostingTable {
  id: Generated<string>;
  merchant_id: Ref;
  transaction_id: Ref;
  account_id: Ref;
  currency: string;
  amount: Int8;
  balance_after: Int8;
  account_version: Int8;
  /** Its transaction's time (20261122145000_records.sql); set by the database. */
  created_at: Created;
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountTable;
  ledger_transactions: LedgerTransactionTable;
  ledger_postings: LedgerPostingTable;
}
