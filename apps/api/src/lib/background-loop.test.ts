import { describe, expect, it, vi } from 'vitest';
import { createBackgroundLoop } from './background-loop.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(options: { nudgeDelayMs?: number; pollMs?: number; fail?: boolean; runMs?: number } = {}) {
  const runs: number[] = [];
  const errors: string[] = [];
  const loop = createBackgroundLoop({
    run: async () => {
      runs.push(Date.now());
      await sleep(options.runMs ?? 5);
      if (options.fail) throw new Error('database gone');
      return 1;
    },
    onError: (error) => errors.push((error as Error).message),
    nudgeDelayMs: options.nudgeDelayMs ?? 30,
    pollMs: options.pollMs ?? 60_000,
  });
  return { loop, runs, errors };
}

describe('background loop (the job runner and the open-days refresher)', () => {
  it('does nothing on a nudge until started (tests and scripts run it themselves)', async () => {
    const { loop, runs } = setup();
    loop.nudge();
    await sleep(80);
    expect(runs).toHaveLength(0);
  });

  it('runs once for every nudge within its delay, and again for a nudge after it', async () => {
    const { loop, runs } = setup();
    loop.start();
    const started = Date.now();
    for (let index = 0; index < 20; index += 1) loop.nudge();
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000 });
    expect(runs[0]! - started).toBeGreaterThanOrEqual(25);
    await sleep(100);
    expect(runs).toHaveLength(1);
    loop.nudge();
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 10_000 });
    await loop.stop();
  });

  it('shares a run in progress with later callers and runs once more for them; the result counts both runs', async () => {
    const { loop, runs } = setup({ runMs: 40 });
    const first = loop.runNow();
    await sleep(10);
    const [a, b, c] = await Promise.all([first, loop.runNow(), loop.runNow()]);
    // Three calls during one run: one more run covers the two that came late.
    expect(runs).toHaveLength(2);
    expect([a, b, c]).toEqual([2, 2, 2]);
    await expect(loop.runNow()).resolves.toBe(1);
  });

  it('gives a caller of runNow the error of a failed run', async () => {
    const { loop, errors } = setup({ fail: true });
    await expect(loop.runNow()).rejects.toThrow('database gone');
    expect(errors).toEqual([]);
  });

  it('polls without nudges, reports a failed run and keeps polling, and stops', async () => {
    const { loop, runs, errors } = setup({ pollMs: 25, fail: true });
    loop.start();
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(errors[0]).toBe('database gone');
    await loop.stop();
    const after = runs.length;
    loop.nudge();
    await sleep(100);
    expect(runs).toHaveLength(after);
  });

  it('waits for the run in progress when stopped', async () => {
    const { loop } = setup({ runMs: 60 });
    let finished = false;
    void loop.runNow().then(() => (finished = true));
    await sleep(10);
    await loop.stop();
    expect(finished).toBe(true);
  });
});
