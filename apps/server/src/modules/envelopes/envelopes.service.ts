import type {
  EnvelopeClaimed,
  EnvelopeCreateBody,
  EnvelopeDrop,
  EnvelopeLive,
  OpsEnvelopeDrop,
} from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { dbDate } from '../../lib/db-clock.js';
import { iso, offsetOf, pageFrom, type PageRequest } from '../../core/page.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { vipLevelOf, vipTotalsOf } from '../vip/index.js';
import { grantReward } from '../rewards/index.js';
import * as repo from './envelopes.repository.js';
import { splitPool } from './split.js';

/**
 * Red envelopes: a drop's pool is split into random amounts when the drop is created (rows that
 * sum to the pool), so a claim is one row taken with FOR UPDATE SKIP LOCKED and paid through
 * grantReward in the same transaction: concurrent claims never pay more than the pool, and the
 * unique index (drop, member) gives each member one envelope per drop. A cancelled drop's
 * unclaimed envelopes simply never pay.
 */

/** A member as the claim sees it: authenticated as a real (not trial) account by the route. */
export interface EnvelopeCaller {
  merchantId: string;
  memberId: string;
}

const titles = (v: unknown) => v as { EN: string; TY: string };

async function eligible(db: Db, c: EnvelopeCaller, d: repo.DropRow): Promise<boolean> {
  if (d.min_vip_level > 0 && (await vipLevelOf(db, c.merchantId, c.memberId)) < d.min_vip_level) return false;
  if (BigInt(d.min_deposits) > 0n && (await vipTotalsOf(db, c.merchantId, c.memberId)).deposits < BigInt(d.min_deposits))
    return false;
  return true;
}

function memberDrop(d: repo.DropRow, now: Date, remaining: number, isEligible: boolean): EnvelopeDrop {
  return {
    id: d.id,
    titles: titles(d.titles),
    startsAt: d.starts_at.toISOString(),
    endsAt: d.ends_at.toISOString(),
    live: d.starts_at <= now && now < d.ends_at && d.cancelled_at === null,
    remaining,
    envelopes: d.envelopes,
    eligible: isEligible,
  };
}

/** GET /wps/envelopes/live: a running drop (one not yet claimed by the member first), else the next one. */
export async function liveFor(db: Db, c: EnvelopeCaller, trial: boolean, now = dbDate()): Promise<EnvelopeLive> {
  const live = await repo.liveDrops(db, c.merchantId, now);
  const claims = await repo.claimsOf(
    db,
    c.memberId,
    live.map((d) => d.id),
  );
  const claimed = new Map(claims.map((r) => [r.drop_id, r]));
  const drop = live.find((d) => !claimed.has(d.id)) ?? live[0] ?? (await repo.nextDrop(db, c.merchantId, now));
  if (!drop) return { drop: null, claimed: null, now: now.toISOString() };
  const remaining = (await repo.remainingOf(db, [drop.id])).get(drop.id) ?? 0;
  const mine = claimed.get(drop.id);
  return {
    drop: memberDrop(drop, now, remaining, !trial && (await eligible(db, c, drop))),
    claimed: mine ? { amount: mine.amount, claimedAt: mine.claimed_at.toISOString() } : null,
    now: now.toISOString(),
  };
}

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** POST /wps/envelopes/:id/claim: takes one envelope of a running drop and pays it at once. */
export async function claim(db: Db, c: EnvelopeCaller, dropId: string): Promise<EnvelopeClaimed> {
  try {
    return await db.transaction().execute(async (trx) => {
      const drop = await repo.dropForClaim(trx, c.merchantId, dropId);
      if (!drop) throw new AppError('envelope_not_found');
      const now = dbDate();
      if (drop.cancelled_at !== null || now < drop.starts_at || now >= drop.ends_at) throw new AppError('envelope_not_live');
      if (!(await eligible(trx, c, drop))) throw new AppError('envelope_not_eligible');
      const [held] = await repo.claimsOf(trx, c.memberId, [drop.id]);
      if (held) throw new AppError('envelope_already_claimed');
      const taken = await repo.takeEnvelope(trx, drop.id, c.memberId);
      if (!taken) throw new AppError('envelope_empty');
      const t = titles(drop.titles);
      const reward = await grantReward(trx, {
        merchantId: c.merchantId,
        memberId: c.memberId,
        source: 'red_envelope',
        // The rewards' key is (merchant, source, sourceRef): one reference per drop and member.
        sourceRef: `${drop.id}:${c.memberId}`,
        amount: BigInt(taken.amount),
        title: { EN: `Red envelope: ${t.EN}`, TY: `Red envelope: ${t.TY}` },
        turnoverMultiplier: Number(drop.turnover_multiplier),
        delivery: 'now',
      });
      await repo.setSlotReward(trx, drop.id, taken.slot, reward.id);
      return { dropId: drop.id, amount: taken.amount, claimedAt: now.toISOString() };
    });
  } catch (e) {
    // A parallel claim of the same member took its envelope first (the unique index decided).
    if (isUniqueViolation(e)) throw new AppError('envelope_already_claimed');
    throw e;
  }
}

function statusOf(d: repo.DropRow, now: Date): OpsEnvelopeDrop['status'] {
  if (d.cancelled_at) return 'cancelled';
  if (now < d.starts_at) return 'scheduled';
  return now < d.ends_at ? 'live' : 'ended';
}

async function opsViews(db: Db, rows: repo.DropRow[]): Promise<OpsEnvelopeDrop[]> {
  const totals = await repo.claimedTotals(
    db,
    rows.map((r) => r.id),
  );
  const now = new Date();
  return rows.map((d) => ({
    id: d.id,
    titles: titles(d.titles),
    startsAt: d.starts_at.toISOString(),
    endsAt: d.ends_at.toISOString(),
    pool: d.pool,
    envelopes: d.envelopes,
    minAmount: d.min_amount,
    maxAmount: d.max_amount,
    minVipLevel: d.min_vip_level,
    minDeposits: d.min_deposits,
    turnoverMultiplier: Number(d.turnover_multiplier),
    status: statusOf(d, now),
    claimedCount: totals.get(d.id)?.count ?? 0,
    claimedAmount: totals.get(d.id)?.amount ?? '0',
    createdBy: d.created_by,
    createdAt: d.created_at.toISOString(),
    cancelledAt: iso(d.cancelled_at),
  }));
}

async function opsView(db: Db, merchantId: string, id: string): Promise<OpsEnvelopeDrop> {
  const row = await repo.dropById(db, merchantId, id);
  if (!row) throw new AppError('envelope_not_found');
  return (await opsViews(db, [row]))[0]!;
}

/** Creates a drop with its envelopes split now; `audit` writes the operator's row in the same transaction. */
export async function createDrop(
  db: Db,
  merchantId: string,
  body: EnvelopeCreateBody,
  createdBy: string,
  audit?: (trx: Db, id: string) => Promise<void>,
): Promise<string> {
  const amounts = splitPool(BigInt(body.pool), body.envelopes, BigInt(body.minAmount), BigInt(body.maxAmount));
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertDrop(trx, merchantId, {
      titles: body.titles,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      pool: BigInt(body.pool),
      envelopes: body.envelopes,
      minAmount: BigInt(body.minAmount),
      maxAmount: BigInt(body.maxAmount),
      minVipLevel: body.minVipLevel,
      minDeposits: BigInt(body.minDeposits),
      turnoverMultiplier: body.turnoverMultiplier,
      createdBy,
    });
    await repo.insertSlots(trx, merchantId, id, amounts);
    if (audit) await audit(trx, id);
    return id;
  });
}

/** POST /ops/envelopes (audited). */
export async function opsCreate(db: Db, op: MerchantOperator, body: EnvelopeCreateBody): Promise<OpsEnvelopeDrop> {
  const id = await createDrop(db, op.merchantId, body, op.name, (trx, newId) =>
    appendAudit(trx, op, { action: 'envelopes.drop.create', targetType: 'envelope_drop', targetId: newId, after: body }),
  );
  return opsView(db, op.merchantId, id);
}

export async function opsList(db: Db, merchantId: string, p: PageRequest) {
  const { rows, total } = await repo.dropPage(db, merchantId, p.pageSize, offsetOf(p));
  return pageFrom(await opsViews(db, rows), total, p);
}

export const opsOne = (db: Db, merchantId: string, id: string) => opsView(db, merchantId, id);

/** POST /ops/envelopes/:id/cancel (audited): the unclaimed envelopes never pay; claims already paid stand. */
export async function opsCancel(db: Db, op: MerchantOperator, id: string): Promise<OpsEnvelopeDrop> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.dropById(trx, op.merchantId, id);
    if (!before) throw new AppError('envelope_not_found');
    if (!(await repo.cancelDrop(trx, op.merchantId, id))) throw new AppError('envelope_not_live');
    await appendAudit(trx, op, {
      action: 'envelopes.drop.cancel',
      targetType: 'envelope_drop',
      targetId: id,
      before: { cancelledAt: null },
      after: { cancelled: true },
    });
  });
  return opsView(db, op.merchantId, id);
}
