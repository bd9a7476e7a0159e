interface Logger {
  error(obj: object, msg: string): void;
}

export interface OpenDaysRefresherOptions {
  /** Recomputes every queued date (`availability.refreshQueuedOpenDates`). */
  refresh: () => Promise<number>;
  log: Logger;
  /**
   * How long a nudge waits before refreshing: the bookings that commit meanwhile share the refresh (at 100 bookings a
   * second on one listing, 20 of them), and the booking that nudged has committed by then.
   */
  delayMs?: number;
  /** The safety net: queued dates of a process that stopped before its refresh, or of a nudge that came too early. */
  pollMs?: number;
}

/**
 * Runs the open-days refresh after bookings (decision 007): soon after a nudge, and every `pollMs`. Concurrent runs
 * share one; a nudge during a run asks for another. Like the job runner, it does nothing until started (tests call
 * `refresh` themselves).
 */
export function createOpenDaysRefresher(options: OpenDaysRefresherOptions) {
  const { refresh, log } = options;
  const delayMs = options.delayMs ?? 200;
  const pollMs = options.pollMs ?? 2_000;
  let stopped = true;
  let soon: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let rerun = false;

  function run(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      do {
        rerun = false;
        await refresh();
      } while (rerun && !stopped);
    })()
      .catch((error) =>
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'open days refresh failed'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function poll() {
    if (stopped) return;
    poller = setTimeout(() => void run().finally(poll), pollMs);
    poller.unref();
  }

  return {
    /** Asks for a refresh `delayMs` from now, unless one is already due by then. */
    nudge() {
      if (stopped || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        void run();
      }, delayMs);
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
      await running;
    },
  };
}
export type OpenDaysRefresher = ReturnType<typeof createOpenDaysRefresher>;
