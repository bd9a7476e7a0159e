import { Messages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import type { HostReservation } from '../api/get-listing-reservations.ts';
import { localNow } from './reservation-rules.ts';
import { ListingReservationsPage } from './ListingReservationsPage.tsx';

const hostId = '21fa0382-9068-4983-92fc-a89ce896d118';
const venueId = '7d1a3e55-2f0c-4c55-b0a8-6a0f4d7e9e21';
const zone = 'America/New_York';

/** A listing-local date `days` from today in New York. */
function dayIn(days: number) {
  const today = localNow(zone).slice(0, 10);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

let counter = 0;
function reservation(name: string, status: number, days: number, extra: Partial<HostReservation> = {}) {
  counter += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    status,
    schedules: [{ date: dayIn(days), intervals: ['10:00', '11:00'] }],
    slots: [],
    guestList: { adults: 2, children: 1, infants: 0 },
    payment: { amount: 90 },
    reservedBy: { name, address: '12 Elm St, Austin, TX 78701, US' },
    ...extra,
  } satisfies HostReservation;
}

let reservations: HostReservation[] = [];
let ownerId = hostId;
let viewStatus = 200;
const calls: string[] = [];
const scrolled: Element[] = [];

const listing = () => ({
  uuid: venueId,
  title: 'Riverside Tennis Court',
  timezone: zone,
  category: { uuid: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d', name: 'Court', slots: true, slotPrefix: 'Court' },
  host: { userId: ownerId, name: 'Harper Host', designation: 'Venue Owner' },
  reservations: ownerId === hostId ? reservations : [],
});

let upcoming: HostReservation;
let later: HostReservation;
let unpaid: HostReservation;
let over: HostReservation;
let completed: HostReservation;
let cancelled: HostReservation;

beforeEach(() => {
  upcoming = reservation('Casey Customer', 2, 5, { slots: [2, 1] });
  later = reservation('Robin Renter', 2, 9);
  unpaid = reservation('Uma Unpaid', 1, 7);
  over = reservation('Olly Over', 2, -3);
  completed = reservation('Cleo Completed', 4, -10, { payment: { amount: 120 } });
  cancelled = reservation('Cody Cancelled', 3, 4);
  reservations = [later, upcoming, unpaid, over, completed, cancelled];
  ownerId = hostId;
  viewStatus = 200;
  calls.length = 0;
  scrolled.length = 0;
  sessionStore.set({
    user: { uuid: hostId, emailVerified: true, phoneVerified: true, host: true, payout: null },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.endsWith(`/venue/${venueId}/view`)) {
        if (viewStatus === 404) return jsonResponse(404, { message: 'Listing not found' });
        if (viewStatus !== 200) return jsonResponse(viewStatus, { message: 'Server down' });
        return jsonResponse(200, { data: listing() });
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const path = '/view-reservations/:id';
const open = (search = '') =>
  renderWithProviders(<ListingReservationsPage />, { route: `/view-reservations/${venueId}${search}`, path });
const cards = () => screen.getAllByRole('article');
const names = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('reservations for a listing', () => {
  it("titles the page with the listing, and lists upcoming bookings soonest first with who booked, the hours in the listing's zone, slots, guests, amount and status", async () => {
    open();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Reservations for Riverside Tennis Court' });
    expect(within(heading).getByRole('link', { name: 'Riverside Tennis Court' }).getAttribute('href')).toBe(
      `/view-detail/${venueId}`,
    );
    expect(screen.getByRole('link', { name: 'Manage Listings' }).getAttribute('href')).toBe('/managelistings');
    expect(screen.getByText('6 reservations')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upcoming 3', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Past 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cancelled 1' })).toBeTruthy();
    expect(names()).toEqual(['Casey Customer', 'Uma Unpaid', 'Robin Renter']);

    const card = within(screen.getByRole('article', { name: 'Casey Customer' }));
    expect(card.getByText('12 Elm St, Austin, TX 78701, US')).toBeTruthy();
    const date = new Date(`${dayIn(5)}T12:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(card.getByText(`${date} · 10:00–12:00`)).toBeTruthy();
    expect(card.getByText('Times in Eastern Time (America/New_York)')).toBeTruthy();
    expect(card.getByText('2 hours')).toBeTruthy();
    expect(card.getByText('Court 1, 2')).toBeTruthy();
    expect(card.getByText('2 adults · 1 child')).toBeTruthy();
    expect(card.getByText('$90.00')).toBeTruthy();
    expect(card.getByText('Confirmed')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Uma Unpaid' })).getByText('Awaiting payment')).toBeTruthy();
    expect(calls.filter((url) => url.endsWith(`/venue/${venueId}/view`))).toHaveLength(1);
  });

  it('shows past bookings (over or completed) and cancelled ones under their tabs, newest first', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Past 2' }));
    expect(names()).toEqual(['Olly Over', 'Cleo Completed']);
    expect(within(screen.getByRole('article', { name: 'Cleo Completed' })).getByText('Completed')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Olly Over' })).getByText('Confirmed')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Cancelled 1' }));
    expect(names()).toEqual(['Cody Cancelled']);
    expect(within(screen.getByRole('article', { name: 'Cody Cancelled' })).getByText('Cancelled')).toBeTruthy();
  });

  it('says so when a tab has nothing', async () => {
    reservations = [completed];
    open();
    expect(await screen.findByRole('heading', { name: 'No upcoming reservations' })).toBeTruthy();
    expect(screen.queryByText(Messages.noReservationsYet)).toBeNull();
  });

  it('opens View Details with everything about the booking', async () => {
    open();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Casey Customer' });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reservation by Casey Customer' }));
    const term = (name: string) => dialog.getByText(name, { selector: 'dt' }).nextSibling?.textContent;
    expect(term('Guest')).toBe('Casey Customer');
    expect(term("Guest's address")).toBe('12 Elm St, Austin, TX 78701, US');
    expect(term('Listing')).toBe('Riverside Tennis Court');
    expect(term('When (Eastern Time (America/New_York))')).toContain('10:00–12:00');
    expect(term('Hours')).toBe('2');
    expect(term('Slots')).toBe('Court 1, 2');
    expect(term('Guests')).toBe('2 adults · 1 child');
    expect(term('Amount')).toBe('$90.00');
    expect(term('Booking reference')).toBe(upcoming.uuid);
    expect(dialog.getByText('Confirmed')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'No Reservations yet' when nobody has booked", async () => {
    reservations = [];
    open();
    expect(await screen.findByRole('heading', { name: Messages.noReservationsYet })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Manage Listings' }).length).toBeGreaterThan(0);
  });

  it('opens the tab of the reservation named by ?reservation=, scrolls to it and marks it current', async () => {
    open(`?reservation=${completed.uuid}`);
    const card = await screen.findByRole('article', { name: 'Cleo Completed' });
    expect(screen.getByRole('tab', { name: 'Past 2', selected: true })).toBeTruthy();
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('article', { name: 'Olly Over' }).getAttribute('aria-current')).toBeNull();
    expect(scrolled).toEqual([card]);
  });

  it("tells a host who doesn't own the listing that it cannot be found, without listing anything", async () => {
    ownerId = '99999999-9999-4999-8999-999999999999';
    open();
    expect(await screen.findByRole('heading', { name: "We couldn't find this listing" })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText('Riverside Tennis Court')).toBeNull();
  });

  it("shows the API's refusal (404) as the same not-found state", async () => {
    viewStatus = 404;
    open();
    expect(await screen.findByRole('heading', { name: "We couldn't find this listing" })).toBeTruthy();
    expect(screen.queryByText('Listing not found')).toBeNull();
  });

  it('shows a loading state, then an error state whose Try again reloads', async () => {
    viewStatus = 500;
    open();
    expect(screen.getByLabelText('Loading reservations')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The reservations could not be loaded' })).toBeTruthy();
    viewStatus = 200;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reservations for Riverside Tennis Court' }),
    ).toBeTruthy();
  });
});
