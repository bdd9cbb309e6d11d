import type { GridList, OpsCount, OpsExportBody } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { MerchantOperator } from '../operator/index.js';
import { COUNTS, filterOf } from './list-sources.js';

/** How many rows a list's filter matches, for the grid's footer and the bulk action's "all N". */
export function countOf(db: Db, op: MerchantOperator, body: OpsExportBody): Promise<OpsCount> {
  const list: GridList = body.list;
  return (COUNTS[list] as (db: Db, op: MerchantOperator, f: unknown) => Promise<OpsCount>)(db, op, filterOf(list, body.filter));
}
