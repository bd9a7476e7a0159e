import { sql } from 'drizzle-orm';
import { afterCommit, COMMITS_LAZILY, rootOf, type Database } from '../../db/client.ts';

/** The NOTIFY channel; its payload names a committed `events` row: `id/user id` (store.ts `announcedBy`). */
export const EVENTS_CHANNEL = 'app_events';

/** Announcements sent in one statement at most (well under PostgreSQL's limits on a statement's size). */
const ANNOUNCE_BATCH = 1000;

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface Announcer {
  /** Announces committed events (`id/user` payloads, `announcedBy`) to every process's hub. */
  announce(payloads: string[]): void;
  /** Resolves once what was handed to `announce` so far has been sent (or failed and was logged). */
  settled(): Promise<void>;
}

/**
 * Tells every process's hub of committed events (decision 029): what one tick gathers goes out in one NOTIFY
 * statement of its own, in order, on `ahead` (it goes before new work, since what it announces has committed) and
 * without waiting for the WAL (a NOTIFY is delivered at commit and kept nowhere). A failure is logged: the events
 * are stored, and clients recover them by Last-Event-ID replay.
 */
export function createAnnouncer(options: { ahead: Pick<Database, 'execute'>; log: Logger }): Announcer {
  const toAnnounce: string[] = [];
  let sending: Promise<void> | undefined;
  async function send() {
    // Let the other statements of this tick add theirs, so they share one statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (toAnnounce.length > 0) {
      const payloads = toAnnounce.splice(0, ANNOUNCE_BATCH);
      try {
        await options.ahead.execute(
          sql`with lazily as (select ${COMMITS_LAZILY})
            select count(pg_notify(${EVENTS_CHANNEL}, payload)) from lazily,
              jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
        );
      } catch (error) {
        options.log.warn(
          { err: (error as Error).message, count: payloads.length },
          'events could not be announced; clients recover them by Last-Event-ID replay',
        );
      }
    }
  }
  return {
    announce(payloads) {
      if (payloads.length === 0) return;
      toAnnounce.push(...payloads);
      sending ??= send().finally(() => {
        sending = undefined;
      });
    },
    settled: async () => {
      await sending;
    },
  };
}

const announcers = new WeakMap<object, Announcer>();

/** `announcer` announces what is written on `database` (its first one stays: the app's own, made with its hub). */
export function useAnnouncer(database: { db: object; ahead: object }, announcer: Announcer) {
  for (const handle of [database.db, database.ahead]) if (!announcers.has(handle)) announcers.set(handle, announcer);
}

const consoleLog: Logger = { warn: (fields, message) => console.warn(message, fields) };

/**
 * The one way a change's events are announced: once what `executor` wrote has committed (`afterCommit`), by the
 * announcer of the database it runs on. A database without one (a tool, a test of one module) gets its own.
 */
export function announceAfterCommit(executor: object, payloads: string[]) {
  if (payloads.length === 0) return;
  const root = rootOf(executor);
  let announcer = announcers.get(root);
  if (!announcer) {
    announcer = createAnnouncer({ ahead: root as Pick<Database, 'execute'>, log: consoleLog });
    announcers.set(root, announcer);
  }
  const chosen = announcer;
  afterCommit(executor, () => chosen.announce(payloads));
}
