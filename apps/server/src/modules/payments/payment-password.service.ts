import type { ErrorCode, PaymentPasswordBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { clear, hit } from '../../lib/rate-limit.js';
import {
  failOnIssues,
  FieldRules,
  findPasswordHashes,
  replacePaymentPasswordHash,
  requiredIssue,
  trimPassword,
} from '../member/index.js';

/** Wrong secrets (payment password, or the login password when setting one) per member in the window. */
export const WRONG_SECRET_LIMIT = 5;
const WINDOW_SECONDS = 15 * 60;
const limitKey = (merchantId: string, memberId: string) => `paypw:${merchantId}:${memberId}`;

/**
 * Checks a secret under the wrong-attempt limit. The attempt is counted before the (slow)
 * check, so concurrent guesses cannot slip past the limit; a right answer clears the count.
 */
async function checkSecret(
  db: Db,
  merchantId: string,
  memberId: string,
  hash: string | null,
  given: string | undefined,
  wrong: ErrorCode,
) {
  const key = limitKey(merchantId, memberId);
  if ((await hit(db, key, WINDOW_SECONDS)).hits > WRONG_SECRET_LIMIT) throw new AppError('rate_limited');
  const text = trimPassword(given);
  if (!hash || !text || !(await verifyPassword(hash, text))) throw new AppError(wrong);
  await clear(db, key);
}

export async function paymentPasswordStatus(db: Db, merchantId: string, memberId: string) {
  const m = await findPasswordHashes(db, merchantId, memberId);
  if (!m) throw new AppError('not_logged_in');
  return { isSet: m.payment_password_hash !== null };
}

/**
 * The hash of the payment password a withdrawal or transfer needs: payment_password_not_set
 * when there is none. Loaded once, first; checkPaymentPassword checks the given one against
 * it later, so the callers keep their order of answers.
 */
export async function requirePaymentPasswordHash(db: Db, merchantId: string, memberId: string): Promise<string> {
  const m = await findPasswordHashes(db, merchantId, memberId);
  if (!m) throw new AppError('not_logged_in');
  if (m.payment_password_hash === null) throw new AppError('payment_password_not_set');
  return m.payment_password_hash;
}

/** The given payment password against the hash from requirePaymentPasswordHash (rate limited). */
export async function checkPaymentPassword(
  db: Db,
  merchantId: string,
  memberId: string,
  hash: string,
  given: string,
): Promise<void> {
  await checkSecret(db, merchantId, memberId, hash, given, 'payment_password_wrong');
}

/**
 * PUT paymentPassword. The new one follows the merchant's paymentPassword validator (6 digits
 * unless configured) and equals its confirmation. Setting the first one needs the login
 * password; changing it needs the old payment password.
 */
export async function setPaymentPassword(db: Db, merchantId: string, memberId: string, body: PaymentPasswordBody) {
  const rules = await FieldRules.of(db, merchantId);
  const next = trimPassword(body.newPassword);
  failOnIssues([next ? rules.check('paymentPassword', next, 'newPassword') : requiredIssue('newPassword')]);
  if (trimPassword(body.confirmPassword) !== next) throw new AppError('inconsistent_twice');
  const m = await findPasswordHashes(db, merchantId, memberId);
  if (!m) throw new AppError('not_logged_in');
  const current = m.payment_password_hash;
  if (current === null) {
    failOnIssues([trimPassword(body.loginPassword) ? null : requiredIssue('loginPassword')]);
    await checkSecret(db, merchantId, memberId, m.password_hash, body.loginPassword, 'login_password_wrong');
  } else {
    failOnIssues([trimPassword(body.oldPassword) ? null : requiredIssue('oldPassword')]);
    await checkSecret(db, merchantId, memberId, current, body.oldPassword, 'payment_password_wrong');
  }
  if (!(await replacePaymentPasswordHash(db, merchantId, memberId, await hashPassword(next), current)))
    throw new AppError('invalid_state');
  return { isSet: true };
}
