import { formatMoney, periodAt, type ErrorCode } from '@playhouse/contract';
import { RG_PERIODS } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { dbDate, dbNow } from '../../lib/db-clock.js';
import { findMember } from '../member/index.js';
import { timeZoneOf } from '../merchant/index.js';
import * as repo from './rg.repository.js';

/**
 * What the money paths ask this module (payments, providers' launch, lottery, transfers): each
 * call runs inside the caller's transaction, so a refusal rolls the caller's writes back. The
 * seamless bet asks the same in SQL (rg_play_check / rg_play_record inside seamless_money).
 */

/** The current day, week (from Monday) and month of the limits, in the merchant's time zone (the one calendar). */
export const periodsNow = (timeZone: string, now = dbDate()): repo.LimitPeriods => ({
  day: periodAt('day', now, timeZone),
  week: periodAt('week', now, timeZone),
  month: periodAt('month', now, timeZone),
});

/** The year of an exclusion for good (its `until`). */
export const FOREVER_YEAR = 9999;
export const FOREVER = new Date(Date.UTC(FOREVER_YEAR, 11, 31));

/** The refusal of a self-excluded member: until when (UTC), or for good. */
export function exclusionError(until: Date): AppError {
  if (until.getUTCFullYear() >= FOREVER_YEAR) return new AppError('rg_self_excluded_forever', { until: null });
  return new AppError(
    'rg_self_excluded',
    { until: until.toISOString() },
    { until: until.toISOString().slice(0, 16).replace('T', ' ') },
  );
}

/** Refuses a member whose self-exclusion has not ended. */
export async function assertNotExcluded(db: Db, merchantId: string, memberId: string): Promise<void> {
  const m = await findMember(db, merchantId, { id: memberId });
  const until = m?.excluded_until ? new Date(m.excluded_until) : null;
  if (until && until.getTime() > dbNow()) throw exclusionError(until);
}

const limitError = (code: ErrorCode, remaining: bigint) =>
  new AppError(code, { remaining: remaining.toString() }, { remaining: formatMoney(remaining) });

/**
 * A deposit order of `amount`: refused while self-excluded, and above what the deposit limits
 * in force leave this day, week or month (orders not failed count). Takes the member's
 * responsible-gaming row lock when they have deposit limits, so two orders cannot pass together.
 */
export async function assertDepositAllowed(trx: Db, merchantId: string, memberId: string, amount: bigint): Promise<void> {
  await assertNotExcluded(trx, merchantId, memberId);
  const rg = await repo.rgMember(trx, merchantId, memberId);
  if (!rg) return;
  const limits = inForce(await repo.limitsOf(trx, merchantId, memberId, ['deposit']));
  if (limits.length === 0) return;
  await repo.lockRgMember(trx, merchantId, memberId);
  const used = await repo.depositUsage(trx, merchantId, memberId, periodsNow(await timeZoneOf(trx, merchantId)));
  for (const l of limits) {
    if (used[l.period] + amount > l.amount) throw limitError('rg_deposit_limit_reached', max0(l.amount - used[l.period]));
  }
}

/**
 * A stake of `amount` leaving the main wallet for play: a lottery ticket (countsLoss: it may be
 * lost) or a transfer into a game wallet (stake only). Refused while self-excluded and past a
 * stake (or loss) limit in force; otherwise counted in the member's running totals (members
 * without play limits: nothing is written).
 */
export async function chargeStake(
  trx: Db,
  merchantId: string,
  memberId: string,
  amount: bigint,
  opts: { countsLoss: boolean },
): Promise<void> {
  await assertNotExcluded(trx, merchantId, memberId);
  const v = await repo.playCheck(trx, merchantId, memberId, amount, opts.countsLoss);
  if (v === null) return;
  if (v.code) throw limitError(v.code as ErrorCode, BigInt(v.remaining ?? 0));
  await repo.playRecord(trx, merchantId, memberId, amount, opts.countsLoss ? amount : 0n);
}

/** Money back from play (a lottery win or refund): lowers the loss counted, for members with play limits. */
export async function creditReturn(trx: Db, merchantId: string, memberId: string, amount: bigint): Promise<void> {
  await repo.playRecord(trx, merchantId, memberId, 0n, -amount);
}

const max0 = (x: bigint) => (x > 0n ? x : 0n);

/** The limits in force now with an amount. */
export function inForce(
  rows: repo.LimitRow[],
): { kind: repo.LimitRow['kind']; period: (typeof RG_PERIODS)[number]; amount: bigint }[] {
  const out = [];
  for (const r of rows) {
    const a = r.due ? r.pending_amount : r.amount;
    if (a !== null) out.push({ kind: r.kind, period: r.period, amount: BigInt(a) });
  }
  return out;
}
