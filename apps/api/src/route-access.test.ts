import { describe, expect, it } from 'vitest';
import { Messages, Routes, UserStatus, type RouteAccess, type RouteKey } from '@app/contract';
import { createTestApp } from '../test/app.ts';
import { bearer, createUser } from '../test/factories.ts';

/*
 * Issue 43: each route's access kind is declared once, in the contract's table, and applied by one hook before the
 * body or query is read. Walks the whole table: whatever a caller who may not call a route sends, the answer is the
 * access refusal.
 */

const unknownId = '00000000-0000-4000-8000-000000000000';
const entries = Object.entries(Routes) as Array<[RouteKey, (typeof Routes)[RouteKey]]>;
const guarded = entries.filter(([, spec]) => spec.access !== 'visitor' && spec.access !== 'optional');

function urlOf(key: RouteKey) {
  const path = key
    .slice(key.indexOf(' ') + 1)
    .replace(/:type\b/, 'payment_required')
    .replace(/:\w+/g, unknownId)
    .replace(/\*$/, 'x');
  return `/api/v1${path}`;
}
const methodOf = (key: RouteKey) => key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Input no route accepts: a body that is not JSON, one of the wrong shape, a query of the wrong types. */
function badInputs(key: RouteKey) {
  const method = methodOf(key);
  const url = urlOf(key);
  const badQuery = `${url}?limit=-1&page=x&from=never&approved=maybe&type=nope`;
  const json = { 'content-type': 'application/json' };
  const inputs: Array<{ label: string; url: string; headers: Record<string, string>; payload?: string }> = [
    { label: 'nothing', url, headers: {} },
    { label: 'a bad query', url: badQuery, headers: {} },
  ];
  if (method !== 'GET') {
    inputs.push(
      { label: 'a body that is not JSON', url, headers: json, payload: '{"venueId": ' },
      { label: 'a body of the wrong shape', url, headers: json, payload: '{"venueId":42,"reason":[],"ids":"x"}' },
    );
  }
  return inputs;
}

/** What a caller without a session gets: the login 401 (booking calls: their own message), 404 on admin routes. */
const visitorAnswer: Record<Exclude<RouteAccess, 'visitor' | 'optional'>, { status: number; message: string }> = {
  user: { status: 401, message: Messages.unauthorized },
  verified: { status: 401, message: Messages.unauthorized },
  booker: { status: 401, message: Messages.loginRequiredBooking },
  host: { status: 401, message: Messages.unauthorized },
  admin: { status: 404, message: Messages.notFound },
};

describe('route access: the table names who may call each route, and the hook refuses everyone else first', async () => {
  const { app, deps } = await createTestApp({ reference: false });
  const call = (
    key: RouteKey,
    input: { url: string; headers: Record<string, string>; payload?: string },
    auth: Record<string, string> = {},
  ) =>
    app.inject({
      method: methodOf(key),
      url: input.url,
      headers: { ...input.headers, ...auth },
      payload: input.payload,
    });

  it('declares an access kind for every route, and guards most of them', () => {
    const kinds = new Set<RouteAccess>(['visitor', 'optional', 'user', 'verified', 'booker', 'host', 'admin']);
    for (const [key, spec] of entries) expect(kinds.has(spec.access), key).toBe(true);
    expect(guarded.length).toBeGreaterThan(70);
    for (const [key, spec] of entries) if (key.includes(' /admin/')) expect(spec.access, key).toBe('admin');
  });

  it('answers a visitor 401 on every signed-in route and 404 on every admin route, whatever they send', async () => {
    for (const [key, spec] of guarded) {
      const expected = visitorAnswer[spec.access as keyof typeof visitorAnswer];
      for (const input of badInputs(key)) {
        const response = await call(key, input);
        expect(response.statusCode, `${key} with ${input.label}: ${response.body}`).toBe(expected.status);
        expect(response.json().message, `${key} with ${input.label}`).toBe(expected.message);
      }
      const invalidToken = await call(key, badInputs(key)[0]!, bearer('not-a-token'));
      expect(invalidToken.statusCode, `${key} with an invalid token`).toBe(expected.status);
    }
  });

  it('answers a blocked account the account 403 on every guarded route, before its input is read', async () => {
    const blocked = await createUser(deps, { status: UserStatus.BLOCKED, isAdmin: true, isHost: true });
    for (const [key] of guarded) {
      for (const input of badInputs(key)) {
        const response = await call(key, input, bearer(blocked.accessToken));
        expect(response.statusCode, `${key} with ${input.label}: ${response.body}`).toBe(403);
        expect(response.json()).toMatchObject({
          message: Messages.accountBlocked,
          data: { status: UserStatus.BLOCKED },
        });
      }
    }
  });

  it('asks an unverified account to verify on verified, booking and host routes, and lets admins alone judge admin routes', async () => {
    const unverified = await createUser(deps, { phoneVerified: false, isHost: true });
    const customer = await createUser(deps);
    for (const [key, spec] of guarded) {
      if (spec.access === 'verified' || spec.access === 'booker' || spec.access === 'host') {
        for (const input of badInputs(key)) {
          const response = await call(key, input, bearer(unverified.accessToken));
          expect(response.statusCode, `${key} with ${input.label}: ${response.body}`).toBe(403);
          expect(response.json()).toMatchObject({
            message: Messages.verifyToContinue,
            data: { status: UserStatus.ACTIVE, emailVerified: true, phoneVerified: false },
          });
        }
      }
      if (spec.access === 'host' || spec.access === 'admin') {
        for (const input of badInputs(key)) {
          const response = await call(key, input, bearer(customer.accessToken));
          expect(response.statusCode, `customer ${key} with ${input.label}: ${response.body}`).toBe(
            spec.access === 'admin' ? 404 : 422,
          );
        }
      }
    }
  });
});
