import type { ConvertAnswer, ConvertBody, PointRecordPage, PointsAnswer } from '@playhouse/contract/engagement';
import { GAME_TYPES, type GameType } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { pageFrom, type PageRequest } from '../../core/page.js';
import type { MerchantSettings } from '../merchant/index.js';
import { grantReward } from '../rewards/index.js';
import * as repo from './points.repository.js';
import { recordView } from './points.presenter.js';

/**
 * Points: earned on valid bets, spent on conversions and redeems, never expiring (spec §9).
 * Every change locks the member's account row, checks, moves the balance and appends its record
 * in one transaction; the record's source_ref makes each change once-only.
 */

export interface Owner {
  merchantId: string;
  memberId: string;
}
type PointsSettings = MerchantSettings['points'];

/** Minor units in one whole unit of the currency (amounts have 2 decimals, spec §9). */
export const MINOR_PER_UNIT = 100n;

/** Points per 1.00 of valid bet for a game type. */
export const rateOf = (s: PointsSettings, gameType: string): number =>
  (s.rates as Partial<Record<string, number>>)[gameType] ?? s.defaultRate;

/** Points a valid bet earns: rate (2 decimals) × valid bet in units, fractions dropped. */
export const pointsFor = (s: PointsSettings, gameType: string, validBet: bigint): bigint =>
  validBet <= 0n ? 0n : (validBet * BigInt(Math.round(rateOf(s, gameType) * 100))) / (100n * MINOR_PER_UNIT);

export async function pointsOf(db: Db, o: Owner, settings: MerchantSettings, currency: string): Promise<PointsAnswer> {
  const row = await repo.accountOf(db, o.merchantId, o.memberId);
  const s = settings.points;
  return {
    balance: row?.balance ?? '0',
    earnedTotal: row?.earned_total ?? '0',
    pointsPerUnit: s.pointsPerUnit,
    convertMinPoints: convertMinimum(s),
    currency,
    rates: GAME_TYPES.map((gameType: GameType) => ({ gameType, rate: rateOf(s, gameType) })),
  };
}

/** The least points a conversion takes, rounded up to whole units. */
const convertMinimum = (s: PointsSettings) => Math.ceil(s.convertMinPoints / s.pointsPerUnit) * s.pointsPerUnit;

/**
 * Earns the points of one settled play, once per source event (a redelivered event finds its
 * record and changes nothing). In the delivery's transaction.
 */
export async function earn(
  db: Db,
  o: Owner,
  e: { sourceRef: string; points: bigint; ratio: number; gameType: string; validBet: bigint },
): Promise<boolean> {
  if (e.points <= 0n) return false;
  await repo.lockAccount(db, o.merchantId, o.memberId);
  if (await repo.recordBySource(db, o.merchantId, o.memberId, e.sourceRef)) return false;
  const balanceAfter = await repo.moveBalance(db, o.merchantId, o.memberId, e.points, true);
  return repo.insertRecord(db, {
    ...o,
    kind: 'earn',
    points: e.points,
    balanceAfter,
    ratio: String(e.ratio),
    sourceRef: e.sourceRef,
    gameType: e.gameType,
    validBet: e.validBet,
  });
}

/**
 * Converts points to cash at the merchant's ratio, in whole units of the currency and at least the
 * minimum: the points are debited and the cash paid as a reward (turnover from the settings) in
 * one transaction. The request id makes a retry answer the first conversion.
 */
export async function convert(db: Db, o: Owner, settings: MerchantSettings, body: ConvertBody): Promise<ConvertAnswer> {
  const s = settings.points;
  const points = BigInt(body.points);
  const unit = BigInt(s.pointsPerUnit);
  const min = convertMinimum(s);
  if (points < BigInt(min) || points % unit !== 0n)
    throw new AppError('points_convert_invalid', { min, unit: s.pointsPerUnit }, { min, unit: s.pointsPerUnit });
  const amount = (points / unit) * MINOR_PER_UNIT;
  const sourceRef = `convert:${body.requestId}`;
  return db.transaction().execute(async (trx) => {
    const account = await repo.lockAccount(trx, o.merchantId, o.memberId);
    const prior = await repo.recordBySource(trx, o.merchantId, o.memberId, sourceRef);
    if (prior) {
      if (-BigInt(prior.points) !== points) throw new AppError('duplicate_transaction');
      return { points: body.points, amount: prior.amount ?? '0', balance: prior.balance_after };
    }
    if (BigInt(account.balance) < points) throw new AppError('points_insufficient');
    const balanceAfter = await repo.moveBalance(trx, o.merchantId, o.memberId, -points, false);
    await repo.insertRecord(trx, {
      ...o,
      kind: 'convert',
      points: -points,
      balanceAfter,
      ratio: String(s.pointsPerUnit),
      sourceRef,
      amount,
    });
    await grantReward(trx, {
      merchantId: o.merchantId,
      memberId: o.memberId,
      source: 'points_convert',
      sourceRef: `${o.memberId}:${body.requestId}`,
      amount,
      title: { EN: `${points} points converted`, TY: `${points} puntos na na-convert` },
      turnoverMultiplier: s.convertTurnoverMultiplier,
      delivery: 'now',
    });
    return { points: body.points, amount: amount.toString(), balance: balanceAfter.toString() };
  });
}

export async function recordsOf(db: Db, o: Owner, lang: string, p: PageRequest): Promise<PointRecordPage> {
  const { rows, total } = await repo.recordPage(db, o.merchantId, o.memberId, p);
  return pageFrom(
    rows.map((r) => recordView(r, lang)),
    total,
    p,
  );
}
