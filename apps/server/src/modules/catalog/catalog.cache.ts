/**
 * A small bounded LRU of catalog answers, keyed by merchant, language and query, and valid
 * for one catalog version. The version lives in the database (catalog_versions, bumped by
 * triggers), so an entry is used only while it matches: a change made anywhere shows on
 * the next request of every instance.
 */
export class VersionedCache {
  private readonly entries = new Map<string, { version: string; value: unknown }>();

  constructor(private readonly max = 500) {}

  async get<T>(key: string, version: string, produce: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const value = await produce();
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
