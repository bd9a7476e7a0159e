import { Messages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query.ts';
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
    approval: null,
    respondBy: null,
    ...extra,
  } satisfies HostReservation;
}

let reservations: HostReservation[] = [];
let ownerId = hostId;
let viewStatus = 200;
const calls: string[] = [];
/** The changes the page sent: method, address and JSON body. */
const sent: { method: string; url: string; body?: unknown }[] = [];
/** How the next accept or decline is answered (the default: done, and the reservation changes). */
let answer: ((id: string, action: 'accept' | 'decline', body: unknown) => Promise<Response>) | undefined;
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
  sent.length = 0;
  answer = undefined;
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
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(url);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      if (method !== 'GET') sent.push({ method, url, body });
      const answered = /\/reservation\/([^/]+)\/(accept|decline)$/.exec(url);
      if (method === 'PUT' && answered) {
        const [, id, action] = answered as unknown as [string, string, 'accept' | 'decline'];
        if (answer) return answer(id, action, body);
        reservations = reservations.map((item) =>
          item.uuid !== id
            ? item
            : action === 'accept'
              ? { ...item, status: 2, approval: 'accepted', respondBy: null }
              : { ...item, status: 3, approval: 'declined', respondBy: null },
        );
        return jsonResponse(200, {
          message: action === 'accept' ? Messages.requestAccepted : Messages.requestDeclined,
          data: {},
        });
      }
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
/** `queryClient`: the app's own, which announces failures as the running app does. */
const open = (search = '', queryClient?: QueryClient) =>
  renderWithProviders(<ListingReservationsPage />, {
    route: `/view-reservations/${venueId}${search}`,
    path,
    queryClient,
  });
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

/** The instant `hour`:00 on `date` on a New York wall clock. */
function newYorkInstant(date: string, hour: number) {
  for (const offset of [5, 4]) {
    const instant = Date.parse(`${date}T00:00:00Z`) + (hour + offset) * 3_600_000;
    if (localNow(zone, instant) === `${date} ${String(hour).padStart(2, '0')}:00`) return new Date(instant);
  }
  throw new Error(`no ${hour}:00 on ${date} in ${zone}`);
}

/** "Fri 4 Dec": a calendar date as the deadline states it. */
const dayText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

describe('requests to book', () => {
  let pending: HostReservation;
  let declined: HostReservation;
  let expired: HostReservation;
  /** The pending request's deadline as the host reads it: tomorrow 3:00 PM in New York. */
  let deadline: string;

  beforeEach(() => {
    pending = reservation('Paula Pending', 1, 6, {
      approval: 'pending',
      respondBy: newYorkInstant(dayIn(1), 15).toISOString(),
    });
    deadline = `Answer by ${dayText(dayIn(1))}, 3:00 PM`;
    declined = reservation('Dana Declined', 3, 8, { approval: 'declined' });
    expired = reservation('Eli Expired', 3, 2, { approval: 'expired' });
    reservations = [later, upcoming, pending, unpaid, cancelled, declined, expired];
  });

  const viewReads = () => calls.filter((url) => url.endsWith(`/venue/${venueId}/view`)).length;
  const button = (within_: ReturnType<typeof within>, name: string) =>
    within_.getByRole('button', { name }) as HTMLButtonElement;

  it('puts a pending request first in Upcoming, with what it is, its deadline in the listing zone, Accept and Decline', async () => {
    open();
    expect(await screen.findByRole('tab', { name: 'Upcoming 4', selected: true })).toBeTruthy();
    expect(names()).toEqual(['Paula Pending', 'Casey Customer', 'Uma Unpaid', 'Robin Renter']);
    expect(screen.getByText('1 request is waiting for your answer')).toBeTruthy();

    const card = within(screen.getByRole('article', { name: 'Paula Pending' }));
    expect(card.getByText('Request – waiting for your answer')).toBeTruthy();
    expect(card.getByText(deadline)).toBeTruthy();
    expect(
      card.getByText("If you don't answer by then, the request expires and the guest is not charged."),
    ).toBeTruthy();
    expect(button(card, 'Accept').disabled).toBe(false);
    expect(button(card, 'Decline').disabled).toBe(false);
    // A booking that is not a pending request has nothing to answer.
    for (const name of ['Casey Customer', 'Uma Unpaid', 'Robin Renter']) {
      const other = within(screen.getByRole('article', { name }));
      expect(other.queryByRole('button', { name: 'Accept' })).toBeNull();
      expect(other.queryByText(/^Answer by/)).toBeNull();
    }
    expect(within(screen.getByRole('article', { name: 'Uma Unpaid' })).getByText('Awaiting payment')).toBeTruthy();
  });

  it('says how declined and expired requests ended under Cancelled, without answers to give', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Cancelled 3' }));
    expect(names()).toEqual(['Dana Declined', 'Cody Cancelled', 'Eli Expired']);
    expect(within(screen.getByRole('article', { name: 'Dana Declined' })).getByText('Declined')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Eli Expired' })).getByText('Expired – not answered'),
    ).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Cody Cancelled' })).getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('treats a request whose deadline has passed as expired even before the server has ended it', async () => {
    pending.respondBy = new Date(Date.now() - 60_000).toISOString();
    open();
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Upcoming 3', selected: true })).toBeTruthy();
    expect(screen.queryByText(/request is waiting for your answer/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Cancelled 4' }));
    const card = within(screen.getByRole('article', { name: 'Paula Pending' }));
    expect(card.getByText('Expired – not answered')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows the deadline and the answers in View Details too', async () => {
    open();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Paula Pending' });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reservation by Paula Pending' }));
    expect(dialog.getByText('Request – waiting for your answer')).toBeTruthy();
    expect(dialog.getByText('Answer by', { selector: 'dt' }).nextSibling?.textContent).toBe(
      deadline.replace('Answer by ', ''),
    );
    expect(dialog.getByRole('button', { name: 'Accept' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('dialog', { name: 'Decline this request?' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Reservation by Paula Pending' })).toBeNull();
  });

  it("accepts: PUT …/accept, the button busy meanwhile, then the server's message and the list reloaded", async () => {
    let release!: () => void;
    answer = async (id) => {
      await new Promise<void>((resolve) => (release = resolve));
      reservations = reservations.map((item) =>
        item.uuid === id ? { ...item, status: 2, approval: 'accepted' as const, respondBy: null } : item,
      );
      return jsonResponse(200, { message: Messages.requestAccepted, data: {} });
    };
    open();
    const user = userEvent.setup();
    const card = within(await screen.findByRole('article', { name: 'Paula Pending' }));
    await user.click(button(card, 'Accept'));
    expect(sent).toEqual([{ method: 'PUT', url: `/api/v1/reservation/${pending.uuid}/accept`, body: undefined }]);
    await waitFor(() => expect(button(card, 'Accept').disabled).toBe(true));
    expect(button(card, 'Decline').disabled).toBe(true);
    expect(viewReads()).toBe(1);
    release();
    expect(await screen.findByText(Messages.requestAccepted)).toBeTruthy();
    await waitFor(() => expect(viewReads()).toBe(2));
    const accepted = within(await screen.findByRole('article', { name: 'Paula Pending' }));
    expect(await accepted.findByText('Confirmed')).toBeTruthy();
    expect(accepted.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByText(/request is waiting for your answer/)).toBeNull();
  });

  it('declines only with a reason for the guest, sends it, says so and reloads', async () => {
    open();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Paula Pending' })).getByRole('button', { name: 'Decline' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this request?' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason for the guest' }) as HTMLTextAreaElement;
    expect(reason.tagName).toBe('TEXTAREA');
    expect(reason.required).toBe(true);
    expect(dialog.getByText('0/500')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(await dialog.findByText(Messages.declineReasonRequired)).toBeTruthy();
    // Spaces only are no reason either.
    await user.type(reason, '   ');
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(dialog.getByText(Messages.declineReasonRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(reason);
    await user.type(reason, 'The court is closed for repairs that day.');
    expect(dialog.getByText('41/500')).toBeTruthy();
    expect(dialog.queryByText(Messages.declineReasonRequired)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText(Messages.requestDeclined)).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: `/api/v1/reservation/${pending.uuid}/decline`,
        body: { reason: 'The court is closed for repairs that day.' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(viewReads()).toBe(2));
    expect(await screen.findByRole('tab', { name: 'Cancelled 4' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Cancelled 4' }));
    expect(within(screen.getByRole('article', { name: 'Paula Pending' })).getByText('Declined')).toBeTruthy();
  });

  it('keeps the request when the host changes their mind, sending nothing', async () => {
    open();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Paula Pending' })).getByRole('button', { name: 'Decline' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this request?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason for the guest' }), 'Closed');
    await user.click(dialog.getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(
      within(screen.getByRole('article', { name: 'Paula Pending' })).getByText('Request – waiting for your answer'),
    ).toBeTruthy();
  });

  it("shows the server's refusal of an accept (409: expired) and reloads the list", async () => {
    answer = async (id) => {
      reservations = reservations.map((item) =>
        item.uuid === id ? { ...item, status: 3, approval: 'expired' as const, respondBy: null } : item,
      );
      return jsonResponse(409, { message: Messages.requestExpired });
    };
    // The app's client: a failed accept is announced as every failed change is.
    open('', createQueryClient());
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Paula Pending' })).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByText(Messages.requestExpired)).toBeTruthy();
    await waitFor(() => expect(viewReads()).toBe(2));
    expect(await screen.findByRole('tab', { name: 'Upcoming 3' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Paula Pending' })).toBeNull();
  });

  it("shows the server's refusal of a decline (409: already answered), closes the dialog and reloads", async () => {
    answer = async (id) => {
      reservations = reservations.map((item) =>
        item.uuid === id ? { ...item, status: 2, approval: 'accepted' as const, respondBy: null } : item,
      );
      return jsonResponse(409, { message: Messages.requestNotPending });
    };
    open();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Paula Pending' })).getByRole('button', { name: 'Decline' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this request?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason for the guest' }), 'Closed that day');
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText(Messages.requestNotPending)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(viewReads()).toBe(2));
    expect(await within(screen.getByRole('article', { name: 'Paula Pending' })).findByText('Confirmed')).toBeTruthy();
  });

  it('keeps the decline dialog open with the reason the server refused', async () => {
    answer = async () =>
      jsonResponse(400, {
        message: Messages.declineReasonTooLong,
        details: { reason: [Messages.declineReasonTooLong] },
      });
    open();
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Paula Pending' })).getByRole('button', { name: 'Decline' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this request?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason for the guest' }), 'Closed');
    await user.click(dialog.getByRole('button', { name: 'Decline request' }));
    expect(await dialog.findByText(Messages.declineReasonTooLong)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Decline this request?' })).toBeTruthy();
  });
});
