import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EventStreamLimits } from '@app/contract';
import { COMMITS_LAZILY, type DatabaseHandle } from '../../db/client.ts';
import {
  EVENTS_CHANNEL,
  latestEventId,
  loadEventsAfter,
  loadEventsByIds,
  parseAnnouncement,
  type StoredEvent,
} from './store.ts';

export type EventListener = (event: StoredEvent) => void;

/** Announcements sent in one statement at most (well under PostgreSQL's limits on a statement's size). */
const ANNOUNCE_BATCH = 1000;

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the SSE endpoints use; tests shorten the heartbeat. */
export interface EventStreamSettings {
  heartbeatMs: number;
  reconnectMs: number;
  replayWindowMs: number;
}

export interface EventsHubOptions {
  database: Pick<DatabaseHandle, 'db' | 'ahead' | 'listen'>;
  log: Logger;
  settings?: Partial<EventStreamSettings>;
  /** Polling interval of the fallback used when LISTEN is unavailable. */
  pollMs?: number;
  /** How often the LISTEN connection is checked with a NOTIFY to itself, and how long the answer may take. */
  probeMs?: number;
  probeTimeoutMs?: number;
}

export type EventsHubMode = 'stopped' | 'listen' | 'poll';

interface Subscriber {
  listener: EventListener;
  onReset?: () => void;
}

/**
 * One LISTEN per process on `app_events`. A notification carries the id and user of a committed event row; the ids
 * of one tick whose user has a subscriber on this instance are loaded in one query and handed to those subscribers.
 * Ids are loaded exactly (not `id > last seen`): ids are taken at insert time, so transactions may
 * commit out of id order.
 *
 * A periodic NOTIFY to itself checks that the LISTEN connection still hears; when it does not, the
 * hub listens again and resets every subscriber (streams close, clients reconnect with Last-Event-ID
 * and the replay fills the gap). Without LISTEN at all the hub polls the table instead.
 */
export function createEventsHub(options: EventsHubOptions) {
  const { database, log } = options;
  const settings: EventStreamSettings = {
    heartbeatMs: EventStreamLimits.heartbeatMs,
    reconnectMs: EventStreamLimits.reconnectMs,
    replayWindowMs: EventStreamLimits.replayWindowMs,
    ...options.settings,
  };
  const pollMs = options.pollMs ?? 1000;
  const probeMs = options.probeMs ?? 30_000;
  const probeTimeoutMs = options.probeTimeoutMs ?? 10_000;
  const probePrefix = `probe:${crypto.randomBytes(6).toString('hex')}:`;
  const subscribers = new Map<string, Set<Subscriber>>();
  const pendingIds = new Set<string>();
  let mode: EventsHubMode = 'stopped';
  let starting: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let flushing: Promise<void> | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let probeSequence = 0;
  let probeAnswered: ((token: string) => void) | undefined;
  let lastPolledId = '0';
  const toAnnounce: string[] = [];
  let announcing: Promise<void> | undefined;

  function dispatch(event: StoredEvent) {
    for (const subscriber of [...(subscribers.get(event.userId) ?? [])]) {
      try {
        subscriber.listener(event);
      } catch (error) {
        log.error(
          { err: error instanceof Error ? error.message : String(error), eventId: event.id },
          'event listener failed',
        );
      }
    }
  }

  function resetSubscribers() {
    for (const userSubscribers of [...subscribers.values()]) {
      for (const subscriber of [...userSubscribers]) subscriber.onReset?.();
    }
  }

  async function loadWithRetry(ids: string[]) {
    try {
      return await loadEventsByIds(database.db, ids);
    } catch (error) {
      log.warn({ err: (error as Error).message, count: ids.length }, 'loading notified events failed, retrying');
      await new Promise((resolve) => setTimeout(resolve, 500));
      return loadEventsByIds(database.db, ids);
    }
  }

  async function flush() {
    // Let the other notifications of this tick arrive so they share one query.
    await new Promise((resolve) => setImmediate(resolve));
    while (pendingIds.size > 0 && mode !== 'stopped') {
      const ids = [...pendingIds];
      pendingIds.clear();
      try {
        for (const event of await loadWithRetry(ids)) dispatch(event);
      } catch (error) {
        log.error(
          { err: (error as Error).message, ids },
          'notified events could not be loaded; clients recover them by Last-Event-ID replay',
        );
      }
    }
  }

  function onNotification(payload: string) {
    if (payload.startsWith(probePrefix)) {
      probeAnswered?.(payload);
      return;
    }
    const event = parseAnnouncement(payload);
    // Only events of people with a live stream here are loaded (a bare id, from an older process, always is).
    if (!event || (event.userId ? !subscribers.has(event.userId) : subscribers.size === 0)) return;
    pendingIds.add(event.id);
    flushing ??= flush().finally(() => {
      flushing = undefined;
    });
  }

  /**
   * Sends the announcements gathered so far in one NOTIFY statement of its own, then any gathered meanwhile. It does
   * not wait for the WAL: a NOTIFY is delivered at commit and kept nowhere. It goes ahead of new work, since what it
   * announces has committed. A failure is logged: the events are stored, and clients recover them by replay.
   */
  async function sendAnnouncements() {
    // Let the other statements of this tick add theirs, so they share one statement.
    await new Promise((resolve) => setImmediate(resolve));
    while (toAnnounce.length > 0) {
      const payloads = toAnnounce.splice(0, ANNOUNCE_BATCH);
      try {
        await database.ahead.execute(
          sql`with lazily as (select ${COMMITS_LAZILY})
            select count(pg_notify(${EVENTS_CHANNEL}, payload)) from lazily,
              jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
        );
      } catch (error) {
        log.warn(
          { err: (error as Error).message, count: payloads.length },
          'events could not be announced; clients recover them by Last-Event-ID replay',
        );
      }
    }
  }

  async function poll() {
    try {
      let batch: StoredEvent[];
      do {
        batch = await loadEventsAfter(database.db, lastPolledId);
        for (const event of batch) {
          lastPolledId = event.id;
          dispatch(event);
        }
      } while (batch.length > 0 && mode === 'poll');
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'event polling failed');
    }
    if (mode === 'poll') {
      pollTimer = setTimeout(() => void poll(), pollMs);
      pollTimer.unref();
    }
  }

  async function startPolling(reason: unknown) {
    log.warn(
      { err: reason instanceof Error ? reason.message : String(reason) },
      'LISTEN unavailable; polling for events instead',
    );
    lastPolledId = await latestEventId(database.db);
    mode = 'poll';
    pollTimer = setTimeout(() => void poll(), pollMs);
    pollTimer.unref();
  }

  /** True when a NOTIFY sent now comes back on the LISTEN connection in time (or the database is unreachable). */
  async function listenerHears(): Promise<boolean> {
    const token = `${probePrefix}${++probeSequence}`;
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), probeTimeoutMs);
      timer.unref();
      probeAnswered = (answer) => {
        if (answer !== token) return;
        clearTimeout(timer);
        resolve(true);
      };
    });
    try {
      await database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${token})`);
    } catch {
      return true; // the database is down: nothing to conclude about the listener
    }
    const result = await heard;
    probeAnswered = undefined;
    return result;
  }

  let relistening: Promise<void> | undefined;
  /** Drops the listening connection and listens on a new one; subscribers are reset (they replay what they missed). */
  function relisten() {
    relistening ??= (async () => {
      const lost = unlisten;
      unlisten = undefined;
      await lost?.().catch(() => undefined);
      try {
        unlisten = await database.listen(EVENTS_CHANNEL, onNotification, onListenerLost);
      } catch (error) {
        mode = 'stopped';
        await startPolling(error).catch((pollError) =>
          log.error({ err: (pollError as Error).message }, 'event polling could not start'),
        );
      }
      resetSubscribers();
    })().finally(() => {
      relistening = undefined;
    });
    return relistening;
  }

  /** The listening connection broke: listen again at once rather than at the next probe. */
  function onListenerLost(error: unknown) {
    if (mode !== 'listen') return;
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'the LISTEN connection was lost; listening again',
    );
    void relisten();
  }

  async function probe() {
    if (mode !== 'listen') return;
    if (!(await listenerHears()) && mode === 'listen') {
      log.warn({}, 'the LISTEN connection stopped hearing notifications; listening again');
      await relisten();
    }
    scheduleProbe();
  }

  function scheduleProbe() {
    if (mode !== 'listen') return;
    probeTimer = setTimeout(() => void probe(), probeMs);
    probeTimer.unref();
  }

  return {
    settings,
    get mode(): EventsHubMode {
      return mode;
    },

    /**
     * Announces committed events to every process's hub (`announcedBy` of a statement run on its own, decision 029):
     * the announcements of one tick go out together, in order, in one NOTIFY statement.
     */
    announce(payloads: string[]) {
      if (payloads.length === 0) return;
      toAnnounce.push(...payloads);
      announcing ??= sendAnnouncements().finally(() => {
        announcing = undefined;
      });
    },

    /** Starts listening (idempotent; streams call it before subscribing). */
    start(): Promise<void> {
      starting ??= (async () => {
        try {
          unlisten = await database.listen(EVENTS_CHANNEL, onNotification, onListenerLost);
          mode = 'listen';
          scheduleProbe();
        } catch (error) {
          await startPolling(error);
        }
      })().catch((error) => {
        starting = undefined;
        throw error;
      });
      return starting;
    },

    async stop() {
      const wasStarting = starting;
      starting = undefined;
      await wasStarting?.catch(() => undefined);
      await announcing;
      mode = 'stopped';
      clearTimeout(pollTimer);
      clearTimeout(probeTimer);
      pendingIds.clear();
      await flushing;
      const release = unlisten;
      unlisten = undefined;
      await release?.().catch(() => undefined);
    },

    /**
     * Calls `listener` with every committed event of `userId`; returns the unsubscribe function.
     * `onReset` runs when events may have been missed (the listener connection was lost).
     */
    subscribe(userId: string, listener: EventListener, onReset?: () => void): () => void {
      const subscriber: Subscriber = { listener, onReset };
      let userSubscribers = subscribers.get(userId);
      if (!userSubscribers) subscribers.set(userId, (userSubscribers = new Set()));
      userSubscribers.add(subscriber);
      return () => {
        const current = subscribers.get(userId);
        if (!current?.delete(subscriber)) return;
        if (current.size === 0) subscribers.delete(userId);
      };
    },

    /** Open subscriptions (all users, or one). */
    subscriberCount(userId?: string): number {
      if (userId !== undefined) return subscribers.get(userId)?.size ?? 0;
      let total = 0;
      for (const userSubscribers of subscribers.values()) total += userSubscribers.size;
      return total;
    },
  };
}

export type EventsHub = ReturnType<typeof createEventsHub>;
