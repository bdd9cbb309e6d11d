import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** An operator's saved views (operator_views). */
const columns = ['id', 'list', 'name', 'search', 'created_at'] as const;

export const viewsOf = (db: Db, operatorId: string, merchantId: string, list: string) =>
  db
    .selectFrom('operator_views')
    .select(columns)
    .where('operator_id', '=', operatorId)
    .where('merchant_id', '=', merchantId)
    .where('list', '=', list)
    .orderBy('name')
    .execute();

/** The count and the insert of a save under one lock per operator: two saves at once cannot pass the cap together. */
export const lockViewsOf = async (db: Db, operatorId: string) => {
  await sql`SELECT pg_advisory_xact_lock(hashtext('operator-views'), hashtext(${operatorId}))`.execute(db);
};

export type ViewRow = Awaited<ReturnType<typeof viewsOf>>[number];

/** Saves a view (or, under a name the operator used for this list, answers undefined). */
export const insertView = (db: Db, v: { operatorId: string; merchantId: string; list: string; name: string; search: object }) =>
  db
    .insertInto('operator_views')
    .values({
      operator_id: v.operatorId,
      merchant_id: v.merchantId,
      list: v.list,
      name: v.name,
      search: JSON.stringify(v.search),
    })
    .onConflict((oc) => oc.columns(['operator_id', 'merchant_id', 'list', 'name']).doNothing())
    .returning(columns)
    .executeTakeFirst();

export const deleteView = async (db: Db, id: string, operatorId: string, merchantId: string) =>
  (
    await db
      .deleteFrom('operator_views')
      .where('id', '=', id)
      .where('operator_id', '=', operatorId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst()
  ).numDeletedRows > 0n;
