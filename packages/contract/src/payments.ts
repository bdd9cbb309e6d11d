import { z } from 'zod';
import { pageNo, pageOf } from './games.js';
import { minorUnits } from './money-schema.js';
import { PATTERN_KINDS, type Validator } from './patterns.js';
import { requestId } from './wallet.js';

/**
 * Deposits, withdrawals (with receipt confirmation), bank accounts, the payment password
 * and transferUpline (spec §4 withdrawal). Amounts are minor units as
 * decimal strings (money.ts).
 */

/** A non-negative amount; 0 is answered amount_out_of_range rather than a shape error. */
const amountText = z.string().regex(/^\d{1,19}$/, 'minor units');
/** A row id: 18 digits at most, so always inside PostgreSQL's bigint. */
const idText = z.string().regex(/^[1-9]\d{0,17}$/);
const pageSize = z.coerce.number().int().min(1).max(50).default(10);
export const paymentPageQuery = z.object({ pageNo, pageSize });

export const DEPOSIT_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'rejected'] as const;
/**
 * Receipt confirmation after approval (§4): awaiting the payee, then received, not_received
 * (a dispute with proofs), auto_received (no answer in time), forced (a dispute closed as
 * received: no refund) or refunded (a dispute closed by refunding the member).
 */
export const RECEIPT_STATES = ['awaiting', 'received', 'not_received', 'auto_received', 'forced', 'refunded'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** "Not received" proofs: png or jpg (by their bytes), at most 5 MB each, 1 to 3 of them. */
export const PROOF_RULES = {
  mimes: ['image/png', 'image/jpeg'] as const,
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 3,
} as const;
/** A member binds at most this many bank accounts. */
export const MAX_BANK_ACCOUNTS = 3;

export type ProofMime = 'image/png' | 'image/jpeg';
const SIGNATURES: [ProofMime, readonly number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The image type of a proof by its first bytes (never by its name or declared type), or null. */
export function sniffProofImage(head: ArrayLike<number>): ProofMime | null {
  for (const [mime, sig] of SIGNATURES) if (sig.every((b, i) => head[i] === b)) return mime;
  return null;
}

// ---- deposits ----
/** demo: paid on the demo gateway's page; bank_transfer: sent to the merchant's account, confirmed by an operator. */
export const CHANNEL_KINDS = ['demo', 'bank_transfer'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
/** A channel's fee: basis points of the amount the house keeps (at most 1,000: 10 %). */
export const MAX_CHANNEL_FEE_BPS = 1000;
/** The fee of a deposit of `amount` at `feeBps`, rounded down to the minor unit (the player never pays more). */
export const depositFee = (amount: bigint, feeBps: number): bigint => (amount * BigInt(feeBps)) / 10_000n;

export const paymentChannel = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  min: minorUnits,
  max: minorUnits,
  feeBps: z.number().int(),
});
export type PaymentChannel = z.infer<typeof paymentChannel>;
export const paymentChannels = z.array(paymentChannel);

export const depositBody = z.object({ channel: z.string().min(1).max(32), amount: amountText });
/** Where the player pays: the gateway's page (payUrl), or the merchant's account with the order number as reference. */
export const bankTransferInstructions = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  reference: z.string(),
  amount: minorUnits,
});
export type BankTransferInstructions = z.infer<typeof bankTransferInstructions>;
export const depositAnswer = z.object({
  orderNo: z.string(),
  payUrl: z.string().nullable(),
  transfer: bankTransferInstructions.nullable(),
});
export type DepositAnswer = z.infer<typeof depositAnswer>;

export const depositRecord = z.object({
  orderNo: z.string(),
  channel: z.string(),
  channelName: z.string(),
  amount: minorUnits,
  /** What the channel's fee keeps of it: the rest is credited. */
  fee: minorUnits,
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** A bank transfer still waiting for the money: where to send it. */
  transfer: bankTransferInstructions.nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;
export const depositPage = pageOf(depositRecord);
export type DepositPage = z.infer<typeof depositPage>;

/** The gateway's callback body (signed like the seamless protocol: x-timestamp, x-signature). */
export const gatewayCallback = z.object({
  orderNo: z.string().max(40),
  amount: amountText,
  status: z.enum(['paid', 'failed']),
  reference: z.string().min(1).max(64),
});
export type GatewayCallback = z.infer<typeof gatewayCallback>;
export const gatewayCallbackAnswer = z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES) });

// ---- payment password ----
export const paymentPasswordStatus = z.object({ isSet: z.boolean() });
/** Setting needs the login password; changing needs the old payment password. */
export const paymentPasswordBody = z.object({
  newPassword: z.string().max(128),
  confirmPassword: z.string().max(128),
  loginPassword: z.string().max(128).optional(),
  oldPassword: z.string().max(128).optional(),
});
export type PaymentPasswordBody = z.infer<typeof paymentPasswordBody>;

// ---- bank accounts ----
export const bankAccount = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last 4 digits show. */
  accountNumber: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;
export const bankAccounts = z.array(bankAccount);
export const bankAccountBody = z.object({
  bankName: z.string().max(64),
  accountName: z.string().max(64),
  accountNumber: z.string().max(40),
});
export type BankAccountBody = z.infer<typeof bankAccountBody>;
/** How a typed bank account is read before its rules apply: names trimmed, spaces and dashes out of the number. */
export function cleanBankAccount(body: BankAccountBody): BankAccountBody {
  return {
    bankName: body.bankName.trim(),
    accountName: body.accountName.trim().replace(/\s+/g, ' '),
    accountNumber: body.accountNumber.replace(/[\s-]/g, ''),
  };
}
/** Bank and number rules (server and browser); the account name follows the payeeName validator. */
export const BANK_ACCOUNT_VALIDATORS = {
  bankName: {
    field: 'bankName',
    patternId: PATTERN_KINDS.ANY.id,
    acceptedPattern: PATTERN_KINDS.ANY.source,
    minLength: 2,
    maxLength: 64,
  },
  accountNumber: {
    field: 'accountNumber',
    patternId: PATTERN_KINDS.DIGITS.id,
    acceptedPattern: PATTERN_KINDS.DIGITS.source,
    minLength: 6,
    maxLength: 30,
  },
} satisfies Record<string, Validator>;
export const idParams = z.object({ id: idText });

// ---- withdrawals ----
export const withdrawBody = z.object({
  amount: amountText,
  bankAccountId: idText,
  paymentPassword: z.string().max(128),
  requestId,
});
export type WithdrawBody = z.infer<typeof withdrawBody>;
export const withdrawLimits = z.object({ min: minorUnits, max: minorUnits });
export type WithdrawLimits = z.infer<typeof withdrawLimits>;
export const withdrawalRecord = z.object({
  id: z.string(),
  amount: minorUnits,
  bankName: z.string(),
  accountNumber: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  receiptState: z.enum(RECEIPT_STATES).nullable(),
  /** When an awaiting receipt counts as received. */
  receiptDeadline: z.string().nullable(),
  /** Once the payee answered (or the deadline passed): what arrived, and what did not. */
  receivedAmount: minorUnits.nullable(),
  remainingAmount: minorUnits.nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;
export const withdrawalPage = pageOf(withdrawalRecord);
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

/** Generous shape limits: the 5 MB rule itself is checked on the decoded bytes (proof_invalid). */
export const proofUpload = z.object({
  mime: z.string().max(40),
  dataBase64: z.string().max(10_000_000),
});
export const withdrawalReceiptBody = z.object({
  received: z.boolean(),
  /** With "not received": the part that did arrive (0 when none; below the amount). */
  receivedAmount: amountText.optional(),
  proofs: z.array(proofUpload).max(10).optional(),
});
export type WithdrawalReceiptBody = z.infer<typeof withdrawalReceiptBody>;

// ---- transferUpline ----
export const transferTarget = z.object({
  username: z.string(),
  nickname: z.string(),
  relation: z.enum(['upline', 'downline']),
});
export type TransferTarget = z.infer<typeof transferTarget>;
export const transferTargets = z.array(transferTarget);
export const transferUplineBody = z.object({
  target: z.string().min(1).max(64),
  amount: amountText,
  paymentPassword: z.string().max(128),
  requestId,
});
export type TransferUplineBody = z.infer<typeof transferUplineBody>;
export const transferUplineAnswer = z.object({ transactionId: z.string(), balance: minorUnits });

// ---- operator API (header x-operator-key) ----
export const OPERATOR_KEY_HEADER = 'x-operator-key';
