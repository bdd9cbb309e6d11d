import { sql } from 'kysely';
import type { LocalPeriod } from '@playhouse/contract';
import type { RgLimitKind, RgPeriod, SelfExclusionPeriod } from '@playhouse/contract/engagement';
import type { Db } from '../../db/database.js';
import { localDaySql } from '../../lib/calendar-sql.js';

/** The responsible-gaming module's queries: one Kysely query per function, no rules. */

export async function rgMember(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('rg_members')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** The member's row, made if missing, and locked: changes run one at a time. */
export async function lockRgMember(trx: Db, merchantId: string, memberId: string) {
  await trx
    .insertInto('rg_members')
    .values({ member_id: memberId, merchant_id: merchantId })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  return trx
    .selectFrom('rg_members')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function markPlayLimits(trx: Db, memberId: string) {
  await trx.updateTable('rg_members').set({ play_limits: true }).where('member_id', '=', memberId).execute();
}

export async function setRealityCheck(trx: Db, memberId: string, minutes: number) {
  await trx.updateTable('rg_members').set({ reality_check_minutes: minutes }).where('member_id', '=', memberId).execute();
}

export interface LimitRow {
  kind: RgLimitKind;
  period: RgPeriod;
  amount: string | null;
  pending_amount: string | null;
  pending_at: Date | null;
  /** The pending change's time has come: pending_amount is the one in force. */
  due: boolean;
}

export async function limitsOf(
  db: Db,
  merchantId: string,
  memberId: string,
  kinds?: readonly RgLimitKind[],
): Promise<LimitRow[]> {
  let q = db
    .selectFrom('rg_limits')
    .select(['kind', 'period', 'amount', 'pending_amount', 'pending_at'])
    .select(sql<boolean>`coalesce(pending_at <= now(), false)`.as('due'))
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId);
  if (kinds) q = q.where('kind', 'in', kinds);
  return (await q.execute()) as LimitRow[];
}

export async function saveLimit(
  trx: Db,
  l: {
    merchantId: string;
    memberId: string;
    kind: RgLimitKind;
    period: RgPeriod;
    amount: bigint | null;
    pendingAmount: bigint | null;
    pendingHours: number | null;
  },
) {
  const pendingAt = l.pendingHours === null ? null : sql<Date>`now() + make_interval(hours => ${l.pendingHours})`;
  const values = {
    amount: l.amount?.toString() ?? null,
    pending_amount: l.pendingAmount?.toString() ?? null,
    pending_at: pendingAt as unknown as Date | null,
    updated_at: sql<Date>`now()` as unknown as Date,
  };
  await trx
    .insertInto('rg_limits')
    .values({ merchant_id: l.merchantId, member_id: l.memberId, kind: l.kind, period: l.period, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

/** The member's current day, week (from Monday) and month in the merchant's time zone (rg.guard.ts periodsNow). */
export type LimitPeriods = Record<RgPeriod, LocalPeriod>;

/** The start of the earlier of the week and the month (a week may begin in the month before). */
const earliest = (p: LimitPeriods): Date => (p.week.from < p.month.from ? p.week.from : p.month.from);

export type Usage = Record<RgPeriod, bigint>;
const usage = (r: Record<string, string | null> | undefined, prefix: string): Usage => ({
  day: BigInt(r?.[`${prefix}d`] ?? 0),
  week: BigInt(r?.[`${prefix}w`] ?? 0),
  month: BigInt(r?.[`${prefix}m`] ?? 0),
});

/** Stakes and net loss counted for the member this day, week and month. */
export async function playUsage(db: Db, memberId: string, p: LimitPeriods): Promise<{ stake: Usage; loss: Usage }> {
  const r = await sql<Record<string, string | null>>`
    SELECT sum(stake) FILTER (WHERE day >= ${p.day.key}::date) AS sd, sum(stake) FILTER (WHERE day >= ${p.week.key}::date) AS sw,
           sum(stake) FILTER (WHERE day >= ${p.month.key}::date) AS sm, sum(loss) FILTER (WHERE day >= ${p.day.key}::date) AS ld,
           sum(loss) FILTER (WHERE day >= ${p.week.key}::date) AS lw, sum(loss) FILTER (WHERE day >= ${p.month.key}::date) AS lm
      FROM rg_play_days WHERE member_id = ${memberId} AND day >= least(${p.week.key}::date, ${p.month.key}::date)`.execute(db);
  return { stake: usage(r.rows[0], 's'), loss: usage(r.rows[0], 'l') };
}

/**
 * Deposits of the member this day, week and month: orders not failed (a pending order may still
 * be paid). A plain read of the payments module's deposits table (payments asks this module on
 * every deposit; it cannot be asked back).
 */
export async function depositUsage(db: Db, merchantId: string, memberId: string, p: LimitPeriods): Promise<Usage> {
  const r = await sql<Record<string, string | null>>`
    SELECT sum(amount) FILTER (WHERE created_at >= ${p.day.from}) AS dd,
           sum(amount) FILTER (WHERE created_at >= ${p.week.from}) AS dw,
           sum(amount) FILTER (WHERE created_at >= ${p.month.from}) AS dm
      FROM deposits
     WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND status <> 'failed'
       AND created_at >= ${earliest(p)}`.execute(db);
  return usage(r.rows[0], 'd');
}

/**
 * Counts the member's play of the month (and of a week begun in the month before) into the
 * running totals when their first stake or loss limit is set: stakes and stake minus win of
 * their bets not cancelled, by local day placed. A plain read of the bets table (the providers
 * module's; providers and lottery ask this module on every bet).
 */
export async function backfillPlayDays(trx: Db, merchantId: string, memberId: string, timeZone: string, p: LimitPeriods) {
  await sql`
    INSERT INTO rg_play_days AS d (member_id, day, merchant_id, stake, loss)
    SELECT ${memberId}, ${localDaySql(sql`b.placed_at`, timeZone)}, ${merchantId}, sum(b.stake), sum(b.stake - b.win)
      FROM bets b
     WHERE b.merchant_id = ${merchantId} AND b.member_id = ${memberId} AND b.status <> 'cancelled'
       AND b.placed_at >= ${earliest(p)}
     GROUP BY 2
    ON CONFLICT (member_id, day) DO UPDATE SET stake = d.stake + excluded.stake, loss = d.loss + excluded.loss`.execute(trx);
}

/** rg_play_check: null = no play limits; {} = allowed; {code, remaining} = refused. */
export async function playCheck(
  trx: Db,
  merchantId: string,
  memberId: string,
  stake: bigint,
  countsLoss: boolean,
): Promise<{ code?: string; remaining?: string } | null> {
  const r = await sql<{ v: { code?: string; remaining?: string } | null }>`
    SELECT rg_play_check(${merchantId}, ${memberId}, ${stake.toString()}::bigint, ${countsLoss}) AS v`.execute(trx);
  return r.rows[0]!.v;
}

export async function playRecord(trx: Db, merchantId: string, memberId: string, stake: bigint, loss: bigint) {
  await sql`SELECT rg_play_record(${merchantId}, ${memberId}, ${stake.toString()}::bigint, ${loss.toString()}::bigint)`.execute(
    trx,
  );
}

export async function insertExclusion(trx: Db, merchantId: string, memberId: string, period: SelfExclusionPeriod, until: Date) {
  return trx
    .insertInto('rg_exclusions')
    .values({ merchant_id: merchantId, member_id: memberId, period, until })
    .returning(['id', 'started_at', 'until'])
    .executeTakeFirstOrThrow();
}

/** The member's exclusion in force (not lifted, not ended), if any. */
export async function currentExclusion(db: Db, merchantId: string, memberId: string) {
  return db
    .selectFrom('rg_exclusions')
    .select(['id', 'period', 'started_at', 'until'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('lifted_at', 'is', null)
    .where('until', '>', sql<Date>`now()`)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function liftExclusion(trx: Db, id: string, operatorId: string, reason: string) {
  await trx
    .updateTable('rg_exclusions')
    .set({ lifted_at: sql<Date>`now()` as unknown as Date, lifted_by: operatorId, lift_reason: reason })
    .where('id', '=', id)
    .execute();
}

/**
 * Wins minus stakes of the member's rounds settled since `since` (the reality check's "net
 * result"): a plain read of the bets table over its member-and-time index.
 */
export async function netSince(db: Db, merchantId: string, memberId: string, since: Date): Promise<bigint> {
  const r = await sql<{ net: string | null }>`
    SELECT sum(win - stake) AS net FROM bets
     WHERE merchant_id = ${merchantId} AND member_id = ${memberId} AND placed_at >= ${since} AND status = 'settled'`.execute(db);
  return BigInt(r.rows[0]?.net ?? 0);
}
