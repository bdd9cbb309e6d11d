import type { ErrorCode, PaymentPasswordBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { clear, forgive, hit, peek } from '../../lib/rate-limit.js';
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
/** Checks in progress are counted on their own short window, so a crashed check frees its slot soon. */
const CHECKING_SECONDS = 60;
/** How long a check waits for a slot while others are in progress, and how often it looks again. */
const WAIT_MS = 15_000;
const POLL_MS = 25;
const failedKey = (merchantId: string, memberId: string) => `paypw:${merchantId}:${memberId}`;
const checkingKey = (merchantId: string, memberId: string) => `paypw:checking:${merchantId}:${memberId}`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A slot to check one secret: failures so far plus checks in progress (this one included)
 * stay within the limit, so parallel guesses get no more checks than serial ones. The check
 * in progress is counted first (one upsert) and the failures read after, so of two concurrent
 * checks the later always sees the earlier. Only failures refuse (rate_limited); a check that
 * finds the slots taken by checks in progress waits for them, so the owner's right answers
 * sent in parallel are all checked, never refused.
 */
async function takeSlot(db: Db, failed: string, checking: string) {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const inProgress = (await hit(db, checking, CHECKING_SECONDS)).hits;
    const failures = await peek(db, failed);
    if (failures + inProgress <= WRONG_SECRET_LIMIT) return;
    await forgive(db, checking);
    if (failures >= WRONG_SECRET_LIMIT || Date.now() > deadline) throw new AppError('rate_limited');
    await pause(POLL_MS + Math.random() * POLL_MS);
  }
}

/**
 * Checks a secret under the wrong-attempt limit: only failed checks count as guessing, and a
 * right answer clears the count.
 */
async function checkSecret(
  db: Db,
  merchantId: string,
  memberId: string,
  hash: string | null,
  given: string | undefined,
  wrong: ErrorCode,
) {
  const failed = failedKey(merchantId, memberId);
  const checking = checkingKey(merchantId, memberId);
  await takeSlot(db, failed, checking);
  try {
    const text = trimPassword(given);
    if (!hash || !text || !(await verifyPassword(hash, text))) {
      // Counted before the slot is given back, so a waiting check never sees neither.
      await hit(db, failed, WINDOW_SECONDS);
      throw new AppError(wrong);
    }
    await clear(db, failed);
  } finally {
    await forgive(db, checking);
  }
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
