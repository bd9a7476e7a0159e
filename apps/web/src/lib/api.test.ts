import { Messages } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiCall, ApiError, errorText, fieldErrorLines, renewSession, routeUrl } from './api.ts';
import { authDialog } from './dialogs.ts';
import { snackbarQueue } from './notify.ts';
import { sessionStore, type Session } from './session.ts';

/** What the app queued for its snackbars (the host that shows them is not mounted here). */
const notifications = () => snackbarQueue.get().map(({ message, variant }) => ({ message, variant }));

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function sessionWith(accessExpiresAt: string, refresh = 'refresh-1'): Session {
  return {
    user: {
      uuid: '00000000-0000-4000-8000-000000000001',
      displayName: 'Ada',
      displayImage: null,
      email: 'ada@example.com',
      phone: '+12025550100',
      emailVerified: true,
      phoneVerified: true,
      host: false,
      admin: false,
      status: 1,
      payout: null,
      verifications: {},
    },
    tokens: {
      access: { value: 'access-1', expiresAt: accessExpiresAt },
      refresh: { value: refresh, expiresAt: inOneHour() },
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  snackbarQueue.set([]);
  authDialog.set({ name: 'none' });
  sessionStore.set(null);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const authorizationOf = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;

describe('api client session handling', () => {
  it('renews an expiring access token once for concurrent calls, then sends each call with the new token', async () => {
    sessionStore.set(sessionWith(secondsAgo(5)));
    let renewals = 0;
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/auth/token/access/renew')) {
        renewals += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, {
          data: {
            tokens: {
              access: { value: 'access-2', expiresAt: inOneHour() },
              refresh: { value: 'refresh-2', expiresAt: inOneHour() },
            },
          },
        });
      }
      return json(200, { data: { ok: true } });
    });

    await Promise.all([api('/a'), api('/b'), api('/c')]);

    expect(renewals).toBe(1);
    const renewCall = fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/renew'))!;
    expect(authorizationOf(renewCall).authorization).toBe('Bearer refresh-1');
    const others = fetchMock.mock.calls.filter((call) => !String(call[0]).endsWith('/renew'));
    expect(others.map((call) => authorizationOf(call).authorization)).toEqual(Array(3).fill('Bearer access-2'));
    expect(sessionStore.get()?.tokens.refresh.value).toBe('refresh-2');
  });

  it('retries the original request once with a renewed token after a 401', async () => {
    sessionStore.set(sessionWith(inOneHour()));
    fetchMock
      .mockResolvedValueOnce(json(401, { message: 'Token expired' }))
      .mockResolvedValueOnce(
        json(200, {
          data: {
            tokens: {
              access: { value: 'access-2', expiresAt: inOneHour() },
              refresh: { value: 'refresh-2', expiresAt: inOneHour() },
            },
          },
        }),
      )
      .mockResolvedValueOnce(json(200, { data: 'fresh' }));

    await expect(api('/venue/viewall')).resolves.toEqual({ data: 'fresh' });
    expect(authorizationOf(fetchMock.mock.calls[2]!).authorization).toBe('Bearer access-2');
  });

  it("ends the session with 'Session Expired Please ReLogin' when the refresh token has expired", async () => {
    sessionStore.set(sessionWith(secondsAgo(5)));
    fetchMock.mockResolvedValue(json(401, { message: 'Refresh token expired' }));

    await expect(renewSession()).resolves.toBeNull();
    expect(sessionStore.get()).toBeNull();
    expect(notifications()).toContainEqual({ message: Messages.sessionExpired, variant: 'error' });
  });

  it('opens the login modal on a 401 for a visitor', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Login required' }));
    await expect(api('/venue/favourite/viewall')).rejects.toBeInstanceOf(ApiError);
    expect(authDialog.get().name).toBe('login');
  });

  it('logs a blocked user out on a 403 whose data.status is not 1', async () => {
    sessionStore.set(sessionWith(inOneHour()));
    fetchMock.mockResolvedValue(
      json(403, { message: 'Blocked', data: { status: 2, emailVerified: true, phoneVerified: true } }),
    );
    await expect(api('/reservation/viewall')).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.get()).toBeNull();
    expect(notifications()).toContainEqual({ message: Messages.accountBlocked, variant: 'error' });
  });

  it('keeps an unverified user logged in on a 403 and asks them to verify', async () => {
    sessionStore.set(sessionWith(inOneHour()));
    fetchMock.mockResolvedValue(
      json(403, { message: 'Unverified', data: { status: 1, emailVerified: true, phoneVerified: false } }),
    );
    await expect(api('/reservation/viewall')).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.get()?.user.phoneVerified).toBe(false);
    expect(notifications()).toContainEqual({ message: Messages.verifyToContinue, variant: 'error' });
  });
});

describe('error texts', () => {
  it('shows details when they are a string, else the message', () => {
    expect(errorText(new ApiError(400, 'Bad request', 'Please add atleast 3 images!'))).toBe(
      'Please add atleast 3 images!',
    );
    expect(errorText(new ApiError(400, 'Bad request', { email: ['Invalid'] }))).toBe('Bad request');
  });

  it("lists 'Parameter: first error' lines for field errors", () => {
    const error = new ApiError(400, 'Invalid', { email: ['Email is taken', 'second'], phone: ['Invalid phone'] });
    expect(fieldErrorLines(error)).toEqual(['email: Email is taken', 'phone: Invalid phone']);
  });
});

describe('route addresses', () => {
  it('fills a route key of the contract map into its address: parameters percent-encoded, empty query values left out', () => {
    expect(routeUrl('PUT /review/:venueId/update/:reviewId', { params: { venueId: 'a b', reviewId: 'r/1' } })).toBe(
      '/api/v1/review/a%20b/update/r%2F1',
    );
    expect(routeUrl('GET /location/find/places/*', { params: { '*': 'Main St' } })).toBe(
      '/api/v1/location/find/places/Main%20St',
    );
    expect(
      routeUrl('GET /event/restricted/subscribe', { query: { access_token: 't', lastEventId: '', other: undefined } }),
    ).toBe('/api/v1/event/restricted/subscribe?access_token=t');
    expect(() => routeUrl('GET /venue/:id/view')).toThrow('GET /venue/:id/view: no value for id');
  });

  it('calls a route with the method and path of its key', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { uuid: 'v1', isFavourite: true } }));
    await apiCall('DELETE /venue/favourite/remove/:id', { params: { id: 'v1' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([init.method, url]).toEqual(['DELETE', '/api/v1/venue/favourite/remove/v1']);
    // @ts-expect-error a key the contract's map does not have fails the type check
    expect(() => routeUrl('GET /venue/nowhere')).not.toThrow();
  });
});
