import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp.js';
import type { Merchant } from '../merchant/index.js';
import { findTotp, markTotpEnabled, savePendingTotpSecret } from '../member/index.js';
import type { ActiveSession } from '../session/index.js';

/**
 * Draws a new secret and stores it, not yet enabled: it only counts once the member proves
 * their app has it (enableTotp). An enabled secret is never replaced here, so a stolen
 * session cannot swap the member's second factor for the attacker's.
 */
export async function startTotpSetup(db: Db, merchant: Merchant, session: ActiveSession) {
  const secret = generateTotpSecret();
  if (!(await savePendingTotpSecret(db, merchant.id, session.memberId, secret))) throw new AppError('forbidden');
  return { secret, otpauthUrl: otpauthUrl(merchant.name, session.username, secret) };
}

export async function enableTotp(db: Db, merchantId: string, session: ActiveSession, code: string) {
  const row = await findTotp(db, merchantId, session.memberId);
  if (!row?.totp_secret || !verifyTotp(row.totp_secret, code)) throw new AppError('invalid_verification_code');
  if (!row.totp_enabled) await markTotpEnabled(db, merchantId, session.memberId, row.totp_secret);
}
