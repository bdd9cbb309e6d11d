import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Queries of operator_email_codes: one live code per operator (hash only). */

export async function putCode(db: Db, c: { operatorId: string; email: string; codeHash: Buffer; minutes: number }) {
  const row = {
    email: c.email,
    code_hash: c.codeHash,
    attempts: 0,
    expires_at: sql<Date>`now() + make_interval(mins => ${c.minutes})` as unknown as Date,
  };
  await db
    .insertInto('operator_email_codes')
    .values({ operator_id: c.operatorId, ...row })
    .onConflict((oc) => oc.column('operator_id').doUpdateSet(row))
    .execute();
}

/** The operator's live code, locked: parallel guesses take turns and each is counted. */
export const lockCode = (db: Db, operatorId: string) =>
  db
    .selectFrom('operator_email_codes')
    .select(['email', 'code_hash', 'attempts', 'expires_at'])
    .where('operator_id', '=', operatorId)
    .where('expires_at', '>', sql<Date>`now()`)
    .forUpdate()
    .executeTakeFirst();

export async function countAttempt(db: Db, operatorId: string) {
  await db
    .updateTable('operator_email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('operator_id', '=', operatorId)
    .execute();
}

export async function dropCode(db: Db, operatorId: string) {
  await db.deleteFrom('operator_email_codes').where('operator_id', '=', operatorId).execute();
}
