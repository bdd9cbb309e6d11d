import { afterEach, describe, expect, it, vi } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

describe('VersionedCache', () => {
  afterEach(() => vi.useRealTimers());

  it('reuses an entry only for the same version', async () => {
    const cache = new VersionedCache(10);
    let calls = 0;
    const produce = async () => ++calls;
    expect(await cache.get('k', '1', produce)).toBe(1);
    expect(await cache.get('k', '1', produce)).toBe(1);
    expect(await cache.get('k', '2', produce)).toBe(2);
  });

  it('stays bounded, evicting the least recently used', async () => {
    const cache = new VersionedCache(3);
    for (const k of ['a', 'b', 'c']) await cache.get(k, '1', async () => k);
    await cache.get('a', '1', async () => 'fresh');
    await cache.get('d', '1', async () => 'd');
    expect(cache.size).toBe(3);
    expect(await cache.get('a', '1', async () => 'again')).toBe('a');
    expect(await cache.get('b', '1', async () => 'b2')).toBe('b2');
  });

  it('drops an entry at its validUntil even when the version still matches', async () => {
    vi.useFakeTimers({ now: 1_000 });
    const cache = new VersionedCache(10);
    let calls = 0;
    const produce = async () => ({ value: ++calls, validUntil: 2_000 });
    expect(await cache.getExpiring('k', '1', produce)).toBe(1);
    vi.setSystemTime(1_999);
    expect(await cache.getExpiring('k', '1', produce)).toBe(1);
    vi.setSystemTime(2_000);
    expect(await cache.getExpiring('k', '1', produce)).toBe(2);
  });
});
