import { describe, expect, it } from 'vitest';
import { createProcessCache } from './process-cache.ts';

describe('process cache', () => {
  it('keeps at most its limit, dropping the oldest first', () => {
    const cache = createProcessCache<string, number>({ name: 'test', limit: 3 });
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) cache.set(key, index);
    expect(cache.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key))).toEqual([undefined, 1, 2, 3]);
  });

  it('moves a key set again to the newest place without dropping another', () => {
    const cache = createProcessCache<string, number>({ name: 'test', limit: 3 });
    cache.set('a', 0);
    cache.set('b', 1);
    cache.set('c', 2);
    cache.set('a', 9);
    expect(cache.size).toBe(3);
    cache.set('d', 3);
    expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key))).toEqual([9, undefined, 2, 3]);
  });

  it('reads an entry older than its lifetime as absent', () => {
    let now = 1_000;
    const cache = createProcessCache<string, string>({ name: 'test', limit: 2, ttlMs: 100, now: () => now });
    expect(cache.set('a', 'x')).toBe('x');
    now += 99;
    expect(cache.get('a')).toBe('x');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('says its name and bounds, and refuses a limit that bounds nothing', () => {
    const cache = createProcessCache({ name: 'venues.search-totals', limit: 5_000, ttlMs: 10_000 });
    expect({ name: cache.name, limit: cache.limit, ttlMs: cache.ttlMs }).toEqual({
      name: 'venues.search-totals',
      limit: 5_000,
      ttlMs: 10_000,
    });
    expect(() => createProcessCache({ name: 'unbounded', limit: Infinity })).toThrow(/limit/);
  });
});
