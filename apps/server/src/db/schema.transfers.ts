import type { TRANSFER_DIRECTIONS, TRANSFER_STATUSES } from '@playhouse/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Created, Ref, Stamp } from './schema.columns.js';

/** Kysely types of migration 20261122143000_wallet_transfers.sql. bigint columns come back as strings. */

export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export interface WalletTransferTable {
  id: Generated<string>;
  merchant_id: Ref;
  member_id: Ref;
  vendor_code: string;
  direction: TransferDirection;
  amount: ColumnType<string, string | bigint, never>;
  status: ColumnType<TransferStatus, TransferStatus | undefined, TransferStatus>;
  request_id: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Created;
  settled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface TransferPullCursorTable {
  merchant_id: Ref;
  vendor_code: string;
  cursor: string | null;
  pulled_at: Stamp;
}

export interface TransferTables {
  wallet_transfers: WalletTransferTable;
  transfer_pull_cursors: TransferPullCursorTable;
}
