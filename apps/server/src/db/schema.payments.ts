import type { ColumnType, Generated } from 'kysely';
import type { Created, Id, Int8, Int8Default, Nullable, NullableStamp, Ref } from './schema.columns.js';

/** Kysely types of migration 20261122144000_payments.sql. bigint columns come back as strings. */

export type DepositStatus = 'pending' | 'confirmed' | 'failed';
/** demo: the demo gateway's page and signed callback; bank_transfer: confirmed by an operator. */
export type ChannelGateway = 'demo' | 'bank_transfer';
export type WithdrawalStatus = 'requested' | 'approved' | 'rejected';
export type ReceiptState = 'awaiting' | 'received' | 'not_received' | 'auto_received' | 'forced' | 'refunded';

export interface PaymentChannelTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  code: string;
  names: ColumnType<Record<string, string>, string, string>;
  gateway: ChannelGateway;
  min_amount: Int8;
  max_amount: Int8;
  enabled: Generated<boolean>;
  sequence: Generated<number>;
  callback_secret: string;
  /** Pays approved withdrawals (migration 20261122149000_withdrawal_payouts.sql). */
  payouts: Generated<boolean>;
  created_at: Created;
  // Console-configured (migration 20261206110000_deposit_channels.sql).
  /** Basis points of a deposit the house keeps (0 to 1,000: 10 %). */
  fee_bps: Generated<number>;
  /** The merchant's receiving account, for bank_transfer channels only. */
  bank_name: Nullable<string>;
  account_name: Nullable<string>;
  account_number: Nullable<string>;
}

export interface DepositTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Ref;
  channel_id: Ref;
  order_no: string;
  amount: Int8;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  gateway_reference: Nullable<string>;
  created_at: Created;
  settled_at: NullableStamp;
  // Fees and the operator's confirmation (migration 20261206110000_deposit_channels.sql).
  fee: Int8Default;
  four_eyes: Generated<boolean>;
  first_approved_person: Nullable<string>;
  first_approved_name: Nullable<string>;
  first_approved_at: NullableStamp;
  decided_person: Nullable<string>;
  decided_name: Nullable<string>;
  refuse_reason: Nullable<string>;
}

export interface BankAccountTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Ref;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Created;
}

export interface WithdrawalTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  member_id: Ref;
  amount: Int8;
  bank_name: string;
  account_name: string;
  account_number: string;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  receipt_state: Nullable<ReceiptState>;
  receipt_deadline: NullableStamp;
  receipt_at: NullableStamp;
  /** What the payee says arrived; set with the receipt answer (migration 20261122148000). */
  received_amount: ColumnType<string | null, never, string | null>;
  /** The channel whose gateway paid it out, and the gateway's reference (set together on approval). */
  payout_channel_id: ColumnType<string | null, never, string | null>;
  payout_reference: ColumnType<string | null, never, string | null>;
  decided_by: Nullable<string>;
  decided_at: NullableStamp;
  reject_reason: Nullable<string>;
  dispute_reason: Nullable<string>;
  /** The client's retry key (migration 20261122147000_payment_request_ids.sql). */
  request_id: Nullable<string>;
  created_at: Created;
  // The console's queue (migration 20261206100000_withdrawal_queue.sql).
  /** Above the merchant's threshold when asked for: paid out only on a second person's approval. */
  four_eyes: Generated<boolean>;
  first_approved_person: Nullable<string>;
  first_approved_name: Nullable<string>;
  first_approved_at: NullableStamp;
  decided_person: Nullable<string>;
  /** Who is reviewing it; a claim older than WITHDRAWAL_CLAIM_MINUTES is nobody's. */
  claimed_person: Nullable<string>;
  claimed_name: Nullable<string>;
  claimed_at: NullableStamp;
  held_name: Nullable<string>;
  held_at: NullableStamp;
  hold_reason: Nullable<string>;
}

export interface WithdrawalProofTable {
  id: Generated<string> & Id;
  merchant_id: Ref;
  withdrawal_id: Ref;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  data: Buffer;
  created_at: Created;
}

export interface PaymentTables {
  payment_channels: PaymentChannelTable;
  deposits: DepositTable;
  bank_accounts: BankAccountTable;
  withdrawals: WithdrawalTable;
  withdrawal_proofs: WithdrawalProofTable;
}
