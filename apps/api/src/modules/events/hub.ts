import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EventStreamLimits } from '@app/contract';
import type { DatabaseHandle, ListeningConnection } from '../../db/client.ts';
import { createAnnouncer, useAnnouncer } from './announce.ts';
import { claimSlots, releaseSlot } from './slots.ts';
import {
  EVENTS_CHANNEL,
  latestEventId,
  loadEventsByIds,
  loadRecentEvents,
  parseAnnouncement,
  parseCloseNotice,
  type StoredEvent,
} from './store.ts';

export type EventListener = (event: StoredEvent) => void;

/** Rows a replay reads at a time. */
const REPLAY_BATCH = 500;
/** At most one "still down" warning this often. */
const DOWN_LOG_EVERY_MS = 30_000;

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
  /** Polling interval while the hub cannot LISTEN but the database answers. */
  pollMs?: number;
  /** How often the LISTEN connection is checked with a NOTIFY to itself, and how long the answer may take. */
  probeMs?: number;
  probeTimeoutMs?: number;
  /** The longest pause between two attempts to listen again while events cannot be delivered. */
  retryMaxMs?: number;
  /**
   * How far before the last moment delivery was known complete a replay reaches back: an event's time is its
   * transaction's start, so this covers transactions up to this long that committed after that moment.
   */
  lookbackMs?: number;
  maxStreamsPerUser?: number;
}

/** `listen`: live; `poll`: no LISTEN, the table is read every `pollMs`; `down`: cannot deliver, retrying. */
export type EventsHubMode = 'stopped' | 'listen' | 'poll' | 'down';

interface Subscriber {
  listener: EventListener;
  onClose?: () => void;
  /** Replays give it only events above this id: the newest the hub knew of when it subscribed. */
  afterId: string;
  /** Its user's stream slot, held on the current connection (slots.ts); none while there is no connection. */
  slot?: number;
}

/** Decimal ids compared as numbers. */
/** Event ids are decimal text of a growing sequence: compared by length, then by their digits. */
export const idAbove = (id: string, than: string) => (id.length === than.length ? id > than : id.length > than.length);
const now = () => performance.now();

/**
 * One LISTEN per process on `app_events`, on a connection of its own. A notification carries the id and user of a
 * committed event row; the ids of one tick whose user has a subscriber here are loaded in one query and handed to
 * those subscribers. Ids are loaded exactly (not `id > last seen`): ids are taken at insert time, so transactions
 * may commit out of id order.
 *
 * Delivery is known complete up to a moment (`deliveredThrough`: the last notification or self-probe heard, the
 * start of the last replay). When the connection breaks, stops hearing (a NOTIFY to itself every `probeMs` goes
 * unanswered) or a notified load fails, the hub is `down` (readiness says so) and tries again, on a new connection,
 * after 0, 100, 200 … `retryMaxMs` ms, forever. Each attempt replays the subscribed users' events created since
 * `lookbackMs` before that moment and not yet delivered; once it listens again and the replay is done, it is live.
 * Open streams stay open throughout. If the database answers but LISTEN does not, the same replay runs every
 * `pollMs` (`poll`), with a try to listen before each.
 *
 * The hub also holds the per-user cap on live streams across processes (slots.ts) on the same connection, and ends a
 * user's streams when told to (`endLiveStreams`, on every process).
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
  const retryMaxMs = options.retryMaxMs ?? 2000;
  const lookbackMs = options.lookbackMs ?? 15_000;
  const maxStreamsPerUser = options.maxStreamsPerUser ?? EventStreamLimits.maxStreamsPerUser;
  const allSlots = Array.from({ length: maxStreamsPerUser }, (_, slot) => slot);
  const probePrefix = `probe:${crypto.randomBytes(6).toString('hex')}:`;
  const subscribers = new Map<string, Set<Subscriber>>();
  /** Ids delivered lately, with when, so a replay skips them (kept for `lookbackMs` before `deliveredThrough`). */
  const delivered = new Map<string, number>();
  const pendingIds = new Set<string>();
  let pendingSince: number | undefined;
  let mode: EventsHubMode = 'stopped';
  /** Between start() and stop(); the mode stays 'stopped' until the first attempt has settled it. */
  let running = false;
  let connection: ListeningConnection | undefined;
  let starting: Promise<void> | undefined;
  let recovering = false;
  let recovery: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let downSince: number | undefined;
  let downLoggedAt = -Infinity;
  let deliveredThrough = now();
  /** The newest event id the hub knows of (announced, replayed, or the table's newest). */
  let highWater = '0';
  let flushing: Promise<void> | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let probeSequence = 0;
  let probeAnswered: ((token: string) => void) | undefined;
  let slotWork: Promise<unknown> = Promise.resolve();
  const announcer = createAnnouncer({ ahead: database.ahead, log });
  useAnnouncer(database, announcer);

  const raiseHighWater = (id: string) => {
    if (idAbove(id, highWater)) highWater = id;
  };

  /** Runs slot statements one after another, so a reclaim after a reconnect and single claims never interleave. */
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = slotWork.then(task, task);
    slotWork = run.catch(() => undefined);
    return run;
  }

  function forget(id: string) {
    const keepFrom = deliveredThrough - lookbackMs - 1000;
    for (const [oldId, at] of delivered) {
      if (at >= keepFrom) break;
      delivered.delete(oldId);
    }
    delivered.set(id, now());
  }

  /** Hands `event` to its user's subscribers, once; a replayed one only to those that subscribed before it. */
  function dispatch(event: StoredEvent, replayed: boolean) {
    raiseHighWater(event.id);
    if (delivered.has(event.id)) return;
    forget(event.id);
    for (const subscriber of [...(subscribers.get(event.userId) ?? [])]) {
      if (replayed && !idAbove(event.id, subscriber.afterId)) continue;
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

  function closeStreamsOf(userId: string) {
    for (const subscriber of [...(subscribers.get(userId) ?? [])]) subscriber.onClose?.();
  }

  async function flush() {
    // Let the other notifications of this tick arrive so they share one query.
    await new Promise((resolve) => setImmediate(resolve));
    while (pendingIds.size > 0 && running) {
      const ids = [...pendingIds];
      const since = pendingSince ?? now();
      pendingIds.clear();
      pendingSince = undefined;
      try {
        for (const event of await loadEventsByIds(database.db, ids)) dispatch(event, false);
      } catch (error) {
        // Delivery is complete only up to the first of these; the recovery replays from there.
        deliveredThrough = Math.min(deliveredThrough, since);
        lose('notified events could not be loaded', error, { keepConnection: true });
      }
    }
  }

  function onNotification(payload: string) {
    if (payload.startsWith(probePrefix)) {
      probeAnswered?.(payload);
      return;
    }
    const closing = parseCloseNotice(payload);
    if (closing) {
      closeStreamsOf(closing);
      return;
    }
    const event = parseAnnouncement(payload);
    if (!event) return;
    raiseHighWater(event.id);
    if (mode === 'listen') deliveredThrough = Math.max(deliveredThrough, now());
    // Only events of people with a live stream here are loaded (a bare id, from an older process, always is).
    if (event.userId ? !subscribers.has(event.userId) : subscribers.size === 0) return;
    pendingSince ??= now();
    pendingIds.add(event.id);
    flushing ??= flush().finally(() => {
      flushing = undefined;
    });
  }

  /**
   * Delivers what subscribers may have missed: their users' events created since `lookbackMs` before
   * `deliveredThrough` and not delivered yet. Throws when the database does not answer.
   */
  async function replay() {
    const startedAt = now();
    raiseHighWater(await latestEventId(database.db));
    const userIds = [...subscribers.keys()];
    const withinMs = startedAt - deliveredThrough + lookbackMs;
    let afterId = '0';
    for (;;) {
      const batch = await loadRecentEvents(database.db, { userIds, withinMs, afterId, limit: REPLAY_BATCH });
      for (const event of batch) dispatch(event, true);
      if (batch.length < REPLAY_BATCH) break;
      afterId = batch[batch.length - 1]!.id;
    }
    deliveredThrough = Math.max(deliveredThrough, startedAt);
  }

  /** Ends the connection; its slots went with it (they are claimed again on the next one). */
  function dropConnection() {
    const lost = connection;
    connection = undefined;
    clearTimeout(probeTimer);
    for (const userSubscribers of subscribers.values())
      for (const subscriber of userSubscribers) subscriber.slot = undefined;
    void lost?.close().catch(() => undefined);
  }

  /** Listens on a new connection and claims the slots of the streams open here again. */
  async function openConnection() {
    // Told of a loss only once it is the hub's connection (a test's stand-in may report one at any time).
    let opened: ListeningConnection | undefined = undefined;
    opened = await database.listen(EVENTS_CHANNEL, onNotification, (error) => {
      if (opened && connection === opened) lose('the LISTEN connection was lost', error);
    });
    connection = opened;
    try {
      await serially(() => reclaimSlots(opened!));
    } catch (error) {
      if (connection === opened) dropConnection();
      throw error;
    }
  }

  /** The slots none of these subscribers holds (a session may take its own lock again, so they are left out). */
  function freeSlotsOf(userSubscribers: Set<Subscriber>) {
    const held = new Set([...userSubscribers].map((subscriber) => subscriber.slot));
    return allSlots.filter((slot) => !held.has(slot));
  }

  /** After a reconnect: slots for the streams open here, oldest first; a stream whose slot went elsewhere ends. */
  async function reclaimSlots(on: ListeningConnection) {
    const over: Subscriber[] = [];
    for (const [userId, userSubscribers] of subscribers) {
      const waiting = [...userSubscribers].filter((subscriber) => subscriber.slot === undefined);
      const slots = await claimSlots(on, userId, freeSlotsOf(userSubscribers), waiting.length);
      if (connection !== on) return;
      waiting.forEach((subscriber, index) => {
        if (index < slots.length) subscriber.slot = slots[index];
        else over.push(subscriber);
      });
    }
    for (const subscriber of over) subscriber.onClose?.();
  }

  /** One try: listen if not listening, then replay. The mode it leaves the hub in. */
  async function attempt(): Promise<EventsHubMode> {
    if (!connection) {
      try {
        await openConnection();
      } catch (error) {
        noteDown('cannot listen for events', error);
      }
    }
    let replayed = false;
    try {
      await replay();
      replayed = true;
    } catch (error) {
      noteDown('cannot read missed events', error);
    }
    if (!running) return 'stopped';
    if (connection && replayed) {
      mode = 'listen';
      if (downSince !== undefined)
        log.info({ downMs: Math.round(now() - downSince) }, 'live events: listening again; missed events replayed');
      downSince = undefined;
      scheduleProbe();
      return mode;
    }
    if (replayed && mode !== 'poll') log.warn({}, 'LISTEN unavailable; polling for events instead');
    mode = replayed ? 'poll' : 'down';
    return mode;
  }

  function noteDown(what: string, error: unknown) {
    downSince ??= now();
    if (now() - downLoggedAt < DOWN_LOG_EVERY_MS) return;
    downLoggedAt = now();
    log.warn({ err: error instanceof Error ? error.message : String(error) }, `live events: ${what}; retrying`);
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Attempts until live (polling in between when it can), with backoff; runs once at a time. */
  function recover(afterFirst?: () => void) {
    recovering = true;
    recovery = (async () => {
      for (let failures = 0; ;) {
        const reached = await attempt();
        afterFirst?.();
        afterFirst = undefined;
        if (reached === 'listen' || !running) break;
        await pause(reached === 'poll' ? pollMs : Math.min(retryMaxMs, 100 * 2 ** failures++));
        if (!running) break;
      }
      // Synchronously with the last check, so a loss from here on starts a new recovery.
      recovering = false;
    })();
    return recovery;
  }

  /** Delivery may have missed events: `down` until a new connection listens and the replay has run. */
  function lose(why: string, error: unknown, options: { keepConnection?: boolean } = {}) {
    if (!running) return;
    if (mode === 'listen') {
      downSince ??= now();
      downLoggedAt = now();
      log.warn({ err: error instanceof Error ? error.message : String(error) }, `live events: ${why}; recovering`);
    }
    if (!options.keepConnection) dropConnection();
    mode = 'down';
    clearTimeout(probeTimer);
    if (!recovering) void recover();
  }

  /** True when a NOTIFY sent now comes back on the LISTEN connection in time (or the database is unreachable). */
  async function listenerHears(): Promise<boolean> {
    const token = `${probePrefix}${++probeSequence}`;
    const sentAt = now();
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
    if (result && mode === 'listen') deliveredThrough = Math.max(deliveredThrough, sentAt);
    return result;
  }

  async function probe() {
    if (mode !== 'listen') return;
    const probed = connection;
    if (!(await listenerHears()) && mode === 'listen' && connection === probed) {
      lose('the LISTEN connection stopped hearing notifications', new Error('no answer to its own NOTIFY'));
      return;
    }
    scheduleProbe();
  }

  function scheduleProbe() {
    clearTimeout(probeTimer);
    if (mode !== 'listen') return;
    probeTimer = setTimeout(() => void probe(), probeMs);
    probeTimer.unref();
  }

  function unsubscribe(userId: string, subscriber: Subscriber) {
    const current = subscribers.get(userId);
    if (!current?.delete(subscriber)) return;
    if (current.size === 0) subscribers.delete(userId);
    const { slot } = subscriber;
    subscriber.slot = undefined;
    const holder = connection;
    if (slot === undefined || !holder) return;
    void serially(async () => {
      if (connection === holder) await releaseSlot(holder, userId, slot);
    }).catch(() => undefined);
  }

  /** A slot for `subscriber` on the current connection; false when every slot of its user is taken. */
  async function claimSlot(userId: string, subscriber: Subscriber): Promise<boolean> {
    const on = connection;
    const userSubscribers = subscribers.get(userId);
    // Without a connection the streams count on this process only, until the next one claims them slots.
    if (!on || !userSubscribers?.has(subscriber) || subscriber.slot !== undefined) return true;
    let slot: number | undefined;
    try {
      [slot] = await claimSlots(on, userId, freeSlotsOf(userSubscribers), 1);
    } catch {
      return true; // the connection was lost meanwhile: the next one claims it a slot
    }
    if (slot === undefined) return false;
    if (connection !== on) return true;
    if (userSubscribers.has(subscriber)) subscriber.slot = slot;
    else await releaseSlot(on, userId, slot).catch(() => undefined);
    return true;
  }

  return {
    settings,
    get mode(): EventsHubMode {
      return mode;
    },
    /** False while the hub cannot deliver events (readiness answers 503 `events`). */
    get delivering(): boolean {
      return mode !== 'down';
    },

    /** Announces committed events to every process's hub (the announcer of this hub's database, `announce.ts`). */
    announce: announcer.announce,

    /**
     * Starts listening (idempotent; streams call it before subscribing). It resolves after the first attempt; if
     * that one could not listen, the hub polls or is down, and keeps trying.
     */
    start(): Promise<void> {
      starting ??= (async () => {
        running = true;
        highWater = await latestEventId(database.db).catch(() => highWater);
        deliveredThrough = now();
        await new Promise<void>((resolve) => void recover(resolve));
      })();
      return starting;
    },

    async stop() {
      const wasStarting = starting;
      starting = undefined;
      await wasStarting?.catch(() => undefined);
      await announcer.settled();
      running = false;
      mode = 'stopped';
      wake?.();
      await recovery;
      clearTimeout(probeTimer);
      pendingIds.clear();
      await flushing;
      dropConnection();
      await slotWork;
    },

    /**
     * Calls `listener` with every committed event of `userId`, within the cap on live streams per user across every
     * process: undefined when that is reached. `onClose` runs when the stream must end (the account was blocked; or,
     * after a reconnect, its slot went to another process). Returns the unsubscribe function.
     */
    async subscribe(userId: string, listener: EventListener, onClose?: () => void) {
      let userSubscribers = subscribers.get(userId);
      if ((userSubscribers?.size ?? 0) >= maxStreamsPerUser) return undefined;
      if (!userSubscribers) subscribers.set(userId, (userSubscribers = new Set()));
      const subscriber: Subscriber = { listener, onClose, afterId: highWater };
      userSubscribers.add(subscriber);
      const admitted = await serially(() => claimSlot(userId, subscriber));
      if (!admitted) {
        unsubscribe(userId, subscriber);
        return undefined;
      }
      return () => unsubscribe(userId, subscriber);
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
