import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { offsetOf, type PageRequest } from '../../core/page.js';

/** Referral queries (one per function, no rules). */

export async function insertReferral(
  db: Db,
  r: { merchantId: string; inviteeId: string; referrerId: string; joinedAt: Date; deadline: Date },
) {
  await db
    .insertInto('referrals')
    .values({
      merchant_id: r.merchantId,
      invitee_id: r.inviteeId,
      referrer_id: r.referrerId,
      joined_at: r.joinedAt,
      deadline: r.deadline,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'invitee_id']).doNothing())
    .execute();
}

const PROGRESS = ['referrer_id', 'first_deposit', 'valid_bet'] as const;

/** The invitee's first deposit, when it is the first one and falls before the deadline; the progress after it. */
export async function recordFirstDeposit(db: Db, merchantId: string, inviteeId: string, amount: bigint, at: Date) {
  return db
    .updateTable('referrals')
    .set({ first_deposit: amount })
    .where('merchant_id', '=', merchantId)
    .where('invitee_id', '=', inviteeId)
    .where('first_deposit', 'is', null)
    .where('qualified_at', 'is', null)
    .where('deadline', '>', at)
    .returning(PROGRESS)
    .executeTakeFirst();
}

/** Adds a play's valid bet made before the deadline; the progress after it. */
export async function addValidBet(db: Db, merchantId: string, inviteeId: string, validBet: bigint, at: Date) {
  return db
    .updateTable('referrals')
    .set({ valid_bet: sql<string>`valid_bet + ${String(validBet)}::bigint` })
    .where('merchant_id', '=', merchantId)
    .where('invitee_id', '=', inviteeId)
    .where('qualified_at', 'is', null)
    .where('joined_at', '<=', at)
    .where('deadline', '>', at)
    .returning(PROGRESS)
    .executeTakeFirst();
}
export type Progress = NonNullable<Awaited<ReturnType<typeof addValidBet>>>;

/** Marks the invitee qualified, once: undefined when it already was. */
export async function markQualified(db: Db, merchantId: string, inviteeId: string) {
  return db
    .updateTable('referrals')
    .set({ qualified_at: new Date() })
    .where('merchant_id', '=', merchantId)
    .where('invitee_id', '=', inviteeId)
    .where('qualified_at', 'is', null)
    .returning('referrer_id')
    .executeTakeFirst();
}

export async function setReward(db: Db, merchantId: string, inviteeId: string, rewardId: string, amount: bigint) {
  await db
    .updateTable('referrals')
    .set({ reward_id: rewardId, reward_amount: amount })
    .where('merchant_id', '=', merchantId)
    .where('invitee_id', '=', inviteeId)
    .execute();
}

export async function referrerTotals(db: Db, merchantId: string, referrerId: string) {
  return db
    .selectFrom('referrals')
    .select([
      sql<number>`count(*)::int`.as('invitees'),
      sql<number>`count(qualified_at)::int`.as('qualified'),
      sql<string>`coalesce(sum(reward_amount), 0)::text`.as('rewards'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
}

/** A referrer's invitees, newest first, with their usernames (a read-only join on the member module's table). */
export async function inviteePage(db: Db, merchantId: string, referrerId: string, p: PageRequest) {
  const rows = await db
    .selectFrom('referrals as r')
    .innerJoin('members as m', (j) => j.onRef('m.merchant_id', '=', 'r.merchant_id').onRef('m.id', '=', 'r.invitee_id'))
    .select(['m.username', 'r.joined_at', 'r.qualified_at', 'r.reward_amount'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.referrer_id', '=', referrerId)
    .orderBy('r.joined_at', 'desc')
    .orderBy('r.invitee_id', 'desc')
    .limit(p.pageSize)
    .offset(offsetOf(p))
    .execute();
  return rows;
}
