import { AdminMessages, type AdminUser, type AdminUserDetail } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import {
  adminId,
  adminUser,
  screenWidth,
  signInAsAdmin,
  stubApi,
  type ApiCall,
} from './admin-fixtures.test-support.ts';
import { AdminPeoplePage } from './AdminPeoplePage.tsx';

const me = adminUser({ uuid: adminId, displayName: 'Ada Admin', email: 'admin@hourlyspaces.test', admin: true });
const bea = adminUser();
const hal = adminUser({
  uuid: 'e3d2c1b0-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
  displayName: 'Hal Host',
  email: 'hal@example.com',
  phone: null,
  host: true,
  admin: true,
  status: 2,
  listingCount: 2,
  bookingCount: 0,
});

let people: AdminUser[] = [];
let listStatus = 200;
let actionAnswer: { status: number; body: unknown } | null = null;
const calls: ApiCall[] = [];

const detailOf = (person: AdminUser): AdminUserDetail => ({
  ...person,
  listings:
    person.listingCount > 0
      ? [
          {
            uuid: '3653d84e-76ad-4852-8f9e-cc21eb8de504',
            title: 'Fishtown Courtyard Garden',
            state: 'rejected',
            createdAt: '2026-11-01T10:00:00.000Z',
          },
        ]
      : [],
  bookings:
    person.bookingCount > 0
      ? [
          {
            uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
            venueId: '3653d84e-76ad-4852-8f9e-cc21eb8de504',
            venueTitle: 'Chelsea Skyline Rooftop',
            status: 2,
            startsAt: '2026-12-01T15:00:00.000Z',
            amountCents: 29000,
          },
        ]
      : [],
});

beforeEach(() => {
  signInAsAdmin();
  people = [me, bea, hal];
  listStatus = 200;
  actionAnswer = null;
  calls.length = 0;
  stubApi(calls, ({ method, url }) => {
    if (url.includes('/admin/user/viewall')) {
      return listStatus === 200
        ? jsonResponse(200, { data: people, count: people.length })
        : jsonResponse(listStatus, { message: 'Server error' });
    }
    const action = /\/admin\/user\/([^/]+)\/(block|unblock|promote|demote)$/.exec(url);
    if (action && method === 'PUT') {
      if (actionAnswer) return jsonResponse(actionAnswer.status, actionAnswer.body);
      const person = people.find((item) => item.uuid === action[1])!;
      const changed = { ...person, status: action[2] === 'block' ? 2 : action[2] === 'unblock' ? 1 : person.status };
      people = people.map((item) => (item.uuid === person.uuid ? changed : item));
      return jsonResponse(200, { data: changed, message: action[2] === 'block' ? 'Account blocked' : 'Done' });
    }
    const detail = /\/admin\/user\/([^/?]+)$/.exec(url);
    if (detail) {
      const person = people.find((item) => item.uuid === detail[1]);
      return person
        ? jsonResponse(200, { data: detailOf(person) })
        : jsonResponse(404, { message: 'Account not found' });
    }
    return jsonResponse(404, { message: 'not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const open = (route = '/admin/people') => renderWithProviders(<AdminPeoplePage />, { route });
const table = () => screen.findByRole('table', { name: 'People' });
const rowOf = (name: string) => screen.getByRole('button', { name }).closest('tr') as HTMLElement;

describe('people', () => {
  it('lists accounts with roles, verification in words, counts and the blocked status', async () => {
    open();
    await table();
    expect(document.title).toContain('People');
    expect(screen.getByText('3 accounts found')).toBeTruthy();
    const beaRow = within(rowOf('Bea Booker'));
    expect(beaRow.getByTitle('bea@example.com').textContent).toBe('bea@example.com');
    expect(beaRow.getByText('+12025550123')).toBeTruthy();
    expect(beaRow.getByRole('img', { name: 'Email verified' })).toBeTruthy();
    expect(beaRow.getByRole('img', { name: 'Phone not verified' })).toBeTruthy();
    expect(beaRow.getByText('5 Oct 2026')).toBeTruthy();
    expect(beaRow.getByText('Active')).toBeTruthy();
    const halRow = within(rowOf('Hal Host'));
    expect(halRow.getByText('Admin')).toBeTruthy();
    expect(halRow.getByText('Host')).toBeTruthy();
    expect(halRow.getByText('Blocked')).toBeTruthy();
    expect(halRow.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it("shows the admin's own row with its actions off: This is you", async () => {
    open();
    await table();
    const own = within(rowOf('Ada Admin'));
    expect(own.getByText('This is you')).toBeTruthy();
    expect((own.getByRole('button', { name: 'Block' }) as HTMLButtonElement).disabled).toBe(true);
    expect((own.getByRole('button', { name: 'Remove admin' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(rowOf('Bea Booker')).getByRole('button', { name: 'Block' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('keeps the filters in the URL and sends them', async () => {
    const user = userEvent.setup();
    open('/admin/people?role=host&status=2');
    await table();
    const query = calls[0]!.query;
    expect(query.get('role')).toBe('host');
    expect(query.get('status')).toBe('2');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bea');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/admin/people?role=host&status=2&search=bea'),
    );
    await waitFor(() => expect(calls.at(-1)!.url).toContain('search=bea'));
  });

  it('blocks after a confirmation with an optional reason', async () => {
    const user = userEvent.setup();
    open();
    await table();
    await user.click(within(rowOf('Bea Booker')).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Bea Booker?' });
    expect(within(dialog).getByText(/signed out at once/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Fake bookings');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Account blocked')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/v1/admin/user/${bea.uuid}/block`,
      body: { reason: 'Fake bookings' },
    });
    await waitFor(() => expect(within(rowOf('Bea Booker')).getByText('Blocked')).toBeTruthy());
  });

  it("shows the server's refusal in the dialog (the last admin)", async () => {
    actionAnswer = { status: 409, body: { message: AdminMessages.cannotDemoteLastAdmin } };
    const user = userEvent.setup();
    people = [me, { ...hal, status: 1 }];
    open();
    await table();
    await user.click(within(rowOf('Hal Host')).getByRole('button', { name: 'Remove admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the admin role of Hal Host?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(AdminMessages.cannotDemoteLastAdmin);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({});
  });

  it('opens an account with its listings and bookings', async () => {
    const user = userEvent.setup();
    people = [me, bea, { ...hal, status: 1 }];
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Hal Host' }));
    const drawer = await screen.findByRole('dialog', { name: 'Hal Host' });
    expect(within(drawer).getByText('No phone')).toBeTruthy();
    const listing = await within(drawer).findByRole('link', { name: 'Fishtown Courtyard Garden' });
    expect(listing.getAttribute('href')).toBe('/view-detail/3653d84e-76ad-4852-8f9e-cc21eb8de504');
    expect(within(drawer).getByText('Rejected')).toBeTruthy();
    expect(within(drawer).getByText('No bookings')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Bea Booker' }));
    const beaDrawer = await screen.findByRole('dialog', { name: 'Bea Booker' });
    const booking = await within(beaDrawer).findByRole('link', { name: 'Chelsea Skyline Rooftop' });
    expect(booking.getAttribute('href')).toBe('/admin/bookings?booking=9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d');
    expect(within(beaDrawer).getByText('$290.00')).toBeTruthy();
  });

  it('says when nobody matches, and offers Try again when the list fails', async () => {
    people = [];
    const user = userEvent.setup();
    const view = open('/admin/people?search=zz');
    expect(await screen.findByText('Nobody matches these filters')).toBeTruthy();
    view.unmount();
    listStatus = 500;
    open();
    expect(await screen.findByText('People could not be loaded')).toBeTruthy();
    listStatus = 200;
    people = [me];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeTruthy();
  });

  it('lets an email wrap only before its @, never letter by letter, in the table and on a phone', async () => {
    for (const width of [1280, 375]) {
      vi.stubGlobal('matchMedia', screenWidth(width));
      const view = open();
      await screen.findByRole(width === 1280 ? 'table' : 'list', { name: 'People' });
      const email = screen.getByTitle('hal@example.com');
      expect(email.textContent).toBe('hal@example.com');
      // Two unbreakable parts with the only break opportunity between them.
      expect([...email.querySelectorAll('[data-email-part]')].map((part) => part.textContent)).toEqual([
        'hal',
        '@example.com',
      ]);
      expect(email.querySelectorAll('wbr')).toHaveLength(1);
      for (const part of email.querySelectorAll<HTMLElement>('[data-email-part]')) {
        expect(getComputedStyle(part).whiteSpace).toBe('nowrap');
        expect(getComputedStyle(part).textOverflow).toBe('ellipsis');
      }
      view.unmount();
    }
  });

  it('shows cards instead of the table on a phone, own actions off there too', async () => {
    vi.stubGlobal('matchMedia', screenWidth(375));
    open();
    const list = await screen.findByRole('list', { name: 'People' });
    expect(screen.queryByRole('table')).toBeNull();
    const own = within(within(list).getByText('This is you').closest('li') as HTMLElement);
    expect(own.getByRole('button', { name: 'Ada Admin' })).toBeTruthy();
    expect((own.getByRole('button', { name: 'Block' }) as HTMLButtonElement).disabled).toBe(true);
    const beaCard = within(within(list).getByRole('button', { name: 'Bea Booker' }).closest('li') as HTMLElement);
    expect(beaCard.getByText('Joined 5 Oct 2026 · 0 listings · 3 bookings')).toBeTruthy();
    expect(beaCard.getByRole('img', { name: 'Phone not verified' })).toBeTruthy();
  });
});
