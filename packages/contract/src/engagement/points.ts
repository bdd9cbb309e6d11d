import { z } from 'zod';
import { GAME_TYPES, LANGUAGES } from '../constants.js';
import { pageNo, pageOf } from '../games.js';
import { minorUnits, positiveMinorUnits } from '../money-schema.js';
import { requestId } from '../wallet.js';

/**
 * The points mall (spec §3 points and redeem fields, §4 redeem statuses, §9 points never expire).
 * Points are whole numbers on the wire as decimal strings (like money: bigint-safe), never money:
 * cash comes only from a conversion or an approved cash/bonus redeem, paid as a reward.
 */
const idText = z.string().regex(/^[1-9]\d{0,17}$/);
/** A count of points: 0 or more, 18 digits at most. */
export const pointsText = z.string().regex(/^\d{1,18}$/, 'points');
/** A signed change of points. */
export const signedPointsText = z.string().regex(/^-?\d{1,18}$/, 'points');
const positivePoints = z.string().regex(/^[1-9]\d{0,17}$/, 'positive points');
const pageSize = z.coerce.number().int().min(1).max(100).default(10);

/** Spec §4: In Process, Rejected, Approved. */
export const REDEEM_STATUSES = ['inProcess', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
export const MALL_ITEM_TYPES = ['cash', 'bonus', 'goods'] as const;
export type MallItemType = (typeof MALL_ITEM_TYPES)[number];
/** What moved a member's points: a valid bet earned them, a conversion or a redeem spent them, a rejected redeem gave them back. */
export const POINT_RECORD_KINDS = ['earn', 'convert', 'redeem', 'refund'] as const;
export type PointRecordKind = (typeof POINT_RECORD_KINDS)[number];

/** GET API.points.balance: the member's points and the merchant's rates. */
export const pointsAnswer = z.object({
  balance: pointsText,
  /** Everything ever earned (points never expire). */
  earnedTotal: pointsText,
  /** Points that convert to one whole unit of the currency (e.g. 100 points = 1.00). */
  pointsPerUnit: z.number().int().positive(),
  /** The least points one conversion takes (a multiple of pointsPerUnit). */
  convertMinPoints: z.number().int().positive(),
  currency: z.string(),
  /** Points earned per 1.00 of valid bet, by game type (types not listed earn defaultRate). */
  rates: z.array(z.object({ gameType: z.enum(GAME_TYPES), rate: z.number().nonnegative() })),
});
export type PointsAnswer = z.infer<typeof pointsAnswer>;

export const convertBody = z.object({ points: positivePoints, requestId });
export type ConvertBody = z.infer<typeof convertBody>;
export const convertAnswer = z.object({
  points: pointsText,
  amount: minorUnits,
  /** The points left after the conversion. */
  balance: pointsText,
});
export type ConvertAnswer = z.infer<typeof convertAnswer>;

export const pointRecordsQuery = z.object({ pageNo, pageSize });
export const pointRecord = z.object({
  id: z.string(),
  time: z.string(),
  kind: z.enum(POINT_RECORD_KINDS),
  /** The changed points (negative when spent). */
  points: signedPointsText,
  balanceAfter: pointsText,
  /** earn: points per 1.00 of valid bet; convert: points per unit of currency; redeem and refund: points per item. */
  ratio: z.string(),
  /** What the remark shows: the game type and valid bet of an earning, the item of a redeem, the cash of a conversion. */
  gameType: z.string().nullable(),
  validBet: minorUnits.nullable(),
  amount: minorUnits.nullable(),
  itemName: z.string().nullable(),
  referenceNo: z.string().nullable(),
});
export type PointRecord = z.infer<typeof pointRecord>;
export const pointRecordPage = pageOf(pointRecord);
export type PointRecordPage = z.infer<typeof pointRecordPage>;

/** A mall item as the member sees it (name in the request's language). */
export const mallItem = z.object({
  id: z.string(),
  type: z.enum(MALL_ITEM_TYPES),
  name: z.string(),
  imageUrl: z.string(),
  /** Points one unit costs. */
  points: pointsText,
  /** Cash or bonus paid per unit (null for goods). */
  amount: minorUnits.nullable(),
  stock: z.number().int().nonnegative(),
  /** Units one member may redeem in all (null: no limit). */
  perMemberLimit: z.number().int().positive().nullable(),
  /** Units this member has redeemed, rejected ones not counted. */
  redeemedByMe: z.number().int().nonnegative(),
});
export type MallItem = z.infer<typeof mallItem>;
export const mallItemsAnswer = z.array(mallItem);

export const redeemBody = z.object({ itemId: idText, quantity: z.number().int().min(1).max(100), requestId });
export type RedeemBody = z.infer<typeof redeemBody>;
/** Spec §3 redeem record: reference number, apply time, type, name, quantity, points and amount required, status. */
export const redeemRecord = z.object({
  id: z.string(),
  referenceNo: z.string(),
  appliedAt: z.string(),
  type: z.enum(MALL_ITEM_TYPES),
  name: z.string(),
  quantity: z.number().int().positive(),
  points: pointsText,
  amount: minorUnits.nullable(),
  status: z.enum(REDEEM_STATUSES),
  decidedAt: z.string().nullable(),
});
export type RedeemRecord = z.infer<typeof redeemRecord>;
export const redeemRecordsQuery = z.object({ pageNo, pageSize, status: z.enum(REDEEM_STATUSES).optional() });
export const redeemRecordPage = pageOf(redeemRecord);
export type RedeemRecordPage = z.infer<typeof redeemRecordPage>;

// ---- operator: mall items and redeem review ----
const names = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().trim().min(1).max(80)])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);
export const opsMallItemBody = z
  .object({
    type: z.enum(MALL_ITEM_TYPES),
    names,
    /** Empty: the server's generated picture of the item's type. */
    imageUrl: z.string().max(500).default(''),
    points: positivePoints,
    amount: positiveMinorUnits.nullable().default(null),
    stock: z.number().int().min(0).max(1_000_000),
    perMemberLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    active: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((b) => (b.type === 'goods') === (b.amount === null), {
    message: 'cash and bonus items need an amount; goods none',
    path: ['amount'],
  });
export type OpsMallItemBody = z.infer<typeof opsMallItemBody>;
export const opsMallItem = mallItem.omit({ name: true, redeemedByMe: true }).extend({
  names: z.record(z.string(), z.string()),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export const opsMallItemsAnswer = z.array(opsMallItem);
export const opsRedeemsQuery = z.object({ pageNo, pageSize, status: z.enum(REDEEM_STATUSES).optional() });
export const opsRedeem = redeemRecord.extend({
  memberId: z.string(),
  username: z.string(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export const opsRedeemPage = pageOf(opsRedeem);
export const opsDecideBody = z.object({
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(200).default(''),
});
export type OpsDecideBody = z.infer<typeof opsDecideBody>;
export const pointsIdParams = z.object({ id: idText });
