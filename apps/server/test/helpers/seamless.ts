import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { API } from '@playhouse/contract';
import { SEAMLESS_HEADERS, signSeamless, type SeamlessOp } from '@playhouse/contract/server';
import type { TestPlatform } from '../harness.js';
import type { Db } from '../../src/db/database.js';
import { sha256 } from '../../src/lib/secrets.js';
import { insertGameSession, playerIdOf, setVendorSecret } from '../../src/modules/providers/index.js';

/** Helpers for tests that play the provider's side of the seamless wallet API. */

export interface SignedAnswer {
  status: number;
  body: { success: boolean; code?: string; message?: string; value?: any };
  /** The answer's bytes, to compare retries with the first answer. */
  text: string;
}

export interface SignOptions {
  secret: string;
  /** unix ms as text; now by default. */
  timestamp?: string;
  /** Overrides the computed signature (to send a wrong one). */
  signature?: string;
}

/** A signed call as a provider sends it over HTTP: no Merchant header, raw JSON body. */
export async function signedCall(
  t: TestPlatform,
  vendor: string,
  op: SeamlessOp | string,
  body: unknown,
  o: SignOptions,
): Promise<SignedAnswer> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const timestamp = o.timestamp ?? String(Date.now());
  const signature = o.signature ?? (await signSeamless(o.secret, timestamp, raw));
  const res = await t.app.inject({
    method: 'POST',
    url: API.provider.seamless.replace(':vendor', vendor).replace(':op', op),
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_HEADERS.timestamp]: timestamp,
      [SEAMLESS_HEADERS.signature]: signature,
    },
    payload: raw,
  });
  let parsed: SignedAnswer['body'];
  try {
    parsed = res.json();
  } catch {
    parsed = { success: false, code: '(not json)', message: res.body.slice(0, 200) };
  }
  return { status: res.statusCode, body: parsed, text: res.body };
}

/** Sets a random secret for the vendor at these merchants (every merchant by default); returns it. */
export async function vendorSecret(db: Db, vendor: string, merchantIds?: string[]): Promise<string> {
  const secret = randomBytes(32).toString('hex');
  const ids = merchantIds ?? (await db.selectFrom('merchants').select('id').execute()).map((m) => m.id);
  for (const id of ids) await setVendorSecret(db, id, vendor, secret);
  return secret;
}

/** A launch token for the member at the vendor, as launchGame issues it (without an adapter). */
export async function launchToken(
  db: Db,
  s: { merchantId: string; memberId: string; vendor: string; gameCode: string; gameId?: string | null; memberSessionId?: string },
) {
  const token = randomBytes(24).toString('base64url');
  const playerId = await playerIdOf(db, s.merchantId, s.memberId);
  await insertGameSession(db, {
    merchantId: s.merchantId,
    memberId: s.memberId,
    playerId,
    vendor: s.vendor,
    gameCode: s.gameCode,
    gameId: s.gameId ?? null,
    language: 'EN',
    launchTokenHash: sha256(token),
    memberSessionId: s.memberSessionId ?? null,
  });
  return { token, playerId };
}

/** A live game session (launched and authenticated): what bet, win and rollback calls carry. */
export async function gameSession(
  t: TestPlatform,
  secret: string,
  s: { merchantId: string; memberId: string; vendor: string; gameCode: string; gameId?: string | null },
) {
  const { token } = await launchToken(t.db, s);
  const auth = await signedCall(t, s.vendor, 'authenticate', { token }, { secret });
  if (auth.status !== 200) throw new Error(`authenticate failed: ${auth.text}`);
  return { sessionToken: auth.body.value.sessionToken as string, playerId: auth.body.value.playerId as string };
}

/** Ends a game session as if it had been idle too long. */
export async function expireGameSession(db: Db, sessionToken: string): Promise<void> {
  await sql`UPDATE game_sessions SET last_seen_at = now() - interval '2 hours' WHERE session_token_hash = ${sha256(sessionToken)}`.execute(
    db,
  );
}

export { fund } from './ledger.js';

let ids = 0;
/** A fresh provider-side id (txId, roundId). */
export const pid = (prefix: string) => `${prefix}-${process.pid}-${++ids}`;
