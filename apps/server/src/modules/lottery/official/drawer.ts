import type { Logger } from 'pino';
import type { Db } from '../../../db/database.js';
import type { Beacons } from '../engine/beacon.js';
import { drawDueFast } from './fast-draws.js';
import type { OfficialSources } from './feeds.js';
import { fetchDueResults, voidOverdue } from './results-due.js';
import { openAhead } from './scheduler.js';
import { settleOfficialBacklog } from './settlement.service.js';

/**
 * One pass of the official lotteries, run by the lottery drawer's loop on every instance (all of
 * it is safe side by side: idempotent inserts, SKIP LOCKED claims, results published under the
 * draw's row lock): open draws ahead (when `open`), draw the fast draws that are due, ask the
 * result sources of official draws that are due (the platform's feeds, the simulator in a demo
 * deployment: `sources`), void the overdue ones, then settle what has a result version not
 * settled yet (a new result, a correction) or a void not refunded yet.
 */
export async function officialTick(
  db: Db,
  beacons: Beacons,
  nowMs: number,
  open: boolean,
  sources: OfficialSources,
  log?: Logger,
): Promise<void> {
  if (open) await openAhead(db, beacons, nowMs);
  await drawDueFast(db, beacons, nowMs);
  await fetchDueResults(db, nowMs, sources, log);
  await voidOverdue(db, nowMs);
  await settleOfficialBacklog(db, nowMs, 50, (err, drawId) => log?.error({ err, drawId }, 'official draw settlement failed'));
}
