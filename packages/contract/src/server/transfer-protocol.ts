import { z } from 'zod';

/**
 * The simulated vendors' transfer API (what a transfer-mode vendor offers an operator): POST
 * /vendor/:vendor/<path> with a JSON body, signed like the platform's seamless API (headers
 * x-timestamp and x-signature = hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the vendor's
 * secret). Answers use the envelope { success, value } / { success: false, code, message }.
 *
 * - transfer {merchantCode, playerId, direction in|out, amount, transferId}: idempotent by
 *   transferId; value {status: confirmed|failed, balance}. A transfer id reused with other
 *   content answers 409 duplicate_transaction.
 * - transfer-status {merchantCode, transferId}: value {status: confirmed|failed|not_found}.
 * - balance {merchantCode, playerId}: value {balance}.
 * - bets {merchantCode, cursor|null, limit?}: value {bets, cursor}: records changed after the
 *   cursor, oldest first; pass the answered cursor to the next call.
 * Amounts are minor units as decimal strings. The platform side is
 * apps/server/src/modules/providers/simulator.adapter.ts.
 */
export const TRANSFER_PATHS = { transfer: 'transfer', status: 'transfer-status', balance: 'balance', bets: 'bets' } as const;

const code = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);
export const transferRequests = {
  transfer: z.object({
    merchantCode: code,
    playerId: code,
    direction: z.enum(['in', 'out']),
    amount: z.string().regex(/^[1-9]\d{0,18}$/),
    transferId: code,
  }),
  status: z.object({ merchantCode: code, transferId: code }),
  balance: z.object({ merchantCode: code, playerId: code }),
  bets: z.object({
    merchantCode: code,
    cursor: z
      .string()
      .regex(/^\d{1,16}$/)
      .nullable(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional(),
  }),
};
