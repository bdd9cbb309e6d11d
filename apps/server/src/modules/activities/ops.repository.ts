import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { offsetOf, type PageRequest } from '../../core/page.js';
import { ACTIVITY_COLUMNS } from './activities.repository.js';

/** The operator's queries of the activity centre (one per function, no rules). */

export interface ActivityValues {
  kind: 'apply' | 'join';
  title: Record<string, string>;
  description: Record<string, string>;
  imageUrl: string | null;
  startsAt: Date;
  endsAt: Date;
  rewardAmount: bigint;
  turnoverMultiplier: number;
  delivery: 'now' | 'claimable';
  minValidBet: bigint;
  minDeposit: bigint;
  sequence: number;
  enabled: boolean;
}

const columns = (v: ActivityValues) => ({
  kind: v.kind,
  title: JSON.stringify(v.title),
  description: JSON.stringify(v.description),
  image_url: v.imageUrl,
  starts_at: v.startsAt,
  ends_at: v.endsAt,
  reward_amount: v.rewardAmount,
  turnover_multiplier: v.turnoverMultiplier,
  delivery: v.delivery,
  min_valid_bet: v.minValidBet,
  min_deposit: v.minDeposit,
  sequence: v.sequence,
  enabled: v.enabled,
});

/** The merchant's activities with their pending applications, or one of them. */
export async function opsActivities(db: Db, merchantId: string, id?: string) {
  return db
    .selectFrom('activities as a')
    .select(ACTIVITY_COLUMNS)
    .select(
      sql<number>`(SELECT count(*)::int FROM activity_applications ap
                    WHERE ap.merchant_id = a.merchant_id AND ap.activity_id = a.id AND ap.status = 'pending')`.as('pending'),
    )
    .where('a.merchant_id', '=', merchantId)
    .$if(id !== undefined, (q) => q.where('a.id', '=', id!))
    .orderBy('a.sequence')
    .orderBy('a.starts_at')
    .orderBy('a.id')
    .execute();
}
export type OpsActivityRow = Awaited<ReturnType<typeof opsActivities>>[number];

export async function insertActivity(db: Db, merchantId: string, v: ActivityValues) {
  const r = await db
    .insertInto('activities')
    .values({ merchant_id: merchantId, ...columns(v) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateActivity(db: Db, merchantId: string, id: string, v: ActivityValues) {
  const r = await db
    .updateTable('activities')
    .set({ ...columns(v), updated_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function deleteActivity(db: Db, merchantId: string, id: string) {
  const r = await db.deleteFrom('activities').where('merchant_id', '=', merchantId).where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function applicationPage(
  db: Db,
  merchantId: string,
  q: PageRequest & { status?: 'pending' | 'approved' | 'rejected'; activityId?: string; id?: string },
) {
  const base = db
    .selectFrom('activity_applications as ap')
    .where('ap.merchant_id', '=', merchantId)
    .$if(q.status !== undefined, (b) => b.where('ap.status', '=', q.status!))
    .$if(q.activityId !== undefined, (b) => b.where('ap.activity_id', '=', q.activityId!))
    .$if(q.id !== undefined, (b) => b.where('ap.id', '=', q.id!));
  const [rows, total] = await Promise.all([
    base
      .innerJoin('activities as a', (j) => j.onRef('a.merchant_id', '=', 'ap.merchant_id').onRef('a.id', '=', 'ap.activity_id'))
      // The applicant's name: a read-only join on the member module's table (a review list).
      .innerJoin('members as m', (j) => j.onRef('m.merchant_id', '=', 'ap.merchant_id').onRef('m.id', '=', 'ap.member_id'))
      .select([
        'ap.id',
        'ap.activity_id',
        'a.title',
        'ap.member_id',
        'm.username',
        'ap.comment',
        'ap.status',
        'ap.reason',
        'ap.reward_id',
        'ap.created_at',
        'ap.decided_at',
      ])
      .orderBy('ap.created_at', 'desc')
      .orderBy('ap.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The images of some applications (without their bytes). */
export async function imagesOf(db: Db, merchantId: string, applicationIds: string[]) {
  if (!applicationIds.length) return [];
  return db
    .selectFrom('activity_application_images')
    .select(['id', 'application_id', 'mime', 'size'])
    .where('merchant_id', '=', merchantId)
    .where('application_id', 'in', applicationIds)
    .orderBy('id')
    .execute();
}

export async function imageData(db: Db, merchantId: string, applicationId: string, imageId: string) {
  return db
    .selectFrom('activity_application_images')
    .select(['mime', 'data'])
    .where('merchant_id', '=', merchantId)
    .where('application_id', '=', applicationId)
    .where('id', '=', imageId)
    .executeTakeFirst();
}

export async function lockApplication(db: Db, merchantId: string, id: string) {
  return db
    .selectFrom('activity_applications')
    .select(['id', 'activity_id', 'member_id', 'status', 'reason', 'reward_id'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function decideApplication(
  db: Db,
  merchantId: string,
  id: string,
  d: { status: 'approved' | 'rejected'; reason: string | null; rewardId: string | null },
) {
  await db
    .updateTable('activity_applications')
    .set({ status: d.status, reason: d.reason, reward_id: d.rewardId, decided_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}
