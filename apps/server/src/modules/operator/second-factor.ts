import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { forgive, hit } from '../../lib/rate-limit.js';
import { safeEqual } from '../../lib/secrets.js';
import { TOTP_STEP_SECONDS, totpCode } from '../../lib/totp.js';
import * as repo from './operator.repository.js';

/** The operator's TOTP: a code of the current step or one either side, each step accepted once. */

/** The TOTP step `code` belongs to (current or one either side), or null; every step is compared. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const step = Math.floor(now / 1000 / TOTP_STEP_SECONDS);
  let found: number | null = null;
  for (let d = -1; d <= 1; d++) {
    if (safeEqual(totpCode(secret, (step + d) * TOTP_STEP_SECONDS * 1000), code) && found === null) found = step + d;
  }
  return found;
}

/** Wrong codes an operator may give for sensitive changes within the window, before waiting. */
const REAUTH_LIMIT = { most: 5, windowSeconds: 15 * 60 } as const;

/**
 * A signed-in operator proves it is still at the keyboard with a fresh TOTP code (setting
 * another's password, deciding an owner-level change). The code is used up like a sign-in's, so
 * one seen over a shoulder cannot be replayed; wrong codes are counted per operator.
 */
export async function requireFreshTotp(db: Db, operatorId: string, code: string | undefined): Promise<void> {
  // Counted before the check, so parallel guesses stop at the limit; a right code takes its hit back.
  const key = `ops:reauth:${operatorId}`;
  if ((await hit(db, key, REAUTH_LIMIT.windowSeconds)).hits > REAUTH_LIMIT.most) throw new AppError('rate_limited');
  const user = await repo.userById(db, operatorId);
  const step = user && code ? totpStepOf(user.totp_secret, code) : null;
  if (step === null || !(await repo.useTotpStep(db, operatorId, step))) throw new AppError('operator_reauth_failed');
  await forgive(db, key);
}
