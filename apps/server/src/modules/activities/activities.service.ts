import { textIn, type Language } from '@playhouse/contract';
import { ACTIVITY_RULES, type ActivityItem } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { dbDate } from '../../lib/db-clock.js';
import { checkImageUploads, type ImageUpload } from '../../lib/image-uploads.js';
import { grantReward } from '../rewards/index.js';
import { conditionMet, memberActivity } from './activities.presenter.js';
import {
  insertApplication,
  insertApplicationImages,
  insertParticipation,
  lockActivity,
  lockParticipation,
  markClaimed,
  memberActivities,
  type ActivityRow,
} from './activities.repository.js';

/**
 * The member's activity centre: the list with each activity's §4 status, applying (apply
 * kind), joining and claiming (join kind). Every rule is checked here; a refused call writes
 * nothing.
 */
export interface ActivityCaller {
  merchantId: string;
  /** null: a visitor (sees the activities, never a status of its own). */
  memberId: string | null;
  lang: Language;
}

export async function activitiesOf(db: Db, c: ActivityCaller, now = new Date()): Promise<ActivityItem[]> {
  const rows = await memberActivities(db, c.merchantId, c.memberId);
  return rows.map((r) => memberActivity(r, c.lang, now));
}

export async function activityOf(db: Db, c: ActivityCaller, id: string, now = new Date()): Promise<ActivityItem> {
  const [row] = await memberActivities(db, c.merchantId, c.memberId, id);
  if (!row) throw new AppError('activity_not_found');
  return memberActivity(row, c.lang, now);
}

const isOpen = (a: ActivityRow, now: Date) => a.starts_at <= now && now < a.ends_at;

/** An enabled activity of the merchant (locked for share), of `kind`. */
async function activityFor(db: Db, merchantId: string, id: string, kind: 'apply' | 'join') {
  const a = await lockActivity(db, merchantId, id);
  if (!a || !a.enabled) throw new AppError('activity_not_found');
  if (a.kind !== kind) throw new AppError('activity_wrong_kind');
  return a;
}

/** §5: the comment (≤ 140 characters) and images (≤ 3, png or jpg by content, ≤ 5 MB each). */
function checkApplication(body: { comment: string; images: ImageUpload[] }) {
  const comment = body.comment.trim();
  if ([...comment].length > ACTIVITY_RULES.commentMax) throw new AppError('activity_comment_too_long');
  if (body.images.length > ACTIVITY_RULES.maxImages) throw new AppError('activity_too_many_images');
  const checked = checkImageUploads(body.images, { maxFiles: ACTIVITY_RULES.maxImages, maxBytes: ACTIVITY_RULES.maxBytes });
  if ('problem' in checked) throw new AppError('activity_image_invalid');
  return { comment, images: checked.images };
}

/** POST API.activities.apply: one application per member and activity, while the activity is open. */
export async function applyTo(
  db: Db,
  c: ActivityCaller & { memberId: string },
  id: string,
  body: { comment: string; images: ImageUpload[] },
): Promise<ActivityItem> {
  const form = checkApplication(body);
  await db.transaction().execute(async (trx) => {
    const a = await activityFor(trx, c.merchantId, id, 'apply');
    if (!isOpen(a, dbDate())) throw new AppError('activity_not_open');
    const made = await insertApplication(trx, {
      merchantId: c.merchantId,
      activityId: id,
      memberId: c.memberId,
      comment: form.comment,
    });
    if (!made) throw new AppError('activity_already_applied');
    await insertApplicationImages(trx, c.merchantId, made.id, form.images);
  });
  return activityOf(db, c, id);
}

/** POST API.activities.join: join-kind activities, while open; valid bet and deposits count from now. */
export async function joinActivity(db: Db, c: ActivityCaller & { memberId: string }, id: string): Promise<ActivityItem> {
  await db.transaction().execute(async (trx) => {
    const a = await activityFor(trx, c.merchantId, id, 'join');
    if (!isOpen(a, dbDate())) throw new AppError('activity_not_open');
    if (!(await insertParticipation(trx, c.merchantId, id, c.memberId))) throw new AppError('activity_already_joined');
  });
  return activityOf(db, c, id);
}

/**
 * POST API.activities.claim: a joined member whose condition is met takes the reward, once
 * (also after the activity ended). Paid at once through grantReward (source activity).
 */
export async function claimActivity(db: Db, c: ActivityCaller & { memberId: string }, id: string): Promise<ActivityItem> {
  await db.transaction().execute(async (trx) => {
    const a = await activityFor(trx, c.merchantId, id, 'join');
    if (a.starts_at > dbDate()) throw new AppError('activity_not_open');
    const p = await lockParticipation(trx, c.merchantId, id, c.memberId);
    if (!p) throw new AppError('activity_not_joined');
    if (p.claimed_at) throw new AppError('activity_already_claimed');
    if (!conditionMet(a, p)) throw new AppError('activity_condition_unmet');
    const reward = await grantReward(trx, {
      merchantId: c.merchantId,
      memberId: c.memberId,
      source: 'activity',
      sourceRef: `join:${id}:${c.memberId}`,
      amount: BigInt(a.reward_amount),
      title: rewardTitle(a),
      turnoverMultiplier: Number(a.turnover_multiplier),
      delivery: 'now',
    });
    await markClaimed(trx, c.merchantId, id, c.memberId, reward.id);
  });
  return activityOf(db, c, id);
}

/** What the reward centre shows for an activity's reward: its title in each language. */
export const rewardTitle = (a: { title: Record<string, string> }) => ({
  EN: textIn(a.title, 'EN').slice(0, 120),
  TY: textIn(a.title, 'TY').slice(0, 120),
});
