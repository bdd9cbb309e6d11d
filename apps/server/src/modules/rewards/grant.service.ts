import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { dbNow } from '../../lib/db-clock.js';
import { accountFor, post, SYSTEM_SHARDS, type LedgerTransactionType } from '../ledger/index.js';
import { findMerchantById } from '../merchant/index.js';
import { insertReward, rewardBySource, type RewardRow } from './rewards.repository.js';

/**
 * THE way every feature pays a member a reward (missions, VIP, envelopes, points, referral, the
 * merchant's bonuses, operators): one member_rewards row per (merchant, source, sourceRef) and
 * one ledger transaction promotion -> member MAIN, so wagering, the reward centre, bonus details
 * and idempotency are one mechanism.
 */

export type RewardSource =
  | 'deposit_bonus'
  | 'signup_bonus'
  | 'fixed_bonus'
  | 'rebate_bonus'
  | 'mission'
  | 'leaderboard'
  | 'vip_upgrade'
  | 'vip_weekly'
  | 'vip_monthly'
  | 'red_envelope'
  | 'activity'
  | 'referral'
  | 'points_convert'
  | 'points_redeem'
  | 'manual_rebate'
  | 'operator';

export interface GrantInput {
  merchantId: string;
  memberId: string;
  source: RewardSource;
  /** Unique per (merchant, source, sourceRef): granting again answers the first reward, pays nothing. */
  sourceRef: string;
  /** Minor units, > 0. */
  amount: bigint;
  /** What the reward centre and bonus details show. */
  title: { EN: string; TY: string };
  /** Turnover required = amount × this, to 2 decimals (0 = none: cash). */
  turnoverMultiplier: number;
  /** 'now': paid at once (status claimed). 'claimable': waits in the reward centre until claimed or expiresAt. */
  delivery: 'now' | 'claimable';
  /** Claimable only; default: now + the merchant's rewards.claimableDays. */
  expiresAt?: Date;
  /** The bonus definition that created it (the merchant's own bonuses), for the one-per-person checks. */
  definitionId?: string;
}

export interface GrantedReward {
  id: string;
  status: 'claimable' | 'claimed' | 'expired';
  /** true when (merchant, source, sourceRef) had been granted before: nothing was paid now. */
  replayed: boolean;
}

const TITLE_MAX = 120;
const DAY_MS = 86_400_000;

/** Turnover required for an amount: amount × multiplier, the multiplier taken to 2 decimals (floored). */
export function turnoverFor(amount: bigint, multiplier: number): bigint {
  return (amount * BigInt(Math.round(multiplier * 100))) / 100n;
}

function checkInput(i: GrantInput): void {
  const titleOk = (s: string) => typeof s === 'string' && s.trim().length > 0 && s.length <= TITLE_MAX;
  const ok =
    typeof i.amount === 'bigint' &&
    i.amount > 0n &&
    i.amount < 10n ** 18n &&
    Number.isFinite(i.turnoverMultiplier) &&
    i.turnoverMultiplier >= 0 &&
    i.turnoverMultiplier <= 1000 &&
    i.sourceRef.length >= 1 &&
    i.sourceRef.length <= 128 &&
    titleOk(i.title.EN) &&
    titleOk(i.title.TY) &&
    (i.delivery === 'now' || i.delivery === 'claimable') &&
    (i.expiresAt === undefined || (i.delivery === 'claimable' && i.expiresAt.getTime() > dbNow()));
  if (!ok) throw new AppError('validation_failed');
}

/**
 * Grants a reward inside the caller's transaction (db may be a trx; a plain db gets its own).
 * 'now' pays at once; 'claimable' waits for claimReward. A replay of (merchant, source,
 * sourceRef) answers the first reward as it is now and pays nothing, also under a race (the
 * unique key makes the second insert wait for the first and then do nothing).
 */
export async function grantReward(db: Db, input: GrantInput): Promise<GrantedReward> {
  checkInput(input);
  const run = async (trx: Db): Promise<GrantedReward> => {
    let expiresAt: Date | null = null;
    if (input.delivery === 'claimable') {
      if (input.expiresAt) expiresAt = input.expiresAt;
      else {
        const merchant = await findMerchantById(trx, input.merchantId);
        if (!merchant) throw new AppError('not_found');
        expiresAt = new Date(dbNow() + merchant.settings.rewards.claimableDays * DAY_MS);
      }
    }
    const id = await insertReward(trx, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      source: input.source,
      sourceRef: input.sourceRef,
      definitionId: input.definitionId ?? null,
      amount: input.amount,
      title: { EN: input.title.EN.trim(), TY: input.title.TY.trim() },
      status: input.delivery === 'now' ? 'claimed' : 'claimable',
      expiresAt,
      turnoverRequired: turnoverFor(input.amount, input.turnoverMultiplier),
    });
    if (id === null) {
      const first = await rewardBySource(trx, input.merchantId, input.source, input.sourceRef);
      if (!first) throw new Error('rewards: unique conflict without a row');
      return { id: first.id, status: first.status, replayed: true };
    }
    if (input.delivery === 'now') {
      await payReward(trx, {
        id,
        merchant_id: input.merchantId,
        member_id: input.memberId,
        source: input.source,
        amount: String(input.amount),
        source_ref: input.sourceRef,
      });
    }
    return { id, status: input.delivery === 'now' ? 'claimed' : 'claimable', replayed: false };
  };
  try {
    return await (db.isTransaction ? run(db) : db.transaction().execute(run));
  } catch (e) {
    // 23503: no such member in this merchant.
    if ((e as { code?: string }).code === '23503') throw new AppError('not_found');
    throw e;
  }
}

/** The ledger type of a reward's payment. */
export function ledgerTypeOf(source: string): LedgerTransactionType {
  if (source === 'manual_rebate' || source === 'rebate_bonus') return 'rebate';
  if (source === 'points_convert' || source === 'points_redeem') return 'points';
  return 'bonus';
}

/**
 * Pays a reward: the merchant's promotion budget (sharded by member like the house accounts;
 * a system account that may go negative: what the merchant has given away) -> member MAIN.
 * Reference reward:<id>, key reward:<id>:pay: paid once whatever the retries.
 */
export async function payReward(
  trx: Db,
  r: Pick<RewardRow, 'id' | 'merchant_id' | 'member_id' | 'source' | 'amount' | 'source_ref'>,
): Promise<void> {
  const shard = Number(BigInt(r.member_id) % BigInt(SYSTEM_SHARDS));
  const from = await accountFor(trx, r.merchant_id, 'promotion', null, 'MAIN', shard);
  const to = await accountFor(trx, r.merchant_id, 'member', r.member_id);
  const amount = BigInt(r.amount);
  await post(trx, {
    merchantId: r.merchant_id,
    type: ledgerTypeOf(r.source),
    reference: `reward:${r.id}`,
    idempotencyKey: `reward:${r.id}:pay`,
    metadata: { source: r.source, sourceRef: r.source_ref },
    postings: [
      { accountId: from.id, amount: -amount },
      { accountId: to.id, amount },
    ],
  });
}
