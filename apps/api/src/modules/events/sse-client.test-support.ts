/** A minimal SSE reader for tests: real HTTP through fetch, frames parsed by hand. */
export interface SseFrameRead {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comments: string[];
}

export interface SseConnection {
  response: Response;
  /** Every frame so far, comments and `retry:` included. */
  frames: SseFrameRead[];
  /** The next frame carrying data (comments and `retry:`-only frames are skipped). */
  nextEvent(timeoutMs?: number): Promise<SseFrameRead>;
  /** Resolves with the data frames received within `ms`. */
  eventsWithin(ms: number): Promise<SseFrameRead[]>;
  /** Resolves when a frame matching `predicate` has arrived (already or later). */
  waitFor(predicate: (frame: SseFrameRead) => boolean, timeoutMs?: number): Promise<SseFrameRead>;
  ended: Promise<void>;
  close(): void;
}

export function parseSseBlock(block: string): SseFrameRead {
  const frame: SseFrameRead = { comments: [] };
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line.startsWith(':')) {
      frame.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

export async function connectSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const frames: SseFrameRead[] = [];
  const dataFrames: SseFrameRead[] = [];
  let consumed = 0;
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let boundary: RegExpExecArray | null;
        while ((boundary = /\r\n\r\n|\n\n|\r\r/.exec(buffer))) {
          const frame = parseSseBlock(buffer.slice(0, boundary.index));
          buffer = buffer.slice(boundary.index + boundary[0].length);
          frames.push(frame);
          if (frame.data !== undefined) dataFrames.push(frame);
          notify();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      notify();
    }
  })();

  const waitFor = (predicate: (frame: SseFrameRead) => boolean, timeoutMs = 5000) =>
    new Promise<SseFrameRead>((resolve, reject) => {
      const check = () => {
        const found = frames.find(predicate);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching SSE frame within ${timeoutMs} ms; frames: ${JSON.stringify(frames.slice(-5))}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    response,
    frames,
    nextEvent(timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (consumed >= dataFrames.length) return;
          cleanup();
          resolve(dataFrames[consumed++]!);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no SSE event within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async eventsWithin(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const fresh = dataFrames.slice(consumed);
      consumed = dataFrames.length;
      return fresh;
    },
    waitFor,
    ended,
    close: () => controller.abort(),
  };
}
