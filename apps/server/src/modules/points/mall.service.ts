import type { z } from 'zod';
import {
  opsMallItemBody,
  type MallItem,
  type OpsDecideBody,
  type opsMallItem,
  type OpsMallItemBody,
  type opsRedeemPage,
  type RedeemBody,
  type RedeemRecord,
  type RedeemRecordPage,
  type RedeemStatus,
} from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { pageFrom, type PageRequest } from '../../core/page.js';
import type { MerchantSettings } from '../merchant/index.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { grantReward } from '../rewards/index.js';
import * as repo from './mall.repository.js';
import * as points from './points.repository.js';
import { imageOf, itemView, redeemView } from './points.presenter.js';
import type { Owner } from './points.service.js';

/**
 * The mall: items per merchant (cash, bonus, goods), redeems and their review.
 *
 * A redeem takes its points and stock at once (status In Process); every redeem, cash ones too,
 * waits for an operator: approving pays cash and bonus items as a reward (source points_redeem),
 * rejecting gives the points and the stock back. Locks: the item row first (its stock and the
 * member's limit), then the member's point account; a decision locks the redeem, then the item,
 * then the account, so the two never wait on each other in a cycle.
 */

export async function shelfOf(db: Db, o: Owner, lang: string): Promise<MallItem[]> {
  const rows = await repo.shelf(db, o.merchantId, o.memberId);
  return rows.map((r) => itemView(r, lang, Number(r.mine ?? 0)));
}

export async function redeem(db: Db, o: Owner, lang: string, body: RedeemBody): Promise<RedeemRecord> {
  const id = await db.transaction().execute(async (trx) => {
    const prior = await repo.redeemByRequest(trx, o.merchantId, o.memberId, body.requestId);
    if (prior) {
      if (prior.item_id !== body.itemId || prior.quantity !== body.quantity) throw new AppError('duplicate_transaction');
      return prior.id;
    }
    const item = await repo.lockActiveItem(trx, o.merchantId, body.itemId);
    if (!item) throw new AppError('points_item_not_found');
    if (item.stock < body.quantity) throw new AppError('points_out_of_stock');
    if (item.per_member_limit !== null) {
      const held = await repo.unitsHeld(trx, item.id, o.memberId);
      if (held + body.quantity > item.per_member_limit) throw new AppError('points_item_limit');
    }
    const cost = BigInt(item.points) * BigInt(body.quantity);
    const account = await points.lockAccount(trx, o.merchantId, o.memberId);
    if (BigInt(account.balance) < cost) throw new AppError('points_insufficient');
    await repo.changeStock(trx, item.id, -body.quantity);
    const row = await repo.insertRedeem(trx, {
      ...o,
      itemId: item.id,
      requestId: body.requestId,
      type: item.type,
      names: item.names,
      quantity: body.quantity,
      points: cost,
      amount: item.amount === null ? null : BigInt(item.amount) * BigInt(body.quantity),
    });
    const balanceAfter = await points.moveBalance(trx, o.merchantId, o.memberId, -cost, false);
    await points.insertRecord(trx, {
      ...o,
      kind: 'redeem',
      points: -cost,
      balanceAfter,
      ratio: item.points,
      sourceRef: `redeem:${body.requestId}`,
      redeemId: row.id,
    });
    return row.id;
  });
  const row = await repo.redeemById(db, o.merchantId, id);
  return redeemView(row!, lang);
}

export async function redeemsOf(
  db: Db,
  o: Owner,
  lang: string,
  p: PageRequest & { status?: RedeemStatus | undefined },
): Promise<RedeemRecordPage> {
  const { rows, total } = await repo.memberRedeemPage(db, o.merchantId, o.memberId, p);
  return pageFrom(
    rows.map((r) => redeemView(r, lang)),
    total,
    p,
  );
}

// ---- operator ----

/** An item on the merchant's shelf, checked by the contract's schema (the demo seed; operators use opsCreateItem). */
export const addMallItem = (db: Db, merchantId: string, body: z.input<typeof opsMallItemBody>): Promise<string> =>
  repo.insertItem(db, merchantId, opsMallItemBody.parse(body));

type OpsItem = z.infer<typeof opsMallItem>;
const opsItemView = (r: NonNullable<Awaited<ReturnType<typeof repo.itemById>>>): OpsItem => ({
  id: r.id,
  type: r.type,
  names: (r.names ?? {}) as Record<string, string>,
  imageUrl: imageOf(r.id, r.type, r.image_url),
  points: r.points,
  amount: r.amount,
  stock: r.stock,
  perMemberLimit: r.per_member_limit,
  active: r.active,
  sortOrder: r.sort_order,
});

export const opsItems = async (db: Db, merchantId: string): Promise<OpsItem[]> =>
  (await repo.allItems(db, merchantId)).map(opsItemView);

export async function opsCreateItem(db: Db, op: MerchantOperator, body: OpsMallItemBody): Promise<OpsItem> {
  const id = await db.transaction().execute(async (trx) => {
    const newId = await repo.insertItem(trx, op.merchantId, body);
    await appendAudit(trx, op, { action: 'points.item.create', targetType: 'point_item', targetId: newId, after: body });
    return newId;
  });
  return opsItemView((await repo.itemById(db, op.merchantId, id))!);
}

export async function opsUpdateItem(db: Db, op: MerchantOperator, id: string, body: OpsMallItemBody): Promise<OpsItem> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.itemById(trx, op.merchantId, id);
    if (!before || !(await repo.updateItem(trx, op.merchantId, id, body))) throw new AppError('points_item_not_found');
    await appendAudit(trx, op, {
      action: 'points.item.update',
      targetType: 'point_item',
      targetId: id,
      before: opsItemView(before),
      after: body,
    });
  });
  return opsItemView((await repo.itemById(db, op.merchantId, id))!);
}

export async function opsRedeems(
  db: Db,
  merchantId: string,
  lang: string,
  p: PageRequest & { status?: RedeemStatus | undefined },
): Promise<z.infer<typeof opsRedeemPage>> {
  const { rows, total } = await repo.opsRedeemPage(db, merchantId, p);
  return pageFrom(
    rows.map((r) => ({
      ...redeemView(r, lang),
      memberId: r.member_id,
      username: r.username,
      decidedBy: r.decided_by,
      reason: r.reason,
    })),
    total,
    p,
  );
}

/**
 * Approve (cash and bonus paid as a reward) or reject (points and stock back), once; inside the
 * caller's transaction. The operator's route audits it (decide); the demo seed calls it as is.
 */
export async function decideRedeem(
  trx: Db,
  merchantId: string,
  settings: MerchantSettings,
  id: string,
  body: OpsDecideBody,
  by: string,
): Promise<{ id: string; before: RedeemStatus; status: 'approved' | 'rejected' }> {
  const r = await repo.lockRedeem(trx, merchantId, id);
  if (!r) throw new AppError('points_redeem_not_found');
  if (r.status !== 'inProcess') throw new AppError('points_redeem_decided');
  if (body.decision === 'approve') {
    if (r.amount !== null) {
      const names = (r.names ?? {}) as Record<string, string>;
      await grantReward(trx, {
        merchantId,
        memberId: r.member_id,
        source: 'points_redeem',
        sourceRef: r.id,
        amount: BigInt(r.amount),
        title: { EN: names.EN ?? r.reference_no, TY: names.TY ?? names.EN ?? r.reference_no },
        turnoverMultiplier: settings.points.redeemTurnoverMultiplier,
        delivery: 'now',
      });
    }
  } else {
    await repo.lockActiveItem(trx, merchantId, r.item_id);
    await repo.changeStock(trx, r.item_id, r.quantity);
    await points.lockAccount(trx, merchantId, r.member_id);
    const back = BigInt(r.points);
    const balanceAfter = await points.moveBalance(trx, merchantId, r.member_id, back, false);
    await points.insertRecord(trx, {
      merchantId,
      memberId: r.member_id,
      kind: 'refund',
      points: back,
      balanceAfter,
      ratio: (back / BigInt(r.quantity)).toString(),
      sourceRef: `refund:${r.id}`,
      redeemId: r.id,
    });
  }
  const status = body.decision === 'approve' ? 'approved' : 'rejected';
  await repo.decideRedeem(trx, r.id, { status, by, reason: body.reason || null });
  return { id: r.id, before: r.status, status };
}

/** The operator's decision on a redeem: decideRedeem and its audit row in one transaction. */
export async function decide(db: Db, op: MerchantOperator, lang: string, id: string, body: OpsDecideBody) {
  await db.transaction().execute(async (trx) => {
    const d = await decideRedeem(trx, op.merchantId, op.settings, id, body, op.name);
    await appendAudit(trx, op, {
      action: `points.redeem.${body.decision}`,
      targetType: 'point_redeem',
      targetId: d.id,
      before: { status: d.before },
      after: { status: d.status, reason: body.reason },
    });
  });
  const row = await repo.redeemById(db, op.merchantId, id);
  return redeemView(row!, lang);
}
