import type { Db } from '../../db/database.js';
import { etagOf } from '../../lib/etag.js';
import { VersionedCache, type Expiring } from '../../lib/versioned-cache.js';
import { catalogVersion } from '../catalog/index.js';

/**
 * Public content answers (announcements, help) are cached in-process per merchant, language
 * and query. An entry is good while the merchant's catalog version (bumped by database
 * triggers on every content change, see migration 20261122122000_content.sql) is unchanged
 * and until the next schedule boundary (an announcement starting or ending).
 */
export interface CachedAnswer<T> {
  value: T;
  /** Strong validator: the version plus a digest of the answer (the answer also changes on schedule, within a version). */
  etag: string;
}

// Many merchants × languages × type lists: bounded, least recently used out first.
const cache = new VersionedCache(2000);

/** `load` answers the value and until when it holds (Infinity when no schedule applies). */
export async function cachedAnswer<T>(
  db: Db,
  merchantId: string,
  key: string,
  load: () => Promise<Expiring<T>>,
): Promise<CachedAnswer<T>> {
  const version = await catalogVersion(db, merchantId);
  return cache.getExpiring(`${merchantId}|${key}`, version, async () => {
    const { value, validUntil } = await load();
    return { value: { value, etag: etagOf(`v${version}`, JSON.stringify(value)) }, validUntil };
  });
}
