import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The rows of the console's background tasks (operator_tasks and their chunks and row outcomes). */

export const TASK_COLUMNS = [
  'id',
  'merchant_id',
  'operator_id',
  'kind',
  'list',
  'request',
  'status',
  'done_rows',
  'failed_rows',
  'error',
  'created_at',
  'finished_at',
  'expires_at',
] as const;

export const insertTask = (
  db: Db,
  t: { merchantId: string; operatorId: string; kind: 'export' | 'bulk'; list: string; request: object },
) =>
  db
    .insertInto('operator_tasks')
    .values({
      merchant_id: t.merchantId,
      operator_id: t.operatorId,
      kind: t.kind,
      list: t.list,
      request: JSON.stringify(t.request),
    })
    .returning(TASK_COLUMNS)
    .executeTakeFirstOrThrow();

export type TaskRow = Awaited<ReturnType<typeof insertTask>>;

/** One of the operator's own tasks of the merchant, unexpired. */
export const ownTask = (db: Db, id: string, operatorId: string, merchantId: string) =>
  db
    .selectFrom('operator_tasks')
    .select(TASK_COLUMNS)
    .where('id', '=', id)
    .where('operator_id', '=', operatorId)
    .where('merchant_id', '=', merchantId)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();

export const ownTasks = (db: Db, operatorId: string, merchantId: string) =>
  db
    .selectFrom('operator_tasks')
    .select(TASK_COLUMNS)
    .where('operator_id', '=', operatorId)
    .where('merchant_id', '=', merchantId)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

/** A bulk task's refused rows (the first 100: the operator reads them, the audit trail has the rest). */
export const taskFailures = (db: Db, id: string) =>
  db
    .selectFrom('operator_task_rows')
    .select(['row_id', 'error'])
    .where('task_id', '=', id)
    .where('error', 'is not', null)
    .orderBy('row_id')
    .limit(100)
    .execute();

/** How long a running task may go without a beat before another worker takes it up. */
export const STALE_SECONDS = 120;

/**
 * Takes a task to run: a queued one, or a running one whose worker stopped beating. Answers
 * null when another worker has it (pg-boss sent it twice, or the sweep raced the send).
 */
export const claimTask = (db: Db, id: string) =>
  db
    .updateTable('operator_tasks')
    .set({ status: 'running', beat_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'running'), eb('beat_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_SECONDS})`)]),
      ]),
    )
    .returning(TASK_COLUMNS)
    .executeTakeFirst();

/** Progress, and the beat that says the worker is alive. */
export const beat = (db: Db, id: string, done: number, failed: number) =>
  db
    .updateTable('operator_tasks')
    .set({ done_rows: done, failed_rows: failed, beat_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

export const finishTask = (db: Db, id: string, status: 'done' | 'failed', done: number, failed: number, error: string | null) =>
  db
    .updateTable('operator_tasks')
    .set({ status, done_rows: done, failed_rows: failed, error, finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

/** Tasks a send never reached (queued a while) or whose worker died (running, no beat): the sweep runs them. */
export const waitingTaskIds = async (db: Db): Promise<string[]> =>
  (
    await db
      .selectFrom('operator_tasks')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('created_at', '<', sql<Date>`now() - interval '30 seconds'`)]),
          eb.and([eb('status', '=', 'running'), eb('beat_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_SECONDS})`)]),
        ]),
      )
      .orderBy('created_at')
      .limit(20)
      .execute()
  ).map((r) => r.id);

export const clearChunks = (db: Db, id: string) => db.deleteFrom('operator_task_chunks').where('task_id', '=', id).execute();

export const addChunk = (db: Db, id: string, seq: number, body: string) =>
  db.insertInto('operator_task_chunks').values({ task_id: id, seq, body }).execute();

/** The file's chunks in order, a few at a time (the download streams them). */
export const chunksFrom = (db: Db, id: string, afterSeq: number, limit: number) =>
  db
    .selectFrom('operator_task_chunks')
    .select(['seq', 'body'])
    .where('task_id', '=', id)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();

/** Rows a bulk task already did, with their refusal if any (a task taken up again skips them). */
export const doneRows = async (db: Db, id: string): Promise<Map<string, string | null>> =>
  new Map(
    (await db.selectFrom('operator_task_rows').select(['row_id', 'error']).where('task_id', '=', id).execute()).map((r) => [
      r.row_id,
      r.error,
    ]),
  );

export const recordRow = (db: Db, id: string, rowId: string, error: string | null) =>
  db
    .insertInto('operator_task_rows')
    .values({ task_id: id, row_id: rowId, error })
    .onConflict((oc) => oc.doNothing())
    .execute();

/** Expired tasks go with their files and row outcomes (saved views stay until their operator deletes them). */
export const purgeExpiredTasks = async (db: Db): Promise<void> => {
  await db
    .deleteFrom('operator_tasks')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
};
