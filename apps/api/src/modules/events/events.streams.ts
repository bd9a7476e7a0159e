import type { FastifyReply, FastifyRequest } from 'fastify';
import { belongsOnTypedStream, EventStreamLimits, Messages } from '@app/contract';
import { tooManyRequests } from '../../lib/errors.ts';
import type { Database } from '../../db/client.ts';
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
  return typeof text === 'string' && /^\d{1,18}$/.test(text.trim()) ? text.trim() : undefined;
}

export function createEventStreams(deps: { hub: EventsHub; db: Pick<Database, 'execute'> }) {
  const { hub, db } = deps;
  const openStreams = new Set<SseStream>();
  const streamsPerUser = new Map<string, number>();

  /**
   * Subscribes first, then replays from the database, then flushes what arrived live meanwhile
   * (minus what the replay already sent): no gap and no duplicate between replay and live events.
   */
  async function open(request: FastifyRequest, reply: FastifyReply, options: UserStreamOptions) {
    const { userId, type, lastEventId } = options;
    if ((streamsPerUser.get(userId) ?? 0) >= EventStreamLimits.maxStreamsPerUser) {
      throw tooManyRequests(Messages.tooManyEventStreams, 30);
    }
    await hub.start();
    const wanted = (event: StoredEvent) =>
      type === undefined || (event.type === type && belongsOnTypedStream(event.type, event.payload));
    const frameOf = (event: StoredEvent) =>
      type === undefined
        ? { id: event.id, event: event.type, data: event.payload }
        : { id: event.id, data: event.payload };

    let stream: SseStream | undefined = undefined;
    let missedEvents = false;
    const buffered: StoredEvent[] = [];
    const unsubscribe = hub.subscribe(
      userId,
      (event) => {
        if (!wanted(event)) return;
        if (stream) stream.send(frameOf(event));
        else buffered.push(event);
      },
      // Events may have been missed: end the stream so the client reconnects with Last-Event-ID.
      () => {
        if (stream) stream.close();
        else missedEvents = true;
      },
    );

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
    streamsPerUser.set(userId, (streamsPerUser.get(userId) ?? 0) + 1);
    opened.onClose(() => {
      unsubscribe();
      openStreams.delete(opened);
      const left = (streamsPerUser.get(userId) ?? 1) - 1;
      if (left > 0) streamsPerUser.set(userId, left);
      else streamsPerUser.delete(userId);
    });
    const sentIds = new Set<string>();
    for (const event of replayed) {
      opened.send(frameOf(event));
      sentIds.add(event.id);
    }
    for (const event of buffered) {
      if (!sentIds.has(event.id)) opened.send(frameOf(event));
    }
    stream = opened;
    if (missedEvents) opened.close();
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
