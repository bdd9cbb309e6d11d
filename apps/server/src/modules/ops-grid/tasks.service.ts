import { Readable } from 'node:stream';
import { API, type GridList, type OpsBulkBody, type OpsExportBody, type OpsTask } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import { TASK_QUEUE, type StoredRequest } from './task-runner.js';
import { chunksFrom, insertTask, ownTask, ownTasks, taskFailures, type TaskRow } from './tasks.repository.js';

/** Tasks are an operator person's (its console session): a machine key pages the list calls itself. */
export function personOnly(op: MerchantOperator): void {
  if (op.kind !== 'user') throw new AppError('operator_person_required');
}

async function present(db: Db, t: TaskRow): Promise<OpsTask> {
  const request = t.request as StoredRequest;
  const failures = t.kind === 'bulk' && t.failed_rows > 0 ? await taskFailures(db, t.id) : [];
  return {
    id: t.id,
    kind: t.kind,
    list: t.list as GridList,
    action: request.action ?? null,
    status: t.status,
    done: t.done_rows,
    failed: t.failed_rows,
    error: t.error,
    createdAt: t.created_at.toISOString(),
    finishedAt: t.finished_at?.toISOString() ?? null,
    download: t.kind === 'export' && t.status === 'done' ? API.operator.taskFile.replace(':id', t.id) : null,
    failures: failures.map((f) => ({ row: f.row_id, code: f.error ?? '' })),
    expiresAt: t.expires_at.toISOString(),
  };
}

/**
 * Starts a task: its row and its audit entry in one transaction, then the send to pg-boss
 * (lost, the sweep runs it a little later).
 */
async function start(deps: Deps, op: MerchantOperator, kind: 'export' | 'bulk', list: GridList, request: StoredRequest) {
  personOnly(op);
  const task = await deps.db.transaction().execute(async (trx) => {
    const row = await insertTask(trx, { merchantId: op.merchantId, operatorId: op.id, kind, list, request });
    const { ip: _ip, ...asked } = request;
    await appendAudit(trx, op, { action: `task.${kind}`, targetType: 'task', targetId: row.id, after: { list, ...asked } });
    return row;
  });
  await deps.jobs.send(TASK_QUEUE, { id: task.id });
  return present(deps.db, task);
}

export const startExport = (deps: Deps, op: MerchantOperator, body: OpsExportBody) =>
  start(deps, op, 'export', body.list, { filter: body.filter, ip: op.ip });

export const startBulk = (deps: Deps, op: MerchantOperator, body: OpsBulkBody) =>
  start(deps, op, 'bulk', body.list, { filter: body.filter, ip: op.ip, action: body.action, reason: body.reason, max: body.max });

export async function myTasks(db: Db, op: MerchantOperator): Promise<OpsTask[]> {
  personOnly(op);
  return Promise.all((await ownTasks(db, op.id, op.merchantId)).map((t) => present(db, t)));
}

export async function myTask(db: Db, op: MerchantOperator, id: string): Promise<OpsTask> {
  personOnly(op);
  const t = await ownTask(db, id, op.id, op.merchantId);
  if (!t) throw new AppError('not_found');
  return present(db, t);
}

/** A finished export's CSV as a stream of its chunks (a BOM first, so spreadsheets read it as UTF-8). */
export async function exportFile(db: Db, op: MerchantOperator, id: string): Promise<{ name: string; body: Readable }> {
  personOnly(op);
  const t = await ownTask(db, id, op.id, op.merchantId);
  if (!t) throw new AppError('not_found');
  if (t.kind !== 'export' || t.status !== 'done') throw new AppError('task_not_ready');
  async function* chunks() {
    yield '\uFEFF';
    let after = -1;
    for (;;) {
      const rows = await chunksFrom(db, id, after, 20);
      for (const r of rows) yield r.body;
      if (rows.length < 20) return;
      after = rows[rows.length - 1]!.seq;
    }
  }
  return { name: `${op.merchant.code}-${t.list}-${t.id}.csv`, body: Readable.from(chunks()) };
}
