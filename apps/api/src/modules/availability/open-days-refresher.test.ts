import { describe, expect, it, vi } from 'vitest';
import { createOpenDaysRefresher } from './open-days-refresher.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(options: { delayMs?: number; pollMs?: number; fail?: boolean } = {}) {
  const runs: number[] = [];
  const errors: string[] = [];
  const refresher = createOpenDaysRefresher({
    refresh: async () => {
      runs.push(Date.now());
      await sleep(5);
      if (options.fail) throw new Error('database gone');
      return 1;
    },
    log: { error: (obj) => errors.push((obj as { err: string }).err) },
    delayMs: options.delayMs ?? 30,
    pollMs: options.pollMs ?? 60_000,
  });
  return { refresher, runs, errors };
}

describe('open days refresher', () => {
  it('does nothing until started (tests and scripts refresh themselves)', async () => {
    const { refresher, runs } = setup();
    refresher.nudge();
    await sleep(80);
    expect(runs).toHaveLength(0);
  });

  it('refreshes once for every nudge within its delay, and again for a nudge after it', async () => {
    const { refresher, runs } = setup();
    refresher.start();
    const started = Date.now();
    for (let index = 0; index < 20; index += 1) refresher.nudge();
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000 });
    expect(runs[0]! - started).toBeGreaterThanOrEqual(25);
    await sleep(100);
    expect(runs).toHaveLength(1);
    refresher.nudge();
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 10_000 });
    await refresher.stop();
  });

  it('polls without nudges, logs a failed refresh and keeps polling, and stops', async () => {
    const { refresher, runs, errors } = setup({ pollMs: 25, fail: true });
    refresher.start();
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    expect(errors[0]).toBe('database gone');
    await refresher.stop();
    const after = runs.length;
    refresher.nudge();
    await sleep(100);
    expect(runs).toHaveLength(after);
  });
});
