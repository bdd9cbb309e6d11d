import { z } from 'zod';
import { vendorCode } from './games.js';
import { minorUnits, positiveMinorUnits } from './money-schema.js';

/** MAIN is the member's main wallet; any other wallet is a transfer-mode vendor's code. */
export const MAIN_WALLET = 'MAIN';
export const walletCode = vendorCode;
/**
 * The client's retry key: the same id resends the same request, which the server applies at
 * most once; the same id with other content is refused.
 */
export const requestId = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const vendorWalletSchema = z.object({
  vendor: z.string(),
  name: z.string(),
  balance: minorUnits,
  /** Money on its way between this wallet and main (a transfer not yet confirmed). */
  pending: minorUnits,
  maintenance: z.boolean(),
});
/** GET /wps/v2/wallets/balance */
export const walletBalanceSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  decimals: z.number().int(),
  main: minorUnits,
  /** main + every vendor wallet (+ pending transfers). */
  total: minorUnits,
  wallets: z.array(vendorWalletSchema),
  /**
   * Grows with every change of the member's money (an integer as text; compare as integers).
   * The socket's heartbeat carries the latest: a client holding an older one reads again.
   */
  version: z.string().regex(/^\d+$/),
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

/** POST /wps/relay/GCS_walletTransfer: one of from/to is MAIN. requestId makes a retry safe. */
export const walletTransferRequest = z.object({
  from: walletCode,
  to: walletCode,
  amount: positiveMinorUnits,
  requestId: requestId.optional(),
});
export type WalletTransferRequest = z.infer<typeof walletTransferRequest>;
export const TRANSFER_STATUSES = ['pending', 'confirmed', 'reversed'] as const;
export const walletTransferResult = z.object({
  transferId: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  balance: walletBalanceSchema,
});
export type WalletTransferResult = z.infer<typeof walletTransferResult>;
/** POST /wps/relay/GCS_walletRecallAll: one transfer per vendor wallet that held money, and the balance after. */
export const walletRecallAllResult = z.object({
  transfers: z.array(
    z.object({ transferId: z.string(), vendor: z.string(), amount: minorUnits, status: z.enum(TRANSFER_STATUSES) }),
  ),
  balance: walletBalanceSchema,
});
export type WalletRecallAllResult = z.infer<typeof walletRecallAllResult>;

/** What the socket listener receives (ws JSON frames). */
export const socketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance'), value: walletBalanceSchema }),
  /** The member's unread message count (spec §2 socket listener): at once after connecting and after every change. */
  z.object({ type: z.literal('unread'), value: z.object({ messages: z.number().int() }) }),
  /**
   * Every heartbeat period: the member's balance version now. A push lost on its way (the server
   * that committed died before it was sent) shows as a version above the client's: read again.
   */
  z.object({ type: z.literal('heartbeat'), value: z.object({ balanceVersion: z.string().regex(/^\d+$/) }) }),
]);

/** Whether a balance of version `held` is older than `latest` (versions are integers as text). */
export const balanceBehind = (held: string | undefined, latest: string): boolean =>
  held === undefined || BigInt(held) < BigInt(latest);
export type SocketMessage = z.infer<typeof socketMessageSchema>;
