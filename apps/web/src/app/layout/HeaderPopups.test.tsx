import type { SessionUser } from '@app/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { AccountMenu, NavigationDrawer, type HeaderPopupActions } from './HeaderPopups.tsx';

const user = (admin: boolean) =>
  ({
    uuid: '0c1d3f5e-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
    displayName: 'Ada Admin',
    email: 'admin@hourlyspaces.test',
    host: false,
    admin,
  }) as SessionUser;

const actions = (): HeaderPopupActions => ({
  go: vi.fn(),
  connectPayouts: vi.fn(),
  signOut: vi.fn(),
  logIn: vi.fn(),
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/admin/listings') ? jsonResponse(200, { data: [], count: 2 }) : jsonResponse(404, {}),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('admin console entry in the header', () => {
  it('is in the account menu of an admin, with the number waiting for approval', async () => {
    const handlers = actions();
    renderWithProviders(<AccountMenu anchor={document.body} onClose={vi.fn()} user={user(true)} actions={handlers} />);
    const entry = await screen.findByRole('menuitem', { name: 'Admin console 2 listings waiting for approval' });
    await userEvent.setup().click(entry);
    expect(handlers.go).toHaveBeenCalledWith('/admin');
  });

  it('is in the mobile drawer of an admin', async () => {
    renderWithProviders(<NavigationDrawer open onClose={vi.fn()} user={user(true)} actions={actions()} />);
    expect(await screen.findByRole('button', { name: 'Admin console 2 listings waiting for approval' })).toBeTruthy();
  });

  it('is not there for anyone else, and nothing is asked of the admin API', async () => {
    renderWithProviders(
      <AccountMenu anchor={document.body} onClose={vi.fn()} user={user(false)} actions={actions()} />,
    );
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Admin console/ })).toBeNull();
    renderWithProviders(<NavigationDrawer open onClose={vi.fn()} user={user(false)} actions={actions()} />);
    expect(screen.queryByRole('button', { name: /Admin console/ })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
