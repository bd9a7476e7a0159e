import { freshAccessToken, routeUrl } from './api.ts';

export type LiveListener = (type: string, data: unknown) => void;

/**
 * The signed-in user's live event stream (GET /event/restricted/subscribe, named events). EventSource cannot send
 * headers, so the access token travels as ?access_token=; when the token expires the stream is reopened with a fresh one.
 */
export function connectLiveEvents(types: string[], listener: LiveListener) {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let lastEventId = '';
  let stopped = false;

  const retryLater = () => {
    if (stopped) return;
    attempt += 1;
    retryTimer = setTimeout(() => void open(), Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)));
  };

  const open = async () => {
    if (stopped) return;
    let token: string | undefined;
    try {
      token = await freshAccessToken();
    } catch {
      // The renewal could not reach the server: try again later like a dropped stream.
      retryLater();
      return;
    }
    if (!token || stopped) return;
    source = new EventSource(
      routeUrl('GET /event/restricted/subscribe', { query: { access_token: token, lastEventId } }),
    );
    source.onopen = () => {
      attempt = 0;
    };
    for (const type of types) {
      source.addEventListener(type, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        try {
          listener(type, JSON.parse(message.data));
        } catch {
          // Connection and parse problems are only logged (docs/product/messages.md).
          console.warn('live event could not be read', type);
        }
      });
    }
    source.onerror = () => {
      // Reopen ourselves (the token may have expired): back off up to 30 s.
      source?.close();
      source = null;
      retryLater();
    };
  };

  void open();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
