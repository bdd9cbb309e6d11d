import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RewardStatus } from '../../db/schema.rewards.js';
import { offsetOf, type PageRequest } from '../../core/page.js';

/** Kysely queries of member_rewards; rules live in the services. `db` may be a transaction. */

export const rewardColumns = [
  'id',
  'merchant_id',
  'member_id',
  'source',
  'source_ref',
  'definition_id',
  'amount',
  'title',
  'status',
  'expires_at',
  'claimed_at',
  'turnover_required',
  'turnover_done',
  'wagering_met_at',
  'wagering_voided_at',
  'created_at',
] as const;

export interface RewardRow {
  id: string;
  merchant_id: string;
  member_id: string;
  source: string;
  source_ref: string;
  definition_id: string | null;
  amount: string;
  title: unknown;
  status: RewardStatus;
  expires_at: Date | null;
  claimed_at: Date | null;
  turnover_required: string;
  turnover_done: string;
  wagering_met_at: Date | null;
  wagering_voided_at: Date | null;
  created_at: Date;
}

export interface NewReward {
  merchantId: string;
  memberId: string;
  source: string;
  sourceRef: string;
  definitionId: string | null;
  amount: bigint;
  title: { EN: string; TY: string };
  status: 'claimable' | 'claimed';
  expiresAt: Date | null;
  turnoverRequired: bigint;
}

/** Inserts the reward unless (merchant, source, source_ref) exists: its id, or null when it did. */
export async function insertReward(db: Db, r: NewReward): Promise<string | null> {
  const row = await db
    .insertInto('member_rewards')
    .values({
      merchant_id: r.merchantId,
      member_id: r.memberId,
      source: r.source,
      source_ref: r.sourceRef,
      definition_id: r.definitionId,
      amount: r.amount,
      title: JSON.stringify(r.title),
      status: r.status,
      expires_at: r.expiresAt,
      claimed_at: r.status === 'claimed' ? sql<Date>`now()` : null,
      turnover_required: r.turnoverRequired,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'source', 'source_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function rewardBySource(db: Db, merchantId: string, source: string, sourceRef: string) {
  return (await db
    .selectFrom('member_rewards')
    .select(rewardColumns)
    .where('merchant_id', '=', merchantId)
    .where('source', '=', source)
    .where('source_ref', '=', sourceRef)
    .executeTakeFirst()) as RewardRow | undefined;
}

/** The reward, locked for the claim's transaction. */
export async function lockReward(db: Db, merchantId: string, id: string) {
  return (await db
    .selectFrom('member_rewards')
    .select(rewardColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()) as RewardRow | undefined;
}

export async function rewardById(db: Db, merchantId: string, id: string) {
  return (await db
    .selectFrom('member_rewards')
    .select(rewardColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst()) as RewardRow | undefined;
}

export async function markClaimed(db: Db, id: string, ip: string | null, device: string | null): Promise<void> {
  await db
    .updateTable('member_rewards')
    .set({ status: 'claimed', claimed_at: sql<Date>`now()`, claim_ip: ip, claim_device: device })
    .where('id', '=', id)
    .where('status', '=', 'claimable')
    .execute();
}

/** Claimable rewards past their expiry become expired; answers how many. */
export async function expireClaimable(db: Db, now: Date, limit = 5000): Promise<number> {
  const r = await sql`
    UPDATE member_rewards SET status = 'expired'
     WHERE id IN (SELECT id FROM member_rewards WHERE status = 'claimable' AND expires_at <= ${now}
                   ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

const wageringActive = (db: Db, merchantId: string, memberId: string) =>
  db
    .selectFrom('member_rewards')
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'claimed')
    .where('turnover_required', '>', '0')
    .where('wagering_met_at', 'is', null)
    .where('wagering_voided_at', 'is', null);

/** What bonuses being wagered lock (their amounts) and the turnover they still need. */
export async function wageringTotals(db: Db, merchantId: string, memberId: string) {
  return wageringActive(db, merchantId, memberId)
    .select([
      sql<string>`COALESCE(sum(amount), 0)::text`.as('locked'),
      sql<string>`COALESCE(sum(turnover_required - turnover_done), 0)::text`.as('left'),
    ])
    .executeTakeFirstOrThrow();
}

/** Bonuses being wagered that were claimed by `at`, oldest first, locked for the play's transaction. */
export async function lockWagering(db: Db, merchantId: string, memberId: string, at: Date) {
  return wageringActive(db, merchantId, memberId)
    .select(['id', 'turnover_required', 'turnover_done'])
    .where('claimed_at', '<=', at)
    .orderBy('claimed_at')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function addTurnover(db: Db, id: string, add: bigint, met: boolean): Promise<void> {
  await db
    .updateTable('member_rewards')
    .set({
      turnover_done: sql<string>`turnover_done + ${add}::bigint`,
      ...(met ? { wagering_met_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** A member's rewards of one status, newest first. */
export async function pageOfRewards(db: Db, merchantId: string, memberId: string, status: RewardStatus, page: PageRequest) {
  return (await db
    .selectFrom('member_rewards')
    .select(rewardColumns)
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute()) as RewardRow[];
}

/** How many rewards the member has per status. */
export async function countsByStatus(db: Db, merchantId: string, memberId: string) {
  const rows = await db
    .selectFrom('member_rewards')
    .select(['status', sql<number>`count(*)::int`.as('n')])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .groupBy('status')
    .execute();
  const counts = { claimable: 0, claimed: 0, expired: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** Claimable rewards not yet past their expiry (the reward-centre badge). */
export async function claimableCount(db: Db, merchantId: string, memberId: string): Promise<number> {
  const r = await db
    .selectFrom('member_rewards')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'claimable')
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return r.n;
}

/** Claimed rewards with a turnover requirement (bonus details), newest first. */
export async function pageOfBonuses(db: Db, merchantId: string, memberId: string, page: PageRequest) {
  const base = db
    .selectFrom('member_rewards')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'claimed')
    .where('turnover_required', '>', '0');
  const rows = (await base
    .select(rewardColumns)
    .orderBy('claimed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(offsetOf(page))
    .execute()) as RewardRow[];
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: total.n };
}
