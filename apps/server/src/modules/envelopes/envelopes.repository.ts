import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The red-envelope tables: one query per function, no rules (envelopes.service.ts holds them). */

export interface DropRow {
  id: string;
  titles: unknown;
  starts_at: Date;
  ends_at: Date;
  pool: string;
  envelopes: number;
  min_amount: string;
  max_amount: string;
  min_vip_level: number;
  min_deposits: string;
  turnover_multiplier: string;
  created_by: string;
  created_at: Date;
  cancelled_at: Date | null;
}

const dropColumns = [
  'id',
  'titles',
  'starts_at',
  'ends_at',
  'pool',
  'envelopes',
  'min_amount',
  'max_amount',
  'min_vip_level',
  'min_deposits',
  'turnover_multiplier',
  'created_by',
  'created_at',
  'cancelled_at',
] as const;

export interface NewDrop {
  titles: { EN: string; TY: string };
  startsAt: Date;
  endsAt: Date;
  pool: bigint;
  envelopes: number;
  minAmount: bigint;
  maxAmount: bigint;
  minVipLevel: number;
  minDeposits: bigint;
  turnoverMultiplier: number;
  createdBy: string;
}

export async function insertDrop(db: Db, merchantId: string, d: NewDrop): Promise<string> {
  const row = await db
    .insertInto('envelope_drops')
    .values({
      merchant_id: merchantId,
      titles: JSON.stringify(d.titles),
      starts_at: d.startsAt,
      ends_at: d.endsAt,
      pool: d.pool,
      envelopes: d.envelopes,
      min_amount: d.minAmount,
      max_amount: d.maxAmount,
      min_vip_level: d.minVipLevel,
      min_deposits: d.minDeposits,
      turnover_multiplier: d.turnoverMultiplier,
      created_by: d.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The drop's envelopes, numbered 1..n in the (already shuffled) order given. */
export async function insertSlots(db: Db, merchantId: string, dropId: string, amounts: bigint[]): Promise<void> {
  await sql`INSERT INTO envelope_slots (drop_id, slot, merchant_id, amount)
            SELECT ${dropId}::bigint, s.n::int, ${merchantId}::bigint, s.amount
              FROM unnest(${amounts.map(String)}::bigint[]) WITH ORDINALITY AS s(amount, n)`.execute(db);
}

export async function dropById(db: Db, merchantId: string, id: string): Promise<DropRow | undefined> {
  return db
    .selectFrom('envelope_drops')
    .select(dropColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Running drops (not cancelled), those ending first first. */
export function liveDrops(db: Db, merchantId: string, now: Date): Promise<DropRow[]> {
  return db
    .selectFrom('envelope_drops')
    .select(dropColumns)
    .where('merchant_id', '=', merchantId)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at')
    .orderBy('id')
    .limit(20)
    .execute();
}

/** The next drop to start (not cancelled). */
export function nextDrop(db: Db, merchantId: string, now: Date): Promise<DropRow | undefined> {
  return db
    .selectFrom('envelope_drops')
    .select(dropColumns)
    .where('merchant_id', '=', merchantId)
    .where('cancelled_at', 'is', null)
    .where('starts_at', '>', now)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export interface ClaimRow {
  drop_id: string;
  amount: string;
  claimed_at: Date;
}

/** The member's envelopes among `dropIds`. */
export function claimsOf(db: Db, memberId: string, dropIds: string[]): Promise<ClaimRow[]> {
  if (dropIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('envelope_slots')
    .select(['drop_id', 'amount', 'claimed_at'])
    .where('drop_id', 'in', dropIds)
    .where('claimed_by', '=', memberId)
    .execute() as Promise<ClaimRow[]>;
}

/** Unclaimed envelopes per drop. */
export async function remainingOf(db: Db, dropIds: string[]): Promise<Map<string, number>> {
  if (dropIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('envelope_slots')
    .select(['drop_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('drop_id', 'in', dropIds)
    .where('claimed_by', 'is', null)
    .groupBy('drop_id')
    .execute();
  return new Map(rows.map((r) => [r.drop_id, Number(r.n)]));
}

/** Claimed count and amount per drop (the operator's list). */
export async function claimedTotals(db: Db, dropIds: string[]): Promise<Map<string, { count: number; amount: string }>> {
  if (dropIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('envelope_slots')
    .select(['drop_id', (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.sum<string>('amount').as('amount')])
    .where('drop_id', 'in', dropIds)
    .where('claimed_by', 'is not', null)
    .groupBy('drop_id')
    .execute();
  return new Map(rows.map((r) => [r.drop_id, { count: Number(r.n), amount: String(r.amount ?? '0') }]));
}

/**
 * Takes one unclaimed envelope of the drop for the member: the row is locked, rows other claims
 * hold are skipped, so concurrent claims each take a different envelope and none waits. A member
 * who already holds one fails the unique index (drop_id, claimed_by). Undefined when none is free.
 */
export async function takeEnvelope(
  db: Db,
  dropId: string,
  memberId: string,
): Promise<{ slot: number; amount: string } | undefined> {
  const r = await sql<{ slot: number; amount: string }>`
    UPDATE envelope_slots SET claimed_by = ${memberId}, claimed_at = now()
     WHERE (drop_id, slot) = (SELECT drop_id, slot FROM envelope_slots
                               WHERE drop_id = ${dropId} AND claimed_by IS NULL
                               ORDER BY slot LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING slot, amount`.execute(db);
  return r.rows[0];
}

export async function setSlotReward(db: Db, dropId: string, slot: number, rewardId: string): Promise<void> {
  await db
    .updateTable('envelope_slots')
    .set({ reward_id: rewardId })
    .where('drop_id', '=', dropId)
    .where('slot', '=', slot)
    .execute();
}

export async function cancelDrop(db: Db, merchantId: string, id: string): Promise<boolean> {
  const r = await db
    .updateTable('envelope_drops')
    .set({ cancelled_at: sql<Date>`now()` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Locks the drop row against a concurrent cancel while a claim pays (FOR SHARE: claims do not block each other). */
export async function dropForClaim(db: Db, merchantId: string, id: string): Promise<DropRow | undefined> {
  return db
    .selectFrom('envelope_drops')
    .select(dropColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
}

export async function dropPage(db: Db, merchantId: string, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('envelope_drops')
      .select(dropColumns)
      .where('merchant_id', '=', merchantId)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('envelope_drops')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
