import {
  RG_LIMIT_KINDS,
  RG_PERIODS,
  SELF_EXCLUSION_DAYS,
  type RgLimit,
  type RgLimitBody,
  type RgSelfExclusionBody,
  type RgSessionAnswer,
  type RgSettingsAnswer,
} from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { dbNow } from '../../lib/db-clock.js';
import { clear, hit } from '../../lib/rate-limit.js';
import type { Merchant } from '../merchant/index.js';
import { findMember, findPasswordHashes, markPlayLimited, setExcludedUntil } from '../member/index.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { revokeAllSessions, sessionStartedAt } from '../session/index.js';
import { FOREVER, FOREVER_YEAR, periodsNow } from './rg.guard.js';
import * as repo from './rg.repository.js';

/**
 * Responsible gaming's rules (the contract's engagement/responsible-gaming.ts says them):
 * lowering or a first limit at once, raising or removing after the merchant's cooling-off
 * period; self-exclusion confirmed by the password, ending every session at once (revoked, and
 * members.excluded_until makes the session check refuse them too); only an operator lifts a
 * period exclusion early, never one for good.
 */

/** Wrong passwords confirming a self-exclusion, per member, in the window. */
const WRONG_PASSWORD_LIMIT = 5;
const WRONG_PASSWORD_WINDOW_SECONDS = 15 * 60;

type RgMerchant = Pick<Merchant, 'id' | 'settings' | 'timeZone'>;

async function view(db: Db, merchant: RgMerchant, memberId: string, sessionId: string | null) {
  const { coolingOffHours } = merchant.settings.responsibleGaming;
  const timeZone = merchant.timeZone;
  const rg = await repo.rgMember(db, merchant.id, memberId);
  const rows = await repo.limitsOf(db, merchant.id, memberId);
  const starts = periodsNow(timeZone);
  const play = await repo.playUsage(db, memberId, starts);
  const deposits = await repo.depositUsage(db, merchant.id, memberId, starts);
  const limits: RgLimit[] = [];
  for (const kind of RG_LIMIT_KINDS) {
    for (const period of RG_PERIODS) {
      const r = rows.find((x) => x.kind === kind && x.period === period);
      const used = kind === 'deposit' ? deposits[period] : play[kind][period];
      const pendingOpen = r?.pending_at && !r.due;
      limits.push({
        kind,
        period,
        amount: (r?.due ? r.pending_amount : r?.amount) ?? null,
        pending: pendingOpen ? { amount: r.pending_amount, effectiveAt: r.pending_at!.toISOString() } : null,
        used: used.toString(),
      });
    }
  }
  const ex = await repo.currentExclusion(db, merchant.id, memberId);
  const signedInAt = sessionId ? await sessionStartedAt(db, sessionId) : null;
  return {
    limits,
    coolingOffHours,
    timeZone,
    realityCheckMinutes: rg?.reality_check_minutes ?? 0,
    signedInAt: signedInAt?.toISOString() ?? null,
    exclusion: ex
      ? {
          until: ex.until.getUTCFullYear() >= FOREVER_YEAR ? null : ex.until.toISOString(),
          forever: ex.until.getUTCFullYear() >= FOREVER_YEAR,
          startedAt: ex.started_at.toISOString(),
        }
      : null,
  } satisfies RgSettingsAnswer;
}

export function rgSettings(db: Db, merchant: Merchant, memberId: string, sessionId: string): Promise<RgSettingsAnswer> {
  return view(db, merchant, memberId, sessionId);
}

/**
 * One limit. Its row is first brought up to date (a pending change whose time came is in force);
 * then a first limit or a lower one applies at once and drops any pending change, and a raise or
 * removal waits coolingOffHours (replacing a pending one). A first stake or loss limit starts the
 * running totals from the month's (and week's) play so far.
 */
export async function setLimit(db: Db, merchant: Merchant, memberId: string, body: RgLimitBody, sessionId: string | null) {
  await db.transaction().execute((trx) => applyLimit(trx, merchant, memberId, body));
  return view(db, merchant, memberId, sessionId);
}

/**
 * A limit change in the caller's transaction, the member's row locked: a lower (or first) limit
 * at once, a raise or removal after the cooling-off period. Answers the amount in force before.
 */
async function applyLimit(trx: Db, merchant: Merchant, memberId: string, body: RgLimitBody, lowerOnly = false) {
  const { coolingOffHours } = merchant.settings.responsibleGaming;
  const wanted = body.amount === null ? null : BigInt(body.amount);
  const rg = await repo.lockRgMember(trx, merchant.id, memberId);
  const [row] = await repo
    .limitsOf(trx, merchant.id, memberId, [body.kind])
    .then((rs) => rs.filter((r) => r.period === body.period));
  const current = row ? (row.due ? row.pending_amount : row.amount) : null;
  const now = current === null ? null : BigInt(current);
  const base = { merchantId: merchant.id, memberId, kind: body.kind, period: body.period };
  if (wanted !== null && (now === null || wanted <= now)) {
    await repo.saveLimit(trx, { ...base, amount: wanted, pendingAmount: null, pendingHours: null });
  } else if (lowerOnly) {
    throw new AppError('rg_operator_lower_only');
  } else if (wanted === null && now === null) {
    await repo.saveLimit(trx, { ...base, amount: null, pendingAmount: null, pendingHours: null });
  } else {
    await repo.saveLimit(trx, { ...base, amount: now, pendingAmount: wanted, pendingHours: coolingOffHours });
  }
  if (body.kind !== 'deposit' && !rg.play_limits) {
    await repo.markPlayLimits(trx, memberId);
    await markPlayLimited(trx, merchant.id, memberId);
    await repo.backfillPlayDays(trx, merchant.id, memberId, merchant.timeZone, periodsNow(merchant.timeZone));
  }
  return current;
}

export async function setRealityCheck(db: Db, merchant: Merchant, memberId: string, minutes: number, sessionId: string | null) {
  await db.transaction().execute(async (trx) => {
    await repo.lockRgMember(trx, merchant.id, memberId);
    await repo.setRealityCheck(trx, memberId, minutes);
  });
  return view(db, merchant, memberId, sessionId);
}

/** The current sign-in so far: since when, how long, and wins minus stakes of rounds settled since. */
export async function sessionSummary(db: Db, merchantId: string, memberId: string, sessionId: string): Promise<RgSessionAnswer> {
  const since = (await sessionStartedAt(db, sessionId)) ?? new Date();
  const net = await repo.netSince(db, merchantId, memberId, since);
  return {
    signedInAt: since.toISOString(),
    minutes: Math.max(0, Math.floor((Date.now() - since.getTime()) / 60_000)),
    net: net.toString(),
  };
}

/**
 * Self-exclusion for a period or for good, confirmed by the sign-in password (argon2, the member
 * module's hash; 5 wrong answers per 15 minutes, then rate_limited). Ends every session of the
 * member in the same transaction. A longer exclusion replaces a shorter one; a shorter one than
 * the one in force changes nothing (no way to shorten one's own exclusion).
 */
export async function selfExclude(db: Db, merchant: Merchant, memberId: string, body: RgSelfExclusionBody): Promise<void> {
  const key = `rg-exclude:${merchant.id}:${memberId}`;
  const hashes = await findPasswordHashes(db, merchant.id, memberId);
  if (!hashes) throw new AppError('not_logged_in');
  const ok = await verifyPassword(hashes.password_hash, body.password);
  if (!ok) {
    const h = await hit(db, key, WRONG_PASSWORD_WINDOW_SECONDS);
    throw new AppError(h.hits > WRONG_PASSWORD_LIMIT ? 'rate_limited' : 'login_password_wrong');
  }
  await clear(db, key);
  await db.transaction().execute(async (trx) => {
    await repo.lockRgMember(trx, merchant.id, memberId);
    const until = body.period === 'forever' ? FOREVER : new Date(dbNow() + SELF_EXCLUSION_DAYS[body.period] * 86_400_000);
    const member = await findMember(trx, merchant.id, { id: memberId });
    const current = member?.excluded_until ? new Date(member.excluded_until) : null;
    if (current && current.getTime() >= until.getTime()) return;
    await repo.insertExclusion(trx, merchant.id, memberId, body.period, until);
    await setExcludedUntil(trx, merchant.id, memberId, until);
    await revokeAllSessions(trx, merchant.id, memberId);
  });
}

/** The operator's view of a member (404 for a member of another merchant). */
export async function opsView(db: Db, merchant: RgMerchant, memberId: string) {
  const member = await findMember(db, merchant.id, { id: memberId });
  if (!member) throw new AppError('not_found');
  return { memberId, ...(await view(db, merchant, memberId, null)) };
}

/** An operator lifts a period exclusion early (never one for good), audited in the same transaction. */
export async function opsLiftExclusion(db: Db, op: MerchantOperator, memberId: string, reason: string) {
  const merchant = op.merchant;
  await db.transaction().execute(async (trx) => {
    const member = await findMember(trx, merchant.id, { id: memberId });
    if (!member) throw new AppError('not_found');
    await repo.lockRgMember(trx, merchant.id, memberId);
    const ex = await repo.currentExclusion(trx, merchant.id, memberId);
    if (!ex) throw new AppError('rg_not_excluded');
    if (ex.until.getUTCFullYear() >= FOREVER_YEAR) throw new AppError('rg_exclusion_permanent');
    await repo.liftExclusion(trx, ex.id, `${op.kind}:${op.id}`, reason);
    await setExcludedUntil(trx, merchant.id, memberId, null);
    await appendAudit(trx, op, {
      action: 'responsible_gaming.lift_exclusion',
      targetType: 'member',
      targetId: memberId,
      before: { until: ex.until.toISOString(), period: ex.period },
      after: { until: null, reason },
    });
  });
  return opsView(db, merchant, memberId);
}

/**
 * An operator lowers a member's limit (or sets a first one) with a reason: at once, as a member's
 * own lowering is. Raising is the member's alone (with its cooling-off period): refused here.
 */
export async function opsLowerLimit(
  db: Db,
  op: MerchantOperator,
  memberId: string,
  body: RgLimitBody & { amount: string },
  reason: string,
) {
  const merchant = op.merchant;
  const member = await findMember(db, merchant.id, { id: memberId });
  if (!member) throw new AppError('not_found');
  await db.transaction().execute(async (trx) => {
    const current = await applyLimit(trx, merchant, memberId, body, true);
    await appendAudit(trx, op, {
      action: 'responsible_gaming.lower_limit',
      targetType: 'member',
      targetId: memberId,
      before: { kind: body.kind, period: body.period, amount: current },
      after: { kind: body.kind, period: body.period, amount: body.amount, reason },
    });
  });
  return opsView(db, merchant, memberId);
}
