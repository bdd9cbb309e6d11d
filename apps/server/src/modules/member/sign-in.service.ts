import type { LoginResult } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { createSession } from '../session/index.js';
import type { Caller } from '../merchant/index.js';
import { markSignedIn } from './member.repository.js';

/**
 * Signs a member in after registration or a password change/reset: a fresh session and
 * the loginResult the browser stores. These flows set the password themselves, so no
 * change is forced.
 */
export async function signIn(
  db: Db,
  caller: Caller,
  member: { id: string; username: string },
  method: string,
  firstTimeLogin: boolean,
): Promise<LoginResult> {
  const token = await createSession(db, caller.merchant, member.id, method, caller.ip, caller.userAgent);
  await markSignedIn(db, caller.merchant.id, member.id);
  return { token, firstTimeLogin, passwordExpired: false, changePasswordReason: null, userName: member.username };
}
