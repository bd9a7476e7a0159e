import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map.ts';

describe('setBounded', () => {
  it('keeps at most the limit, dropping the oldest first', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c', 'd'].entries()) setBounded(map, 3, key, index);
    expect([...map.entries()]).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('moves a key set again to the newest place without dropping another', () => {
    const map = new Map([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    setBounded(map, 3, 'a', 9);
    expect([...map.entries()]).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 9],
    ]);
    setBounded(map, 3, 'd', 3);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
  });
});
