import { describe, expect, it } from 'vitest';
import { createConnectionGate } from './pool.ts';

describe('the connection gate', () => {
  it('lets `size` callers through at once and makes the next wait', () => {
    const gate = createConnectionGate(2);
    expect(gate.acquire('inTurn')).toBeUndefined();
    expect(gate.acquire('ahead')).toBeUndefined();
    expect(gate.acquire('inTurn')).toBeInstanceOf(Promise);
    expect(gate.waiting('inTurn')).toBe(1);
  });

  it('gives a freed place to the waiters ahead first, each lane in the order it waited', async () => {
    const gate = createConnectionGate(1);
    expect(gate.acquire('inTurn')).toBeUndefined();
    const served: string[] = [];
    const wait = (lane: 'ahead' | 'inTurn', name: string) => gate.acquire(lane)!.then(() => served.push(name));
    const all = [
      wait('inTurn', 'first in turn'),
      wait('ahead', 'first ahead'),
      wait('inTurn', 'second in turn'),
      wait('ahead', 'second ahead'),
    ];
    for (let freed = 0; freed < all.length; freed += 1) {
      gate.release();
      await Promise.resolve();
      await Promise.resolve();
      expect(served).toHaveLength(freed + 1);
    }
    await Promise.all(all);
    expect(served).toEqual(['first ahead', 'second ahead', 'first in turn', 'second in turn']);
  });

  it('frees the place when nobody waits: the next caller goes at once', () => {
    const gate = createConnectionGate(1);
    expect(gate.acquire('inTurn')).toBeUndefined();
    gate.release();
    expect(gate.acquire('inTurn')).toBeUndefined();
    expect(gate.acquire('ahead')).toBeInstanceOf(Promise);
  });
});
