/**
 * A bounded in-process map whose entries hold for `ttlMs` (Infinity: until evicted). For values
 * read on a hot path that change rarely; a miss (null or undefined) is not kept, so a value that
 * appears later is seen at once. Least recently stored entries go first past `max`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
  ) {}

  async get(key: string, load: () => Promise<V | null | undefined>): Promise<V | null | undefined> {
    const hit = this.entries.get(key);
    if (hit && Date.now() < hit.until) return hit.value;
    const value = await load();
    if (value === null || value === undefined) this.entries.delete(key);
    else {
      this.entries.delete(key);
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, until: Date.now() + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** One cache per database handle: tests and tools run several databases in one process. */
export function cachePerDb<D extends object, V>(make: () => TtlCache<V>): (db: D) => TtlCache<V> {
  const caches = new WeakMap<D, TtlCache<V>>();
  return (db) => {
    let c = caches.get(db);
    if (!c) caches.set(db, (c = make()));
    return c;
  };
}
