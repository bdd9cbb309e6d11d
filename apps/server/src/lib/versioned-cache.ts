/** A value and the moment it stops being right (ms since epoch; Infinity when only the version matters). */
export interface Expiring<T> {
  value: T;
  validUntil: number;
}

interface Entry {
  version: string;
  validUntil: number;
  value: unknown;
}

/**
 * A bounded in-process LRU of answers, each valid for one version of the data it was built
 * from. The version lives in the database (catalog_versions, bumped by triggers on every
 * catalog and content change), so an entry is used only while it still matches: a change
 * made anywhere shows on the next request of every instance. An entry may also run out
 * earlier, at its own validUntil (an announcement starting or ending on schedule).
 */
export class VersionedCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly max = 500) {}

  /** The value of `key` at `version`, produced and kept on a miss. */
  get<T>(key: string, version: string, produce: () => Promise<T>): Promise<T> {
    return this.getExpiring(key, version, async () => ({ value: await produce(), validUntil: Infinity }));
  }

  /** Like get, for a value that also says until when it holds. */
  async getExpiring<T>(key: string, version: string, produce: () => Promise<Expiring<T>>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() < hit.validUntil) {
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const { value, validUntil } = await produce();
    this.set(key, version, value, validUntil);
    return value;
  }

  /** The value of `key` at `version` when kept (and still valid), else undefined. */
  peek<T>(key: string, version: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.version !== version || Date.now() >= hit.validUntil) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value as T;
  }

  /** Keeps `value` as the value of `key` at `version`. */
  set(key: string, version: string, value: unknown, validUntil = Infinity): void {
    this.entries.delete(key);
    this.entries.set(key, { version, validUntil, value });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
