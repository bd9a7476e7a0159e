import { expect } from 'vitest';
import { UserStatus } from '@app/contract';
import type { TestContext } from './app.ts';
import { bearer, createUser } from './factories.ts';

export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/** The callers of the authorization matrix (brief of issue 15, docs/product/wire-contract.md#envelope-and-errors), each with its headers. */
export async function adminCallers(context: TestContext) {
  const { deps } = context;
  const customer = await createUser(deps, { displayName: 'Matrix Customer' });
  const host = await createUser(deps, { displayName: 'Matrix Host', isHost: true });
  const blockedAdmin = await createUser(deps, {
    displayName: 'Blocked Admin',
    isAdmin: true,
    status: UserStatus.BLOCKED,
  });
  const admin = await createUser(deps, { displayName: 'Matrix Admin', isAdmin: true });
  return {
    admin: { ...admin, auth: bearer(admin.accessToken) },
    others: [
      ['visitor', {}],
      ['customer', bearer(customer.accessToken)],
      ['host', bearer(host.accessToken)],
    ] as Array<[string, Record<string, string>]>,
    blockedAdmin: bearer(blockedAdmin.accessToken),
  };
}

/**
 * Visitor, customer and host get 404 (the route does not reveal itself), a blocked admin the account 403 with
 * data.status 2; returns the admin's own response for the caller to check.
 */
export async function expectAdminOnly(
  context: TestContext,
  callers: Awaited<ReturnType<typeof adminCallers>>,
  route: AdminRoute,
) {
  const call = (headers: Record<string, string>) =>
    context.app.inject({ method: route.method, url: route.url, headers, payload: route.payload });
  for (const [who, headers] of callers.others) {
    const response = await call(headers);
    expect(response.statusCode, `${who} ${route.method} ${route.url}`).toBe(404);
  }
  const blocked = await call(callers.blockedAdmin);
  expect(blocked.statusCode, `blocked admin ${route.method} ${route.url}`).toBe(403);
  expect(blocked.json().data.status).toBe(UserStatus.BLOCKED);
  const response = await call(callers.admin.auth);
  expect(response.statusCode, `admin ${route.method} ${route.url}: ${response.body}`).toBeLessThan(300);
  return response;
}
