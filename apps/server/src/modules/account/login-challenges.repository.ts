/** New-IP challenges of sign-in (login_challenges). Members and their known IPs belong to the member module. */

import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface Challenge {
  id: string;
  member_id: string;
  methods: string[];
}

export async function createChallenge(
  db: Db,
  merchantId: string,
  memberId: string,
  ip: string,
  methods: string[],
  minutes: number,
) {
  const { id } = await db
    .insertInto('login_challenges')
    .values({
      merchant_id: merchantId,
      member_id: memberId,
      ip,
      methods,
      expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` as unknown as Date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A challenge that can still be answered: of this merchant and IP (and member, when given),
 * not expired, not passed, and under the attempt limit.
 */
export async function findLiveChallenge(
  db: Db,
  merchantId: string,
  challengeId: string,
  ip: string,
  maxAttempts: number,
  memberId?: string,
): Promise<Challenge | null> {
  if (!UUID.test(challengeId)) return null;
  let q = db
    .selectFrom('login_challenges')
    .select(['id', 'member_id', 'methods'])
    .where('id', '=', challengeId)
    .where('merchant_id', '=', merchantId)
    .where('ip', '=', ip)
    .where('passed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', sql<Date>`now()`);
  if (memberId) q = q.where('member_id', '=', memberId);
  return (await q.executeTakeFirst()) ?? null;
}

export async function countChallengeAttempt(db: Db, merchantId: string, challengeId: string) {
  await db
    .updateTable('login_challenges')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', challengeId)
    .execute();
}

/** Marks the challenge passed; false when another request got there first (one use). */
export async function passChallenge(db: Db, merchantId: string, challengeId: string): Promise<boolean> {
  const r = await db
    .updateTable('login_challenges')
    .set({ passed_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', challengeId)
    .where('passed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Cleanup job: new-IP challenges expired a day ago. */
export async function purgeExpiredChallenges(db: Db) {
  await db
    .deleteFrom('login_challenges')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

/** A member's new-address verifications still kept (expired ones are purged), newest first. */
export const memberChallenges = (db: Db, merchantId: string, memberId: string, limit: number) =>
  db
    .selectFrom('login_challenges')
    .select(['created_at', 'ip', 'methods', 'passed_at'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
