import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SseFrame {
  id?: string;
  /** Omitted for unnamed events (clients listening to `message`). */
  event?: string;
  /** JSON-encoded by the writer. */
  data: unknown;
}

/** One SSE frame. JSON text has no raw line breaks, so the data fits one `data:` line. */
export function formatSseFrame(frame: SseFrame): string {
  let text = '';
  if (frame.id !== undefined) text += `id: ${frame.id.replace(/[\r\n]/g, '')}\n`;
  if (frame.event !== undefined) text += `event: ${frame.event.replace(/[\r\n]/g, '')}\n`;
  return `${text}data: ${JSON.stringify(frame.data) ?? 'null'}\n\n`;
}

export interface SseStream {
  send(frame: SseFrame): void;
  close(): void;
  readonly closed: boolean;
  /** Runs once, when either side ends the stream. */
  onClose(callback: () => void): void;
}

export interface SseOptions {
  heartbeatMs: number;
  reconnectMs: number;
  /** A client this far behind (bytes queued) is cut off; it reconnects with Last-Event-ID. */
  maxBufferedBytes?: number;
}

/**
 * Takes the response over from Fastify (so no onSend hook, e.g. compression, touches it) and
 * opens an event stream: headers already set on the reply (CORS, request id, security) are kept.
 */
export function openSseStream(request: FastifyRequest, reply: FastifyReply, options: SseOptions): SseStream {
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const response = reply.raw;
  const callbacks: Array<() => void> = [];
  let closed = false;

  const kept: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) kept[name] = value;
  reply.hijack();
  response.writeHead(200, {
    ...kept,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  request.raw.socket.setNoDelay(true);
  request.raw.socket.setKeepAlive(true);
  request.raw.socket.setTimeout(0);

  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  heartbeat.unref();

  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const callback of callbacks.splice(0)) {
      try {
        callback();
      } catch (error) {
        request.log.error({ err: error }, 'event stream cleanup failed');
      }
    }
  };

  const write = (text: string) => {
    if (closed) return;
    if (response.writableLength > maxBufferedBytes) {
      request.log.warn({ buffered: response.writableLength }, 'event stream client too slow; closing');
      response.end();
      finish();
      return;
    }
    response.write(text);
  };

  response.on('close', finish);
  response.on('error', finish);
  write(`retry: ${options.reconnectMs}\n\n`);
  // The client may have gone while the stream was being prepared: 'close' will not fire again.
  if (response.destroyed || request.raw.socket.destroyed) finish();

  return {
    send: (frame) => write(formatSseFrame(frame)),
    close() {
      if (!closed) response.end();
      finish();
    },
    get closed() {
      return closed;
    },
    onClose(callback) {
      if (closed) callback();
      else callbacks.push(callback);
    },
  };
}
