import { GRID_EXPORT_COLUMNS, GRID_READ_PERMISSION, type GridList, type MemberBulkAction } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { memberAction, setFrozen } from '../member-admin/index.js';
import { operatorActingAgain, type MerchantOperator } from '../operator/index.js';
import { csvRow, fieldAt } from './csv.js';
import { eachPage, filterOf } from './list-sources.js';
import {
  addChunk,
  beat,
  claimTask,
  clearChunks,
  doneRows,
  finishTask,
  recordRow,
  waitingTaskIds,
  type TaskRow,
} from './tasks.repository.js';

/** The pg-boss queue of the console's tasks: a request sends the task's id. */
export const TASK_QUEUE = 'console-task';

/** What a task row keeps of its request: the filter, the requester's address, and a bulk task's action. */
export interface StoredRequest {
  filter: unknown;
  ip: string;
  action?: MemberBulkAction;
  reason?: string;
  max?: number;
}

/**
 * Runs one task to its end, as the operator who asked for it acting now: a role or merchant
 * taken away meanwhile fails it. Another worker already on it: nothing happens here.
 */
export async function runTask(db: Db, id: string): Promise<void> {
  if (!/^\d{1,18}$/.test(id)) return;
  const task = await claimTask(db, id);
  if (!task) return;
  const request = task.request as StoredRequest;
  const list = task.list as GridList;
  const op = await operatorActingAgain(db, task.operator_id, task.merchant_id, request.ip);
  const may = (p: string) => op !== null && op.permissions.some((x) => x === p);
  if (!op || !may(GRID_READ_PERMISSION[list]) || (task.kind === 'bulk' && !may('members.manage'))) {
    await finishTask(db, id, 'failed', 0, 0, 'forbidden');
    return;
  }
  const progress = { done: 0, failed: 0 };
  try {
    if (task.kind === 'export') await writeExport(db, op, task, list, progress);
    else await runBulk(db, op, task, request, progress);
    await finishTask(db, id, 'done', progress.done, progress.failed, null);
  } catch (err) {
    await finishTask(db, id, 'failed', progress.done, progress.failed, err instanceof AppError ? err.code : 'unknown_error');
    // A fault (not a refusal) is logged by the job runner.
    if (!(err instanceof AppError)) throw err;
  }
}

/** The CSV: a header, then a chunk per page read (a task taken up again starts the file anew). */
async function writeExport(db: Db, op: MerchantOperator, task: TaskRow, list: GridList, progress: { done: number }) {
  const columns = GRID_EXPORT_COLUMNS[list];
  await clearChunks(db, task.id);
  await addChunk(db, task.id, 0, csvRow(columns));
  let seq = 0;
  await eachPage(db, op, list, filterOf(list, (task.request as StoredRequest).filter), async (page) => {
    if (page.rows.length === 0) return;
    await addChunk(db, task.id, ++seq, page.rows.map((row) => csvRow(columns.map((c) => fieldAt(row, c)))).join(''));
    progress.done += page.rows.length;
    await beat(db, task.id, progress.done, 0);
  });
}

const BULK: Record<MemberBulkAction, (db: Db, op: MerchantOperator, id: string, reason: string) => Promise<unknown>> = {
  freeze: (db, op, id, reason) => setFrozen(db, op, id, true, reason),
  unfreeze: (db, op, id, reason) => setFrozen(db, op, id, false, reason),
  endSessions: (db, op, id, reason) => memberAction(db, op, id, 'endSessions', reason),
};

/**
 * A bulk action: first the matching rows (more than the operator's `max` fails the task before
 * a row changes), then each row as its own call (its own audit entry); a refused row is
 * recorded with its code and the rest go on.
 */
async function runBulk(
  db: Db,
  op: MerchantOperator,
  task: TaskRow,
  request: StoredRequest,
  progress: { done: number; failed: number },
) {
  const max = request.max ?? 0;
  const ids: string[] = [];
  await eachPage(db, op, 'members', filterOf('members', request.filter), async (page) => {
    for (const row of page.rows) ids.push((row as { id: string }).id);
    return ids.length <= max;
  });
  if (ids.length > max) throw new AppError('bulk_too_many', { max });
  const already = await doneRows(db, task.id);
  for (const error of already.values()) progress[error === null ? 'done' : 'failed']++;
  const act = BULK[request.action!];
  for (const id of ids) {
    if (already.has(id)) continue;
    let error: string | null = null;
    try {
      await act(db, op, id, request.reason!);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      error = err.code;
    }
    await recordRow(db, task.id, id, error);
    if (error) progress.failed++;
    else progress.done++;
    if ((progress.done + progress.failed) % 20 === 0) await beat(db, task.id, progress.done, progress.failed);
  }
}

/** The sweep: runs tasks whose send was lost and takes up those whose worker died. */
export async function runWaitingTasks(db: Db): Promise<number> {
  const ids = await waitingTaskIds(db);
  for (const id of ids) await runTask(db, id);
  return ids.length;
}
