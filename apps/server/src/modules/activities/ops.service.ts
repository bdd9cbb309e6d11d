import { API } from '@playhouse/contract';
import type { activityInput, opsApplicationQuery, OpsApplication } from '@playhouse/contract/engagement';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso, pageFrom } from '../../core/page.js';
import { plainText, sanitizeRichText } from '../content/index.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { grantReward } from '../rewards/index.js';
import { opsActivity } from './activities.presenter.js';
import { lockActivity } from './activities.repository.js';
import { rewardTitle } from './activities.service.js';
import {
  applicationPage,
  decideApplication,
  deleteActivity,
  imageData,
  imagesOf,
  insertActivity,
  lockApplication,
  opsActivities,
  updateActivity,
  type ActivityValues,
} from './ops.repository.js';

/**
 * The operator's activity centre: CRUD of activities (titles plain, descriptions sanitized like
 * the content module's rich text) and the review of applications. Every change is audited in
 * its transaction; approving pays through grantReward (source activity, sourceRef the
 * application's id), so an approval is paid once whatever happens.
 */
type Input = z.output<typeof activityInput>;

const mapTexts = (t: Partial<Record<string, string>>, f: (s: string) => string) =>
  Object.fromEntries(Object.entries(t).flatMap(([k, v]) => (v ? [[k, f(v)]] : [])));

const valuesOf = (i: Input): ActivityValues => ({
  kind: i.kind,
  title: mapTexts(i.title, (s) => plainText(s).slice(0, 200)),
  description: mapTexts(i.description, sanitizeRichText),
  imageUrl: i.imageUrl && /^(https?:\/\/|\/(?![/\\]))[^\s<>"']*$/i.test(i.imageUrl) ? i.imageUrl : null,
  startsAt: i.startsAt,
  endsAt: i.endsAt,
  rewardAmount: BigInt(i.rewardAmount),
  turnoverMultiplier: i.turnoverMultiplier,
  delivery: i.delivery,
  minValidBet: BigInt(i.minValidBet),
  minDeposit: BigInt(i.minDeposit),
  sequence: i.sequence,
  enabled: i.enabled,
});

export async function listActivities(db: Db, op: MerchantOperator) {
  return (await opsActivities(db, op.merchantId)).map(opsActivity);
}

export async function oneActivity(db: Db, op: MerchantOperator, id: string) {
  const [row] = await opsActivities(db, op.merchantId, id);
  if (!row) throw new AppError('activity_not_found');
  return opsActivity(row);
}

/** Creates an activity outside a request too (the demo seed): sanitized like the operator's. */
export async function createActivity(db: Db, merchantId: string, input: Input): Promise<string> {
  return insertActivity(db, merchantId, valuesOf(input));
}

export async function addActivity(db: Db, op: MerchantOperator, input: Input) {
  const id = await db.transaction().execute(async (trx) => {
    const made = await insertActivity(trx, op.merchantId, valuesOf(input));
    await appendAudit(trx, op, { action: 'activity.create', targetType: 'activity', targetId: made, after: input });
    return made;
  });
  return oneActivity(db, op, id);
}

export async function replaceActivity(db: Db, op: MerchantOperator, id: string, input: Input) {
  await db.transaction().execute(async (trx) => {
    const before = await lockActivity(trx, op.merchantId, id);
    if (!before) throw new AppError('activity_not_found');
    await updateActivity(trx, op.merchantId, id, valuesOf(input));
    await appendAudit(trx, op, { action: 'activity.update', targetType: 'activity', targetId: id, before, after: input });
  });
  return oneActivity(db, op, id);
}

/** DELETE: removes the activity with its applications and participations (rewards already paid stay paid). */
export async function removeActivity(db: Db, op: MerchantOperator, id: string) {
  await db.transaction().execute(async (trx) => {
    const before = await lockActivity(trx, op.merchantId, id);
    if (!before || !(await deleteActivity(trx, op.merchantId, id))) throw new AppError('activity_not_found');
    await appendAudit(trx, op, { action: 'activity.delete', targetType: 'activity', targetId: id, before });
  });
  return { deleted: true as const };
}

export async function applications(db: Db, op: MerchantOperator, q: z.output<typeof opsApplicationQuery> & { id?: string }) {
  const { rows, total } = await applicationPage(db, op.merchantId, q);
  const images = await imagesOf(
    db,
    op.merchantId,
    rows.map((r) => r.id),
  );
  const content: OpsApplication[] = rows.map((r) => ({
    id: r.id,
    activityId: r.activity_id,
    activityTitle: rewardTitle(r).EN,
    memberId: r.member_id,
    username: r.username,
    comment: r.comment,
    status: r.status,
    reason: r.reason,
    rewardId: r.reward_id,
    images: images
      .filter((i) => i.application_id === r.id)
      .map((i) => ({
        id: i.id,
        mime: i.mime,
        size: i.size,
        url: API.activities.ops.applicationImage.replace(':id', r.id).replace(':imageId', i.id),
      })),
    createdAt: iso(r.created_at)!,
    decidedAt: iso(r.decided_at),
  }));
  return pageFrom(content, total, q);
}

export async function applicationImage(db: Db, op: MerchantOperator, applicationId: string, imageId: string) {
  const image = await imageData(db, op.merchantId, applicationId, imageId);
  if (!image) throw new AppError('activity_application_not_found');
  return image;
}

/** Approve (pays the activity's reward with its delivery) or reject with a reason; once. */
export async function decide(
  db: Db,
  op: MerchantOperator,
  id: string,
  d: { decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  await db.transaction().execute(async (trx) => {
    const app = await lockApplication(trx, op.merchantId, id);
    if (!app) throw new AppError('activity_application_not_found');
    if (app.status !== 'pending') throw new AppError('activity_application_decided');
    let rewardId: string | null = null;
    if (d.decision === 'approve') {
      const a = await lockActivity(trx, op.merchantId, app.activity_id);
      if (!a) throw new AppError('activity_not_found');
      const reward = await grantReward(trx, {
        merchantId: op.merchantId,
        memberId: app.member_id,
        source: 'activity',
        sourceRef: app.id,
        amount: BigInt(a.reward_amount),
        title: rewardTitle(a),
        turnoverMultiplier: Number(a.turnover_multiplier),
        delivery: a.delivery,
      });
      rewardId = reward.id;
    }
    const after = {
      status: d.decision === 'approve' ? ('approved' as const) : ('rejected' as const),
      reason: d.reason ?? null,
      rewardId,
    };
    await decideApplication(trx, op.merchantId, id, after);
    await appendAudit(trx, op, {
      action: `activity.application.${d.decision}`,
      targetType: 'activity_application',
      targetId: id,
      before: { status: app.status },
      after,
    });
  });
  const decided = await applications(db, op, { id, pageNo: 1, pageSize: 1 });
  return decided.content[0]!;
}
