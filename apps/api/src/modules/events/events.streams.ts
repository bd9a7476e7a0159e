import type { FastifyReply, FastifyRequest } from 'fastify';
import { belongsOnTypedStream, Messages } from '@app/contract';
import { tooManyRequests } from '../../lib/errors.ts';
import type { Database } from '../../db/client.ts';
import { idAbove } from './hub.ts';
import { findEventsForReplay, type EventsHub, type StoredEvent } from './index.ts';
import { openSseStream, type SseStream } from './sse.ts';

export interface UserStreamOptions {
  userId: string;
  /** Typed stream: only this type, unnamed frames. Combined stream when absent: every type, named frames. */
  type?: string;
  /** Last-Event-ID of a reconnecting client. */
  lastEventId?: string;
}

/** Accepts a decimal event id; anything else means "no replay". */
export function parseLastEventId(value: unknown): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  // Without leading zeros: ids are compared as decimal text (`idAbove`).
  return typeof text === 'string' && /^\d{1,18}$/.test(text.trim()) ? text.trim().replace(/^0+(?=\d)/, '') : undefined;
}

export function createEventStreams(deps: { hub: EventsHub; db: Pick<Database, 'execute'> }) {
  const { hub, db } = deps;
  const openStreams = new Set<SseStream>();

  /**
   * Subscribes first (within the cap on live streams per user, across processes), then replays from the database,
   * then flushes what arrived live meanwhile (minus what the replay already sent): no gap and no duplicate between
   * replay and live events. The hub may replay too, after a lost connection: what this stream replayed itself is
   * not sent twice.
   */
  async function open(request: FastifyRequest, reply: FastifyReply, options: UserStreamOptions) {
    const { userId, type, lastEventId } = options;
    await hub.start();
    const wanted = (event: StoredEvent) =>
      type === undefined || (event.type === type && belongsOnTypedStream(event.type, event.payload));
    const frameOf = (event: StoredEvent) =>
      type === undefined
        ? { id: event.id, event: event.type, data: event.payload }
        : { id: event.id, data: event.payload };

    let stream: SseStream | undefined = undefined;
    let mustClose = false;
    const buffered: StoredEvent[] = [];
    const replayedIds = new Set<string>();
    const unsubscribe = await hub.subscribe(
      userId,
      (event) => {
        // The client has every event up to its Last-Event-ID (the replay reads only those after it): one announced
        // late to this process, after the client reconnected, is not sent again.
        if (!wanted(event) || replayedIds.has(event.id)) return;
        if (lastEventId !== undefined && !idAbove(event.id, lastEventId)) return;
        if (stream) stream.send(frameOf(event));
        else buffered.push(event);
      },
      // The account was blocked (or its slot went to another process after a reconnect): the stream ends.
      () => {
        if (stream) stream.close();
        else mustClose = true;
      },
    );
    if (!unsubscribe) throw tooManyRequests(Messages.tooManyEventStreams, 30);

    let replayed: StoredEvent[] = [];
    try {
      if (lastEventId !== undefined) {
        replayed = (
          await findEventsForReplay(db, { userId, afterId: lastEventId, type, windowMs: hub.settings.replayWindowMs })
        ).filter(wanted);
      }
    } catch (error) {
      unsubscribe();
      throw error;
    }

    const opened = openSseStream(request, reply, {
      heartbeatMs: hub.settings.heartbeatMs,
      reconnectMs: hub.settings.reconnectMs,
    });
    openStreams.add(opened);
    opened.onClose(() => {
      unsubscribe();
      openStreams.delete(opened);
    });
    for (const event of replayed) {
      opened.send(frameOf(event));
      replayedIds.add(event.id);
    }
    for (const event of buffered) {
      if (!replayedIds.has(event.id)) opened.send(frameOf(event));
    }
    stream = opened;
    if (mustClose) opened.close();
  }

  return {
    open,
    /** Ends every open stream (server shutdown); clients reconnect elsewhere with Last-Event-ID. */
    closeAll() {
      for (const stream of [...openStreams]) stream.close();
    },
    get openCount() {
      return openStreams.size;
    },
  };
}
export type EventStreams = ReturnType<typeof createEventStreams>;
