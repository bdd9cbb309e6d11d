import type { LoginResult } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { createSession } from '../session/index.js';
import type { Caller } from '../merchant/index.js';
import { markSignedIn } from '../member/index.js';
import { emit } from '../events/index.js';

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
  const merchantId = caller.merchant.id;
  const token = await db.transaction().execute(async (trx) => {
    const issued = await createSession(trx, caller.merchant, member.id, method, caller.ip, caller.userAgent);
    await markSignedIn(trx, merchantId, member.id);
    await emit(trx, { type: 'member.signed_in', payload: { merchantId, memberId: member.id, method, ip: caller.ip } });
    return issued;
  });
  return { token, firstTimeLogin, passwordExpired: false, changePasswordReason: null, userName: member.username };
}
