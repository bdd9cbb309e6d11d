import type { TransferHistoryPage, transferHistoryQuery } from '@playhouse/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { iso, offsetOf, pageFrom } from '../../core/page.js';
import { resolveRange, type CalendarOwner } from '../records/index.js';
import * as repo from './transfers.repository.js';

/**
 * transferFund's history: the member's own transfers, newest first, each with its state
 * (pending until the vendor's answer or reconciliation settles it). Days as the records read
 * them when a range is asked for; without one, every transfer (the list is paged).
 */
export async function transferHistory(
  db: Db,
  o: CalendarOwner,
  q: z.output<typeof transferHistoryQuery>,
): Promise<TransferHistoryPage> {
  const range = q.from || q.to ? resolveRange(q, o.timeZone) : null;
  const filter = { vendor: q.vendor, status: q.status, range };
  const total = await repo.countHistory(db, o, filter);
  const offset = offsetOf(q);
  const rows = offset < total ? await repo.historyPageQuery(db, o, filter, q.pageSize, offset).execute() : [];
  const content = rows.map((r) => ({
    id: r.id,
    vendor: r.vendor_code,
    vendorName: r.vendor_name,
    direction: r.direction,
    amount: r.amount,
    status: r.status,
    createdAt: iso(r.created_at)!,
    settledAt: iso(r.settled_at),
  }));
  return pageFrom(content, total, q);
}
