import {
  SEAMLESS_OPS,
  seamlessRequests,
  verifySeamless,
  type SeamlessOp,
  type SeamlessRequest,
} from '@playhouse/contract/server';
import type { Db } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { dbNow } from '../../lib/db-clock.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { accountFor } from '../ledger/index.js';
import { failure, success, type SeamlessResult } from './seamless.answers.js';
import { consumeLaunchToken, liveSession, merchantOfCall } from './game-sessions.repository.js';
import { bet, rollback, win } from './seamless.wallet.js';
import { IN_HOUSE_VENDOR, secretOf } from './vendor-secrets.js';

export type { SeamlessResult } from './seamless.answers.js';

export interface SeamlessHeaders {
  timestamp: string | undefined;
  signature: string | undefined;
}

/**
 * One call of the seamless wallet API (contract/server/seamless-protocol.ts is its spec), exactly as the HTTP
 * route makes it; the in-house games (BGS) call it in-process with a signed body too.
 * Order: known op, signature and timestamp (with the secret of the merchant whose player or
 * launch token the body names), body shape, then the operation.
 */
export async function seamlessCall(
  deps: Pick<Deps, 'db'>,
  vendor: string,
  op: string,
  rawBody: string,
  headers: SeamlessHeaders,
): Promise<SeamlessResult> {
  if (!(SEAMLESS_OPS as readonly string[]).includes(op)) return failure('not_found');
  if (!(await signatureOk(deps.db, vendor, rawBody, headers))) return failure('invalid_signature');
  const input = parseBody(op as SeamlessOp, rawBody);
  if (!input) return failure('validation_failed');
  try {
    switch (op as SeamlessOp) {
      case 'authenticate':
        return await authenticate(deps.db, vendor, input as SeamlessRequest<'authenticate'>);
      case 'balance':
        return await balance(deps.db, vendor, input as SeamlessRequest<'balance'>);
      case 'bet':
        return await bet(deps.db, vendor, input as SeamlessRequest<'bet'>);
      case 'win':
        return await win(deps.db, vendor, input as SeamlessRequest<'win'>);
      case 'rollback':
        return await rollback(deps.db, vendor, input as SeamlessRequest<'rollback'>);
    }
  } catch (e) {
    if (e instanceof AppError) return failure(e.code, e.value);
    throw e;
  }
}

async function signatureOk(db: Db, vendor: string, rawBody: string, h: SeamlessHeaders): Promise<boolean> {
  const secret = await secretOf(db, vendor, vendor === IN_HOUSE_VENDOR ? null : await merchantOf(db, rawBody));
  return !!secret && verifySeamless(secret, h.timestamp, h.signature, rawBody, dbNow());
}

/**
 * The merchant the (not yet trusted) body is for: only used to pick the secret, so a body naming
 * another merchant's player is checked against that merchant's secret and refused.
 */
const PLAYER_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
async function merchantOf(db: Db, rawBody: string): Promise<string | undefined> {
  const json = parseJson(rawBody) as { token?: unknown; playerId?: unknown } | null;
  if (!json || typeof json !== 'object') return undefined;
  if (typeof json.token === 'string') return merchantOfCall(db, { launchTokenHash: sha256(json.token) });
  if (typeof json.playerId === 'string' && PLAYER_ID.test(json.playerId)) return merchantOfCall(db, { playerId: json.playerId });
  return undefined;
}

function parseJson(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody);
  } catch {
    return null;
  }
}

function parseBody(op: SeamlessOp, rawBody: string): unknown {
  const json = parseJson(rawBody);
  if (json === null) return null;
  const parsed = seamlessRequests[op].safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Exchanges the one-time launch token for a session token (a second exchange is refused). */
async function authenticate(db: Db, vendor: string, req: SeamlessRequest<'authenticate'>): Promise<SeamlessResult> {
  const sessionToken = randomToken();
  const session = await consumeLaunchToken(db, vendor, sha256(req.token), sha256(sessionToken));
  // A launch token outlives a sign-out by up to its two minutes: the new session must be live too.
  if (!session || !(await liveSession(db, vendor, sha256(sessionToken)))) return failure('invalid_session');
  const wallet = await accountFor(db, session.merchantId, 'member', session.memberId);
  return success({
    sessionToken,
    playerId: session.playerId,
    currency: wallet.currency,
    balance: wallet.balance.toString(),
    language: session.language,
    gameCode: session.gameCode,
  });
}

async function balance(db: Db, vendor: string, req: SeamlessRequest<'balance'>): Promise<SeamlessResult> {
  const session = await liveSession(db, vendor, sha256(req.sessionToken));
  if (!session || session.playerId !== req.playerId) return failure('invalid_session');
  const wallet = await accountFor(db, session.merchantId, 'member', session.memberId);
  return success({ balance: wallet.balance.toString(), currency: wallet.currency });
}
