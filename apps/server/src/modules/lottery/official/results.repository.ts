import { sql } from 'kysely';
import type { OfficialResult, ResultOrigin } from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';

/** An operator as official_results records them: "user:<id>" or "key:<id>", and the name at the time. */
export interface Actor {
  ref: string;
  name: string;
}

export interface EntryRow {
  id: string;
  merchant_id: string;
  draw_id: string;
  result: OfficialResult;
  origin: ResultOrigin;
  status: 'pending' | 'approved' | 'rejected' | 'superseded';
  entered_by: string | null;
}

/** A result waiting for a person's approval (or, for automatic sources, approved at once). */
export async function insertEntry(
  db: Db,
  e: {
    merchantId: string;
    drawId: string;
    result: OfficialResult;
    origin: ResultOrigin;
    reason: string | null;
    enteredBy: Actor | null;
    /** Who answered it when no person did (the feeds' names). */
    enteredName?: string;
  },
): Promise<string> {
  const r = await db
    .insertInto('official_results')
    .values({
      merchant_id: e.merchantId,
      draw_id: e.drawId,
      result: JSON.stringify(e.result),
      origin: e.origin,
      status: 'pending',
      reason: e.reason,
      entered_by: e.enteredBy?.ref ?? null,
      entered_name: e.enteredBy?.name ?? e.enteredName ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Locks an entry of the merchant for its approval. */
export async function lockEntry(trx: Db, merchantId: string, id: string): Promise<EntryRow | undefined> {
  const r = await sql<EntryRow>`
    SELECT id, merchant_id, draw_id, result, origin, status, entered_by
      FROM official_results WHERE id = ${id} AND merchant_id = ${merchantId} FOR UPDATE`.execute(trx);
  return r.rows[0];
}

/** The entry becomes the draw's version `version`; the draw's other pending entries are superseded. */
export async function approveEntry(
  trx: Db,
  e: Pick<EntryRow, 'id' | 'draw_id'>,
  version: number,
  by: Actor | null,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('official_results')
    .set({ status: 'approved', version, approved_by: by?.ref ?? null, approved_name: by?.name ?? null, approved_at: at })
    .where('id', '=', e.id)
    .execute();
  await trx
    .updateTable('official_results')
    .set({ status: 'superseded' })
    .where('draw_id', '=', e.draw_id)
    .where('status', '=', 'pending')
    .execute();
}

/** The merchant's entries waiting for approval, oldest first. */
export async function pendingEntries(db: Db, merchantId: string) {
  return db
    .selectFrom('official_results as r')
    .innerJoin('official_draws as d', 'd.id', 'r.draw_id')
    .innerJoin('official_games as g', 'g.id', 'd.game_id')
    .select([
      'r.id',
      'r.result',
      'r.origin',
      'r.reason',
      'r.entered_name',
      'r.entered_at',
      'd.draw_no',
      'd.source',
      'g.code',
      'g.lottery',
    ])
    .where('r.merchant_id', '=', merchantId)
    .where('r.status', '=', 'pending')
    .orderBy('r.entered_at')
    .orderBy('r.id')
    .limit(200)
    .execute();
}

/** The results feeds put up for a draw that still wait for a person. */
export async function pendingFeedResults(db: Db, drawId: string): Promise<OfficialResult[]> {
  const rows = await db
    .selectFrom('official_results')
    .select('result')
    .where('draw_id', '=', drawId)
    .where('origin', '=', 'feed')
    .where('status', '=', 'pending')
    .execute();
  return rows.map((r) => r.result);
}
