import { COUNT_EXACT_UP_TO, gridFilters, type GridFilter, type GridList, type OpsCount } from '@playhouse/contract';
import { countOrEstimate } from '../../lib/row-count.js';
import type { Db } from '../../db/database.js';
import { adjustmentCountQuery, countMembers, findMembers, listAdjustments } from '../member-admin/index.js';
import { auditCount, auditPage, type MerchantOperator } from '../operator/index.js';
import { depositCountQuery, depositList, withdrawalCountQuery, withdrawalQueue } from '../payments/index.js';
import { betCountQuery, betList } from '../providers/index.js';

/** A page of a list as its call answers it: rows and the cursor of the next page. */
export interface ListPage {
  rows: readonly object[];
  next: string | null;
}

/** How many rows a task reads a page: the most every list call allows. */
export const TASK_PAGE = 100;

type Source<L extends GridList> = (
  db: Db,
  op: MerchantOperator,
  filter: GridFilter<L>,
  cursor: string | undefined,
) => Promise<ListPage>;

/**
 * Each list's pages, read by the same service call as the console's list, so a task sees
 * exactly the rows the operator's filter shows and nothing the operator may not see.
 */
export const SOURCES: { [L in GridList]: Source<L> } = {
  members: (db, op, f, cursor) => findMembers(db, op, { ...f, cursor, limit: TASK_PAGE }),
  withdrawals: (db, op, f, cursor) => withdrawalQueue(db, op, { ...f, cursor, limit: TASK_PAGE }),
  // Channel names in the merchant's default language: a file has no reader's language.
  deposits: (db, op, f, cursor) => depositList(db, op, { ...f, cursor, limit: TASK_PAGE }, op.merchant.defaultLanguage),
  adjustments: (db, op, f, cursor) => listAdjustments(db, op, { ...f, cursor, limit: TASK_PAGE }),
  audit: (db, op, f, cursor) => auditPage(db, op, { ...f, cursor, limit: TASK_PAGE }),
  bets: (db, op, f, cursor) => betList(db, op, { ...f, cursor, limit: TASK_PAGE }),
};

type Counter<L extends GridList> = (db: Db, op: MerchantOperator, filter: GridFilter<L>) => Promise<OpsCount>;
const counted = (db: Db, query: Parameters<typeof countOrEstimate>[1]) => countOrEstimate(db, query, COUNT_EXACT_UP_TO);

/** Each list's count of a filter, over the list's own filtered query (exact up to a bound, estimated beyond). */
export const COUNTS: { [L in GridList]: Counter<L> } = {
  members: (db, op, f) => countMembers(db, op, f),
  withdrawals: (db, op, f) => counted(db, withdrawalCountQuery(db, op.merchantId, f)),
  deposits: (db, op, f) => counted(db, depositCountQuery(db, op.merchantId, f)),
  adjustments: (db, op, f) => counted(db, adjustmentCountQuery(db, op.merchantId, f)),
  audit: (db, op, f) => auditCount(db, op, f),
  bets: (db, op, f) => counted(db, betCountQuery(db, op.merchantId, f)),
};

/** A stored filter read back through its list's schema (defaults filled, nothing else let in). */
export const filterOf = <L extends GridList>(list: L, stored: unknown): GridFilter<L> =>
  gridFilters[list].parse(stored) as GridFilter<L>;

/** Reads every page of a list's filter, handing each to `each`, until the list ends or `each` says stop. */
export async function eachPage<L extends GridList>(
  db: Db,
  op: MerchantOperator,
  list: L,
  filter: GridFilter<L>,
  each: (page: ListPage) => Promise<boolean | void>,
): Promise<void> {
  let cursor: string | undefined;
  for (;;) {
    const page = await (SOURCES[list] as Source<L>)(db, op, filter, cursor);
    if ((await each(page)) === false || page.next === null) return;
    cursor = page.next;
  }
}
