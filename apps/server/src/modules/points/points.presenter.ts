import type { MallItem, PointRecord, RedeemRecord } from '@playhouse/contract/engagement';
import { iso } from '../../core/page.js';
import { localized } from '../catalog/index.js';
import type { RecordRow } from './points.repository.js';

/** Rows of the points tables -> the contract's shapes (names in the request's language). */

const namesOf = (names: unknown) => (names ?? {}) as Record<string, string>;

/** The item's picture: its own URL, else the art module's generated one. */
export const imageOf = (id: string, type: string, imageUrl: string) =>
  imageUrl || `/art/banner/mall-${type}-${id}.svg?size=narrow`;

export function recordView(r: RecordRow, lang: string): PointRecord {
  return {
    id: r.id,
    time: iso(r.created_at)!,
    kind: r.kind,
    points: r.points,
    balanceAfter: r.balance_after,
    ratio: r.ratio,
    gameType: r.game_type,
    validBet: r.valid_bet,
    amount: r.amount,
    itemName: r.names ? localized(namesOf(r.names), lang) : null,
    referenceNo: r.reference_no ?? null,
  };
}

export interface ItemRow {
  id: string;
  type: 'cash' | 'bonus' | 'goods';
  names: unknown;
  image_url: string;
  points: string;
  amount: string | null;
  stock: number;
  per_member_limit: number | null;
}

export function itemView(r: ItemRow, lang: string, redeemedByMe: number): MallItem {
  return {
    id: r.id,
    type: r.type,
    name: localized(namesOf(r.names), lang),
    imageUrl: imageOf(r.id, r.type, r.image_url),
    points: r.points,
    amount: r.amount,
    stock: r.stock,
    perMemberLimit: r.per_member_limit,
    redeemedByMe,
  };
}

export interface RedeemRow {
  id: string;
  reference_no: string;
  created_at: Date;
  type: 'cash' | 'bonus' | 'goods';
  names: unknown;
  quantity: number;
  points: string;
  amount: string | null;
  status: 'inProcess' | 'rejected' | 'approved';
  decided_at: Date | null;
}

export function redeemView(r: RedeemRow, lang: string): RedeemRecord {
  return {
    id: r.id,
    referenceNo: r.reference_no,
    appliedAt: iso(r.created_at)!,
    type: r.type,
    name: localized(namesOf(r.names), lang),
    quantity: r.quantity,
    points: r.points,
    amount: r.amount,
    status: r.status,
    decidedAt: iso(r.decided_at),
  };
}
