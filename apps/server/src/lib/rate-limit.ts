import { sql } from 'kysely';
import { LIMITS } from '@playhouse/contract';
import type { Db } from '../db/database.js';
import { AppError } from '../core/errors.js';
import { dbNow } from './db-clock.js';

export interface Hit {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counter in PostgreSQL, shared by every instance: one upsert per hit.
 * `key` should name the purpose and the subject, e.g. `login:acct:<merchant>:<user>`.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<Hit> {
  const r = await sql<{ hits: number; reset_at: Date }>`
    INSERT INTO rate_limits (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + make_interval(secs => ${windowSeconds}) ELSE rate_limits.reset_at END
    RETURNING hits, reset_at`.execute(db);
  const row = r.rows[0]!;
  return { hits: row.hits, resetAt: row.reset_at };
}

/** Current count without adding a hit (0 when the window is over). */
export async function peek(db: Db, key: string): Promise<number> {
  const row = await db.selectFrom('rate_limits').select(['hits', 'reset_at']).where('key', '=', key).executeTakeFirst();
  if (!row || new Date(row.reset_at).getTime() <= dbNow()) return 0;
  return row.hits;
}

export async function clear(db: Db, key: string) {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** The wait the too_many_requests message promises: "try again after 5 minutes". */
const TOO_MANY_REQUESTS_WINDOW = LIMITS.phoneRateLimitMinutes * 60;

/**
 * The 5-minute throttles (sms, registration, password e-mails and changes, affiliate checks):
 * one hit on every key, then too_many_requests when any key is over its most.
 */
export async function throttle(db: Db, limits: readonly { key: string; most: number }[]): Promise<void> {
  const hits: number[] = [];
  for (const l of limits) hits.push((await hit(db, l.key, TOO_MANY_REQUESTS_WINDOW)).hits);
  if (limits.some((l, i) => hits[i]! > l.most)) throw new AppError('too_many_requests');
}

/** Cleanup job: counters whose window has ended. */
export async function purgeExpiredCounters(db: Db) {
  await db
    .deleteFrom('rate_limits')
    .where('reset_at', '<', sql<Date>`now()`)
    .execute();
}

/** Takes one hit back (an attempt counted up front that turned out fine). */
export async function forgive(db: Db, key: string) {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
}

/**
 * The counter of an account's failed sign-ins (session's login throttle). A password reset
 * clears it too, which is how an owner lifts a merchant's hard lock.
 * `account` names the subject, e.g. `user:alice` or `mobile:639171234567`.
 */
export const loginFailureKey = (merchantId: string, account: string) => `login:fail:acct:${merchantId}:${account.toLowerCase()}`;

export async function clearLoginFailures(db: Db, merchantId: string, accounts: readonly string[]) {
  for (const account of accounts) await clear(db, loginFailureKey(merchantId, account));
}

/** One sign-in attempt on its account's and its address's counters (countAttempt). */
export interface CountedAttempt {
  /** Attempts before this one on each counter (failed, or still being checked). */
  accountBefore: number;
  ipBefore: number;
  /** The hits on each counter now: this attempt included while it stands. */
  hits(): Promise<[account: number, ip: number]>;
  /** Takes the attempt back from both counters, once: refused before any check, or proven right. */
  takeBack(): Promise<void>;
  /** A completed sign-in: the attempt taken back and the account's failures cleared (the address's stay). */
  succeed(): Promise<void>;
}

/**
 * Counts a sign-in attempt on an account's and an address's counters BEFORE anything is checked,
 * one atomic upsert each, so a parallel burst gets no more checks than a serial one.
 */
export async function countAttempt(
  db: Db,
  keys: { account: string; ip: string },
  windowSeconds: number,
): Promise<CountedAttempt> {
  const [a, i] = await Promise.all([hit(db, keys.account, windowSeconds), hit(db, keys.ip, windowSeconds)]);
  let counted = true;
  const takeBack = async () => {
    if (!counted) return;
    counted = false;
    await Promise.all([forgive(db, keys.account), forgive(db, keys.ip)]);
  };
  return {
    accountBefore: a.hits - 1,
    ipBefore: i.hits - 1,
    async hits() {
      if (counted) return [a.hits, i.hits];
      // A failure found after the attempt was taken back (a wrong new-IP answer) counts again.
      counted = true;
      return [(await hit(db, keys.account, windowSeconds)).hits, (await hit(db, keys.ip, windowSeconds)).hits];
    },
    takeBack,
    async succeed() {
      await takeBack();
      await clear(db, keys.account);
    },
  };
}
