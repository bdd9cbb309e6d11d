import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';

/**
 * Public content answers (announcements, help) are cached in-process per merchant, language
 * and query. An entry is good while the merchant's catalog_versions row (bumped by database
 * triggers on every content change, see migration 20261122122000_content.sql) is unchanged
 * and until the next schedule boundary (an announcement starting or ending).
 */
export interface CachedAnswer<T> {
  value: T;
  /** Strong validator: the version plus a digest of the answer. */
  etag: string;
}
interface Entry {
  version: string;
  validUntil: number;
  answer: CachedAnswer<unknown>;
}

const MAX_ENTRIES = 2000;
const entries = new Map<string, Entry>();

export async function catalogVersion(db: Db, merchantId: string): Promise<string> {
  const row = await db.selectFrom('catalog_versions').select('version').where('merchant_id', '=', merchantId).executeTakeFirst();
  return row?.version ?? '1';
}

export function etagOf(version: string, value: unknown): string {
  const digest = createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
  return `"v${version}-${digest}"`;
}

/** `load` answers the value and until when it holds (ms since epoch; Infinity when no schedule applies). */
export async function cachedAnswer<T>(
  db: Db,
  merchantId: string,
  key: string,
  load: () => Promise<{ value: T; validUntil: number }>,
): Promise<CachedAnswer<T>> {
  const version = await catalogVersion(db, merchantId);
  const fullKey = `${merchantId}|${key}`;
  const hit = entries.get(fullKey);
  if (hit && hit.version === version && Date.now() < hit.validUntil) return hit.answer as CachedAnswer<T>;
  const { value, validUntil } = await load();
  const answer = { value, etag: etagOf(version, value) };
  // Crude bound: many merchants × languages × type lists would otherwise grow without end.
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(fullKey, { version, validUntil, answer });
  return answer;
}
