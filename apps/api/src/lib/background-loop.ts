export interface BackgroundLoopOptions {
  /** One pass of the work; returns how many items it handled. */
  run: () => Promise<number>;
  /** The safety net between nudges: work left by a process that stopped, or queued by a nudge that came too early. */
  pollMs: number;
  /**
   * How long a nudge waits before running: the work committed meanwhile shares the run (the open-days refresh). 0
   * runs on the next turn of the event loop.
   */
  nudgeDelayMs?: number;
  /** A failed run started by a nudge or the poll (a caller of `runNow` gets the error instead). */
  onError: (error: unknown) => void;
}

/**
 * Background work that runs soon after a nudge and every `pollMs`, one run at a time: concurrent asks share the run
 * in progress, and an ask during it makes it go once more, so work queued during a run is not left for the poll. It
 * does nothing on its own until started: tests and scripts call `runNow` themselves. The job runner and the open-days
 * refresher are built on it.
 */
export function createBackgroundLoop(options: BackgroundLoopOptions) {
  const { run, pollMs, onError } = options;
  const nudgeDelayMs = options.nudgeDelayMs ?? 0;
  let stopped = true;
  let running: Promise<number> | undefined;
  let again = false;
  let soon: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;

  /** Runs now, or joins the run in progress and asks for another; resolves with the items handled in all. */
  function runNow(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await run();
      } while (again);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function poll() {
    if (stopped) return;
    poller = setTimeout(() => void runNow().catch(onError).finally(poll), pollMs);
    poller.unref();
  }

  return {
    runNow,
    /** Asks for a run `nudgeDelayMs` from now, unless one is already due by then. Does nothing until started. */
    nudge() {
      if (stopped || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        void runNow().catch(onError);
      }, nudgeDelayMs);
      soon.unref();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      poll();
    },
    /** Stops the timers and waits for a run in progress. */
    async stop() {
      stopped = true;
      clearTimeout(soon);
      clearTimeout(poller);
      soon = undefined;
      await running?.catch(() => undefined);
    },
  };
}
export type BackgroundLoop = ReturnType<typeof createBackgroundLoop>;
