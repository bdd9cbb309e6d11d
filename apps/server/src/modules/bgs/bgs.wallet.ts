import { type ErrorCode } from '@playhouse/contract';
import {
  signSeamless,
  type SeamlessAnswer,
  type SeamlessAuthAnswer,
  type SeamlessOp,
  type SeamlessRequest,
} from '@playhouse/contract/server';
import type { Db } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { seamlessCall, secretOf } from '../providers/index.js';
import { BGS_VENDOR } from './bgs.games.js';

/**
 * BGS's side of the seamless wallet API: every call is signed with the BGS secret and goes
 * through seamlessCall, the same function external vendors reach over HTTP, so in-house
 * rounds move money exactly as theirs do.
 */
export type WalletReply<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; value?: unknown };

/** BGS's secret never changes once created: read it once per database handle. */
const bgsSecrets = new WeakMap<Db, Promise<string>>();
function bgsSecret(db: Db): Promise<string> {
  let secret = bgsSecrets.get(db);
  if (!secret) {
    secret = secretOf(db, BGS_VENDOR).then((s) => {
      if (!s) throw new Error('BGS has no seamless secret');
      return s;
    });
    bgsSecrets.set(db, secret);
    // A failed read is not remembered: the next call tries again.
    secret.catch(() => bgsSecrets.delete(db));
  }
  return secret;
}

export async function walletCall<Op extends SeamlessOp>(
  deps: Pick<Deps, 'db'>,
  op: Op,
  request: SeamlessRequest<Op>,
): Promise<WalletReply<Op extends 'authenticate' ? SeamlessAuthAnswer : SeamlessAnswer>> {
  const secret = await bgsSecret(deps.db);
  const body = JSON.stringify(request);
  const timestamp = String(Date.now());
  const signature = await signSeamless(secret, timestamp, body);
  const { body: answer } = await seamlessCall(deps, BGS_VENDOR, op, body, { timestamp, signature });
  if (answer.success) return { ok: true, value: answer.value as Op extends 'authenticate' ? SeamlessAuthAnswer : SeamlessAnswer };
  return { ok: false, code: answer.code as ErrorCode, ...(answer.value === undefined ? {} : { value: answer.value }) };
}

/** The value of a successful call; a refusal becomes the same error for the player. */
export function orThrow<T>(reply: WalletReply<T>): T {
  if (reply.ok) return reply.value;
  throw new AppError(reply.code, reply.value);
}
