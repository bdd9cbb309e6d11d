import { VIEWS_PER_LIST, type GridList, type OpsView, type OpsViewBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import type { MerchantOperator } from '../operator/index.js';
import { personOnly } from './tasks.service.js';
import { deleteView, insertView, lockViewsOf, viewsOf, type ViewRow } from './views.repository.js';

const present = (v: ViewRow): OpsView => ({
  id: v.id,
  list: v.list as GridList,
  name: v.name,
  search: v.search as OpsView['search'],
  createdAt: v.created_at.toISOString(),
});

/** The caller's saved views of a list on the acting merchant, by name. */
export async function myViews(db: Db, op: MerchantOperator, list: GridList): Promise<OpsView[]> {
  personOnly(op);
  return (await viewsOf(db, op.id, op.merchantId, list)).map(present);
}

/**
 * Saves the list's state under a name. A view is the operator's own: nothing another operator
 * sees, so it is not an audited change.
 */
export async function saveView(db: Db, op: MerchantOperator, body: OpsViewBody): Promise<OpsView> {
  personOnly(op);
  return db.transaction().execute(async (trx) => {
    await lockViewsOf(trx, op.id);
    if ((await viewsOf(trx, op.id, op.merchantId, body.list)).length >= VIEWS_PER_LIST) throw new AppError('views_full');
    const row = await insertView(trx, { operatorId: op.id, merchantId: op.merchantId, ...body });
    if (!row) throw new AppError('view_name_taken');
    return present(row);
  });
}

export async function removeView(db: Db, op: MerchantOperator, id: string): Promise<void> {
  personOnly(op);
  if (!(await deleteView(db, id, op.id, op.merchantId))) throw new AppError('not_found');
}
