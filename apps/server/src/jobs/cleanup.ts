import type { Db } from '../db/database.js';
import { purgeExpiredCounters } from '../lib/rate-limit.js';

/** One module's purge of rows that can no longer be used (each module deletes only its own tables). */
export type Purge = (db: Db) => Promise<void>;

/** Deletes what can no longer be used: old sessions, codes, captchas, challenges and counters. */
export async function cleanupExpired(db: Db, purges: readonly Purge[]) {
  for (const purge of purges) await purge(db);
  await purgeExpiredCounters(db);
}
