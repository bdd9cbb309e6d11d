import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import type { Mailer } from '../../lib/mail.js';
import { hit } from '../../lib/rate-limit.js';
import { numericCode, sha256 } from '../../lib/secrets.js';
import { appendAudit } from './audit.service.js';
import * as codes from './email-codes.repository.js';
import type { ActingOperator } from './operator.context.js';
import * as repo from './operator.repository.js';

/**
 * An operator's person is its e-mail, proven by a code sent to it: only an operator whose e-mail
 * is verified approves under four eyes, and no two operators share an e-mail, so two approvals
 * are two mailboxes, not one person with two usernames.
 */

const CODE_MINUTES = 30;
/** Wrong codes before the code is spent (a new one must be asked for). */
const MAX_ATTEMPTS = 5;
/** Codes one operator may ask for per window. */
const SENDS = { most: 5, windowSeconds: 15 * 60 } as const;

/** Sends a fresh code to the operator's e-mail (the previous one stops working). */
export async function sendEmailCode(db: Db, mail: Mailer, operatorId: string): Promise<void> {
  const user = await repo.userById(db, operatorId);
  if (!user?.email) throw new AppError('operator_email_code_invalid');
  if ((await hit(db, `ops:email-code:${operatorId}`, SENDS.windowSeconds)).hits > SENDS.most) throw new AppError('rate_limited');
  const code = numericCode(6);
  await codes.putCode(db, { operatorId, email: user.email, codeHash: sha256(code), minutes: CODE_MINUTES });
  await mail.send({
    merchantId: user.merchant_id,
    to: user.email,
    subject: 'Playhouse operator e-mail code',
    text: `Your code to verify this e-mail for the operator account ${user.username}: ${code}. It expires in ${CODE_MINUTES} minutes.`,
  });
}

/** The signed-in operator asks for a (new) code to its own e-mail. */
export async function requestEmailCode(db: Db, mail: Mailer, op: ActingOperator): Promise<void> {
  if (op.kind !== 'user') throw new AppError('forbidden');
  await sendEmailCode(db, mail, op.id);
}

/** The code from the e-mail: the e-mail it was sent to becomes the operator's verified person. */
export async function verifyEmail(db: Db, op: ActingOperator, code: string): Promise<void> {
  if (op.kind !== 'user') throw new AppError('forbidden');
  const ok = await db.transaction().execute(async (trx) => {
    const row = await codes.lockCode(trx, op.id);
    if (!row || row.attempts >= MAX_ATTEMPTS) return false;
    if (!sha256(code).equals(row.code_hash)) {
      await codes.countAttempt(trx, op.id);
      return false;
    }
    await codes.dropCode(trx, op.id);
    if (!(await repo.markEmailVerified(trx, op.id, row.email))) return false;
    await appendAudit(trx, op, {
      action: 'operator.email_verified',
      targetType: 'operator',
      targetId: op.id,
      merchantId: op.home?.id ?? null,
      after: { email: row.email },
    });
    return true;
  });
  if (!ok) throw new AppError('operator_email_code_invalid');
}
