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

const enc = new TextEncoder();
/** Imported keys by use and secret: a vendor signs every call with one secret (bounded; cleared when full). */
const keys = new Map<string, Promise<CryptoKey>>();
const MAX_CACHED_KEYS = 1_000;
function hmacKey(key: string, use: 'sign' | 'verify'): Promise<CryptoKey> {
  const id = `${use}:${key}`;
  let k = keys.get(id);
  if (!k) {
    if (keys.size >= MAX_CACHED_KEYS) keys.clear();
    k = crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [use]);
    keys.set(id, k);
    k.catch(() => keys.delete(id));
  }
  return k;
}

/** hex HMAC-SHA256(key, msg), on WebCrypto (Node 20 and browsers). */
async function hmacHex(key: string, msg: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(key, 'sign'), enc.encode(msg));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** hex HMAC-SHA256(secret, `${timestamp}.${body}`). */
export function signSeamless(secret: string, timestamp: string, body: string): Promise<string> {
  return hmacHex(secret, `${timestamp}.${body}`);
}

/**
 * Checks a seamless-signed request: timestamp (unix ms digits) within SEAMLESS_MAX_SKEW_MS of
 * this clock, a 64-hex signature, and the HMAC compared in constant time (WebCrypto verify).
 */
export async function verifySeamless(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  body: string,
): Promise<boolean> {
  if (!timestamp || !/^\d{1,16}$/.test(timestamp) || !signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  if (Math.abs(Date.now() - Number(timestamp)) > SEAMLESS_MAX_SKEW_MS) return false;
  const given = new Uint8Array(32);
  for (let i = 0; i < 32; i++) given[i] = parseInt(signature.slice(2 * i, 2 * i + 2), 16);
  return crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), given, enc.encode(`${timestamp}.${body}`));
}

/**
 * A vendor's seamless secret for one merchant, derived from one master (demo and tests:
 * SIMULATOR_SECRET), so the vendor simulator and the platform agree without sharing a table:
 * hex HMAC-SHA256(master, `${merchantCode}/${vendorCode}`). Per merchant, so one merchant's
 * secret cannot sign calls for another merchant's players.
 */
export function deriveVendorSecret(master: string, merchantCode: string, vendorCode: string): Promise<string> {
  return hmacHex(master, `${merchantCode}/${vendorCode}`);
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
