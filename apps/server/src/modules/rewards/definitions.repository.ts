import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BonusKind } from '../../db/schema.rewards.js';

/** Kysely queries of bonus_definitions; rules live in definitions.service.ts. */

export interface DefinitionRow {
  id: string;
  merchant_id: string;
  kind: BonusKind;
  title: unknown;
  percent_bp: number;
  amount: string;
  max_amount: string;
  min_deposit: string;
  turnover_multiplier: string;
  validity_hours: number;
  starts_at: Date | null;
  ends_at: Date | null;
  enabled: boolean;
  one_per_person: boolean;
  created_at: Date;
}
const columns = [
  'id',
  'merchant_id',
  'kind',
  'title',
  'percent_bp',
  'amount',
  'max_amount',
  'min_deposit',
  'turnover_multiplier',
  'validity_hours',
  'starts_at',
  'ends_at',
  'enabled',
  'one_per_person',
  'created_at',
] as const;

export interface DefinitionValues {
  kind: BonusKind;
  title: string;
  percent_bp: number;
  amount: string;
  max_amount: string;
  min_deposit: string;
  turnover_multiplier: number;
  validity_hours: number;
  starts_at: string | null;
  ends_at: string | null;
  enabled: boolean;
  one_per_person: boolean;
}

export async function listDefinitions(db: Db, merchantId: string) {
  return (await db
    .selectFrom('bonus_definitions')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute()) as DefinitionRow[];
}

export async function definitionById(db: Db, merchantId: string, id: string, lock = false) {
  let q = db.selectFrom('bonus_definitions').select(columns).where('merchant_id', '=', merchantId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as DefinitionRow | undefined;
}

/** Enabled definitions of these kinds whose window holds `at`. */
export async function activeDefinitions(db: Db, merchantId: string, kinds: BonusKind[], at: Date) {
  return (await db
    .selectFrom('bonus_definitions')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('kind', 'in', kinds)
    .where('enabled', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('id')
    .execute()) as DefinitionRow[];
}

/** Merchants with an enabled definition of this kind (the daily rebate job's list). */
export async function merchantsWithKind(db: Db, kind: BonusKind): Promise<string[]> {
  const rows = await db
    .selectFrom('bonus_definitions')
    .select('merchant_id')
    .distinct()
    .where('kind', '=', kind)
    .where('enabled', '=', true)
    .execute();
  return rows.map((r) => r.merchant_id);
}

export async function insertDefinition(db: Db, merchantId: string, v: DefinitionValues): Promise<string> {
  const r = await db
    .insertInto('bonus_definitions')
    .values({ merchant_id: merchantId, ...v })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function updateDefinition(db: Db, merchantId: string, id: string, v: DefinitionValues): Promise<void> {
  await db
    .updateTable('bonus_definitions')
    .set({ ...v, updated_at: sql<Date>`now()` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

/** Deletes the definition when no reward names it; answers whether it did. */
export async function deleteUnusedDefinition(db: Db, merchantId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('bonus_definitions')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('member_rewards').select('member_rewards.id').where('member_rewards.definition_id', '=', id))),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
