import { vi } from 'vitest';
import { sessionStore, type Session } from '../../../lib/session.ts';
import { jsonResponse } from '../../../test/render.tsx';

/** One request the page made: method, parsed URL, JSON body and headers. */
export interface FetchCall {
  method: string;
  url: URL;
  body?: unknown;
  headers: Headers;
}

/**
 * Replaces `fetch` with a handler over parsed requests; unhandled requests answer 404. Returns the list of calls
 * (for asserting query strings and bodies).
 */
export function mockFetch(handler: (call: FetchCall) => Response | Promise<Response> | undefined) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: FetchCall = {
        method: init?.method ?? 'GET',
        url: new URL(String(input), 'http://localhost'),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init?.headers),
      };
      calls.push(call);
      return (await handler(call)) ?? jsonResponse(404, { message: 'Not found' });
    }),
  );
  return calls;
}

export const adminAccessToken = 'admin-access-token';

/** A signed-in active admin, as the console's guard lets in. */
export function signInAdmin() {
  sessionStore.set({
    user: {
      uuid: '0f8c6f7e-3b7a-4c1e-9d55-6c3f0a1b2c3d',
      displayName: 'Ada Admin',
      displayImage: null,
      email: 'admin@example.com',
      phone: '+12025550100',
      emailVerified: true,
      phoneVerified: true,
      host: false,
      admin: true,
      status: 1,
      payout: null,
      verifications: {},
    },
    tokens: {
      access: { value: adminAccessToken, expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'admin-refresh-token', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } satisfies Session);
}

export { jsonResponse };
