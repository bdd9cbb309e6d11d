import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { minorUnits } from '../money-schema.js';
import { gameToken } from '../providers.js';

/**
 * The seamless wallet protocol that game providers (external vendors, the vendor simulator
 * and our own BGS games) call: POST /provider/seamless/:vendor/:op with a JSON body.
 *
 * Signing: header `x-timestamp` (unix ms) and `x-signature` = hex HMAC-SHA256 of
 * `${timestamp}.${rawBody}` with the vendor's secret. A timestamp more than
 * SEAMLESS_MAX_SKEW_MS away from the server clock is refused (invalid_signature).
 *
 * Idempotency: bet, win and rollback carry the provider's `txId`; a retried call (same txId,
 * same content) returns the first answer, a reused txId with other content answers
 * duplicate_transaction. Amounts are minor units.
 *
 * Answers use the API envelope: { success: true, value: SeamlessAnswer } or
 * { success: false, code, message, value? }; insufficient_funds carries { balance }.
 */
export const SEAMLESS_OPS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type SeamlessOp = (typeof SEAMLESS_OPS)[number];
export const SEAMLESS_HEADERS = { signature: 'x-signature', timestamp: 'x-timestamp' } as const;
export const SEAMLESS_MAX_SKEW_MS = 5 * 60_000;

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);
const amount = z.string().regex(/^\d{1,18}$/);
export const seamlessRequests = {
  /** Exchanges the one-time launch token for a game session. */
  authenticate: z.object({ token: gameToken }),
  balance: z.object({ sessionToken: gameToken, playerId: id }),
  bet: z.object({
    sessionToken: gameToken,
    playerId: id,
    txId: id,
    roundId: id,
    gameCode: id,
    amount,
  }),
  /** amount 0 closes the round as lost. Accepted on an expired session. */
  win: z.object({
    sessionToken: gameToken.optional(),
    playerId: id,
    txId: id,
    roundId: id,
    gameCode: id,
    amount,
  }),
  /** Refunds the bet `refTxId`; an unknown bet is recorded so a late bet cannot be debited. */
  rollback: z.object({
    sessionToken: gameToken.optional(),
    playerId: id,
    txId: id,
    refTxId: id,
    roundId: id,
    gameCode: id.optional(),
  }),
} satisfies Record<SeamlessOp, z.ZodType>;
export type SeamlessRequest<Op extends SeamlessOp> = z.infer<(typeof seamlessRequests)[Op]>;

export const seamlessAuthAnswer = z.object({
  sessionToken: z.string(),
  playerId: z.string(),
  currency: z.string(),
  balance: minorUnits,
  language: z.string(),
  gameCode: z.string(),
});
export const seamlessAnswer = z.object({
  balance: minorUnits,
  currency: z.string(),
  /** Our ledger transaction id (absent when nothing moved, e.g. a rollback of an unknown bet). */
  platformTxId: z.string().nullable().optional(),
});
export type SeamlessAuthAnswer = z.infer<typeof seamlessAuthAnswer>;
export type SeamlessAnswer = z.infer<typeof seamlessAnswer>;

/**
 * HMAC-SHA256(key, msg). node:crypto rather than WebCrypto: this half of the contract runs
 * in Node only, and WebCrypto's asynchronous calls cost the seamless route a sixth of its CPU
 * (README, Performance).
 */
function hmac(key: string, msg: string): Buffer {
  return createHmac('sha256', key).update(msg).digest();
}

/** hex HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function signSeamless(secret: string, timestamp: string, body: string): Promise<string> {
  return Promise.resolve(hmac(secret, `${timestamp}.${body}`).toString('hex'));
}

/**
 * Checks a seamless-signed request: timestamp (unix ms digits) within SEAMLESS_MAX_SKEW_MS of
 * `nowMs` (by default this process's clock; the server passes the database's), a 64-hex
 * signature, and the HMAC compared in constant time.
 */
export function verifySeamless(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
  nowMs = Date.now(),
): Promise<boolean> {
  if (!timestamp || !/^\d{1,16}$/.test(timestamp) || !signature || !/^[0-9a-fA-F]{64}$/.test(signature))
    return Promise.resolve(false);
  if (Math.abs(nowMs - Number(timestamp)) > SEAMLESS_MAX_SKEW_MS) return Promise.resolve(false);
  return Promise.resolve(timingSafeEqual(Buffer.from(signature, 'hex'), hmac(secret, `${timestamp}.${body}`)));
}

/**
 * A vendor's seamless secret for one merchant, derived from one master (demo and tests:
 * SIMULATOR_SECRET), so the vendor simulator and the platform agree without sharing a table:
 * hex HMAC-SHA256(master, `${merchantCode}/${vendorCode}`). Per merchant, so one merchant's
 * secret cannot sign calls for another merchant's players.
 */
export function deriveVendorSecret(master: string, merchantCode: string, vendorCode: string): Promise<string> {
  return Promise.resolve(hmac(master, `${merchantCode}/${vendorCode}`).toString('hex'));
}

/** Codes a derived secret is computed for: anything else (e.g. from a forged body) gets none. */
const SIGNER_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_CACHED_SECRETS = 10_000;

/**
 * deriveVendorSecret(master, merchant, vendor), computed once per pair (the simulator and its
 * platform adapter); null for a malformed code.
 */
export function vendorSecretsOf(master: string): (merchantCode: string, vendor: string) => Promise<string | null> {
  const cache = new Map<string, Promise<string>>();
  return async (merchantCode, vendor) => {
    if (!SIGNER_CODE.test(merchantCode) || !SIGNER_CODE.test(vendor)) return null;
    const key = `${merchantCode}/${vendor}`;
    let s = cache.get(key);
    if (!s) {
      if (cache.size >= MAX_CACHED_SECRETS) cache.clear();
      s = deriveVendorSecret(master, merchantCode, vendor);
      cache.set(key, s);
    }
    return s;
  };
}
