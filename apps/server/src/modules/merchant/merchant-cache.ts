import type { Db } from '../../db/database.js';
import type { Merchant } from './merchant.repository.js';

/** The merchant's catalog version (bumped by triggers on any change of the merchant too). */
export type VersionOf = (db: Db, merchantId: string) => Promise<string>;

interface Entry {
  merchant: Merchant;
  version: string;
}

const MAX_ENTRIES = 1000;
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The merchant of a request (by code or by domain) without a database read per request: an entry
 * holds while the merchant's catalog version is the one it was read at. Triggers bump that version
 * on every change of the merchant's row, flags, region rules and domains (migration
 * 20261126100100_merchant_versions.sql), and the version is known in memory through LISTEN
 * (catalog module), so a change made anywhere reaches the next request that comes after its
 * notification. An unknown code or domain is not kept: it is looked up each time.
 */
export async function cachedMerchant(
  db: Db,
  key: string,
  versionOf: VersionOf,
  find: () => Promise<Merchant | null>,
): Promise<Merchant | null> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && (await versionOf(db, hit.merchant.id)) === hit.version) return hit.merchant;
  const first = await find();
  if (!first) {
    cache.delete(key);
    return null;
  }
  // The version before the row that is kept: a change between the two bumps the version, so the
  // entry is read again next time instead of being kept with a newer version than its content.
  const version = await versionOf(db, first.id);
  const merchant = await find();
  if (merchant?.id === first.id) {
    cache.delete(key);
    cache.set(key, { merchant, version });
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return merchant;
}
