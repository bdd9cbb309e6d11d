import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CheckedImage } from '../../lib/image-uploads.js';

/** The activity centre's queries (one per function, no rules). */

/** An activity's own columns (the member's list and the operator's list read the same). */
export const ACTIVITY_COLUMNS = [
  'a.id',
  'a.kind',
  'a.title',
  'a.description',
  'a.image_url',
  'a.starts_at',
  'a.ends_at',
  'a.reward_amount',
  'a.turnover_multiplier',
  'a.delivery',
  'a.min_valid_bet',
  'a.min_deposit',
  'a.sequence',
  'a.enabled',
] as const;

/** Enabled activities a member sees (ended ones for 30 days), with the member's application and participation. */
export async function memberActivities(db: Db, merchantId: string, memberId: string | null, activityId?: string) {
  return db
    .selectFrom('activities as a')
    .leftJoin('activity_applications as ap', (j) =>
      j
        .onRef('ap.merchant_id', '=', 'a.merchant_id')
        .onRef('ap.activity_id', '=', 'a.id')
        .on('ap.member_id', '=', memberId ?? '0'),
    )
    .leftJoin('activity_participations as p', (j) =>
      j
        .onRef('p.merchant_id', '=', 'a.merchant_id')
        .onRef('p.activity_id', '=', 'a.id')
        .on('p.member_id', '=', memberId ?? '0'),
    )
    .select(ACTIVITY_COLUMNS)
    .select([
      'ap.id as application_id',
      'ap.comment',
      'ap.status as application_status',
      'ap.reason',
      'ap.created_at as applied_at',
      sql<number>`(SELECT count(*)::int FROM activity_application_images i WHERE i.application_id = ap.id)`.as('images'),
      'p.joined_at',
      'p.valid_bet',
      'p.deposit',
      'p.claimed_at',
    ])
    .where('a.merchant_id', '=', merchantId)
    .where('a.enabled', '=', true)
    .$if(activityId !== undefined, (q) => q.where('a.id', '=', activityId!))
    .$if(activityId === undefined, (q) => q.where('a.ends_at', '>', sql<Date>`now() - interval '30 days'`))
    .orderBy('a.sequence')
    .orderBy('a.starts_at')
    .orderBy('a.id')
    .execute();
}
export type MemberActivityRow = Awaited<ReturnType<typeof memberActivities>>[number];

/** One activity of the merchant, locked for the caller's transaction (an application or claim against it). */
export async function lockActivity(db: Db, merchantId: string, id: string) {
  return db
    .selectFrom('activities as a')
    .select(ACTIVITY_COLUMNS)
    .where('a.merchant_id', '=', merchantId)
    .where('a.id', '=', id)
    .forShare()
    .executeTakeFirst();
}
export type ActivityRow = NonNullable<Awaited<ReturnType<typeof lockActivity>>>;

/** Inserts the application, or undefined when the member already has one for this activity. */
export async function insertApplication(
  db: Db,
  a: { merchantId: string; activityId: string; memberId: string; comment: string },
) {
  return db
    .insertInto('activity_applications')
    .values({ merchant_id: a.merchantId, activity_id: a.activityId, member_id: a.memberId, comment: a.comment })
    .onConflict((oc) => oc.columns(['merchant_id', 'activity_id', 'member_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function insertApplicationImages(db: Db, merchantId: string, applicationId: string, images: CheckedImage[]) {
  if (!images.length) return;
  await db
    .insertInto('activity_application_images')
    .values(
      images.map((i) => ({
        merchant_id: merchantId,
        application_id: applicationId,
        mime: i.mime,
        size: i.data.length,
        data: i.data,
      })),
    )
    .execute();
}

/** Joins the member (undefined when already joined). */
export async function insertParticipation(db: Db, merchantId: string, activityId: string, memberId: string) {
  return db
    .insertInto('activity_participations')
    .values({ merchant_id: merchantId, activity_id: activityId, member_id: memberId })
    .onConflict((oc) => oc.columns(['merchant_id', 'activity_id', 'member_id']).doNothing())
    .returning('joined_at')
    .executeTakeFirst();
}

export async function lockParticipation(db: Db, merchantId: string, activityId: string, memberId: string) {
  return db
    .selectFrom('activity_participations')
    .select(['joined_at', 'valid_bet', 'deposit', 'claimed_at', 'reward_id'])
    .where('merchant_id', '=', merchantId)
    .where('activity_id', '=', activityId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export async function markClaimed(db: Db, merchantId: string, activityId: string, memberId: string, rewardId: string) {
  await db
    .updateTable('activity_participations')
    .set({ claimed_at: new Date(), reward_id: rewardId })
    .where('merchant_id', '=', merchantId)
    .where('activity_id', '=', activityId)
    .where('member_id', '=', memberId)
    .execute();
}

/**
 * Adds a play's valid bet or a deposit to the member's open participations whose window holds
 * `at` (from joining, inside the activity's start and end).
 */
export async function addProgress(
  db: Db,
  p: { merchantId: string; memberId: string; at: Date; validBet?: bigint; deposit?: bigint },
) {
  await db
    .updateTable('activity_participations as p')
    .from('activities as a')
    .set({
      valid_bet: sql<string>`p.valid_bet + ${String(p.validBet ?? 0n)}::bigint`,
      deposit: sql<string>`p.deposit + ${String(p.deposit ?? 0n)}::bigint`,
    })
    .whereRef('a.merchant_id', '=', 'p.merchant_id')
    .whereRef('a.id', '=', 'p.activity_id')
    .where('p.merchant_id', '=', p.merchantId)
    .where('p.member_id', '=', p.memberId)
    .where('p.claimed_at', 'is', null)
    .where('p.joined_at', '<=', p.at)
    .where('a.starts_at', '<=', p.at)
    .where('a.ends_at', '>', p.at)
    .execute();
}
