import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { authDialog } from '../lib/dialogs.ts';
import { sessionStore, type Session } from '../lib/session.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RequireLogin, RequireVerified } from './guards.tsx';
import { returnAfterVerifying } from '../lib/return-to.ts';

const signIn = (verified: boolean) =>
  sessionStore.set({
    user: { uuid: 'u-1', displayName: 'Gus', emailVerified: verified, phoneVerified: verified, status: 1 },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);

const app = (
  <Routes>
    <Route element={<RequireLogin />}>
      <Route path="thankyou" element={<h1>Thank you page</h1>} />
    </Route>
    <Route element={<RequireVerified />}>
      <Route path="mybookings" element={<h1>My bookings page</h1>} />
    </Route>
    <Route path="editprofile" element={<h1>Profile page</h1>} />
    <Route path="/" element={<h1>Home page</h1>} />
  </Routes>
);

afterEach(() => {
  // Unmounted first: a guard still mounted would answer the session's end (and open the login dialog).
  cleanup();
  sessionStore.set(null);
  authDialog.set({ name: 'none' });
  returnAfterVerifying.take();
});

describe('guards', () => {
  it('asks a visitor to log in where they are, and shows the page asked for, query included, once they have', async () => {
    renderWithProviders(app, { route: '/mybookings?booking=b-1' });
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeTruthy();
    // The lazily loaded prompt can be on screen a moment before its effect opens the dialog.
    await waitFor(() => expect(authDialog.get()).toMatchObject({ name: 'login' }));
    expect(screen.getByTestId('location').textContent).toBe('/mybookings?booking=b-1');
    expect(screen.queryByRole('heading', { name: 'My bookings page' })).toBeNull();

    // Closing the dialog leaves the way back in.
    authDialog.set({ name: 'none' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(authDialog.get()).toMatchObject({ name: 'login' });

    signIn(true);
    expect(await screen.findByRole('heading', { name: 'My bookings page' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/mybookings?booking=b-1');
  });

  it('does the same on a logged-in-only page', async () => {
    renderWithProviders(app, { route: '/thankyou?reservationid=r-1' });
    expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeTruthy();
    signIn(false);
    expect(await screen.findByRole('heading', { name: 'Thank you page' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/thankyou?reservationid=r-1');
  });

  it("sends someone whose session ended on a members' page to the home page", async () => {
    signIn(true);
    renderWithProviders(app, { route: '/mybookings' });
    expect(await screen.findByRole('heading', { name: 'My bookings page' })).toBeTruthy();
    expect(authDialog.get()).toEqual({ name: 'none' });
    act(() => sessionStore.set(null));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(authDialog.get()).toEqual({ name: 'none' });
  });

  it('sends an unverified user to verify first, remembering the page asked for', async () => {
    signIn(false);
    renderWithProviders(app, { route: '/mybookings?booking=b-2' });
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/editprofile'));
    expect(returnAfterVerifying.take()).toBe('/mybookings?booking=b-2');
    expect(returnAfterVerifying.take()).toBeUndefined();
  });
});
