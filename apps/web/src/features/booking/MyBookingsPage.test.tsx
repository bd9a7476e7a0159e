import { Messages, type Reservation, type Review } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { checkoutPath, reschedulePath } from './format.ts';
import { MyBookingsPage } from './MyBookingsPage.tsx';

const userId = '21fa0382-9068-4983-92fc-a89ce896d118';
const hour = 3_600_000;
const day = 24 * hour;
let counter = 0;

/** A booking of one hour, `startsIn` ms from now, at a New York listing. */
function booking(title: string, status: number, startsIn: number, extra: Partial<Reservation> = {}): Reservation {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const start = new Date(Date.now() + startsIn);
  start.setUTCMinutes(0, 0, 0);
  const date = start.toISOString().slice(0, 10);
  return {
    uuid: id,
    reservationId: id,
    status,
    venueId: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    venue: {
      uuid: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
      title,
      address: '245 W 29th St, New York, NY 10001, US',
      images: ['uploads/a.webp'],
      category: { uuid: '5c0f1b76-3984-4f57-8fe1-63f10529ff1d', name: 'Rooftop' },
      timezone: 'America/New_York',
    },
    schedules: [{ date, intervals: ['10:00', '11:00'] }],
    slots: [],
    guestList: { adults: 2, children: 1, infants: 0 },
    payment: { amount: 290, due: 0 },
    holdExpiresAt: null,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * hour).toISOString(),
    createdAt: new Date(Date.now() - 10 * day).toISOString(),
    cancellationPolicy: 'flexible',
    bookingMode: 'instant',
    approval: null,
    respondBy: null,
    declineReason: null,
    reservedBy: { name: 'Casey Customer', address: 'New York' },
    pendingChange: null,
    cancellation: null,
    ...extra,
  };
}

let confirmed: Reservation;
let soon: Reservation;
let hold: Reservation;
let cancelled: Reservation;
let completed: Reservation;
let reservations: Reservation[];
let reviews: Review[];
let reservationsStatus = 200;
const calls: { method: string; url: string; body?: unknown; at: number }[] = [];

const ownReview: Review = {
  uuid: '30000000-0000-4000-8000-000000000001',
  postedBy: { uuid: userId, name: 'Casey Customer' },
  rating: 3.5,
  remark: 'Lovely view, a bit windy.',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const otherReview: Review = {
  uuid: '30000000-0000-4000-8000-000000000002',
  postedBy: { uuid: '40000000-0000-4000-8000-000000000001', name: 'Robin Renter' },
  rating: 5,
  remark: 'Perfect for our team evening.',
  createdAt: '2026-11-01T10:00:00.000Z',
};

beforeEach(() => {
  confirmed = booking('Chelsea Skyline Rooftop', 2, 5 * day, { slots: [3, 4] });
  soon = booking('Brooklyn Loft Studio', 2, 5 * hour);
  hold = booking('Harlem Garden Room', 1, 3 * day, {
    payment: { amount: 90, due: 90 },
    holdExpiresAt: new Date(Date.now() + 14 * 60_000 + 8000).toISOString(),
  });
  cancelled = booking('Queens Courtyard', 3, 2 * day, {
    cancellation: { by: 'customer', at: new Date().toISOString(), paid: 290, refunded: 290, refunding: 0 },
  });
  completed = booking('SoHo Gallery Space', 4, -3 * day);
  reservations = [confirmed, soon, hold, cancelled, completed];
  reviews = [otherReview];
  reservationsStatus = 200;
  calls.length = 0;
  sessionStore.set({
    user: { uuid: userId, emailVerified: true, phoneVerified: true },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        at: Date.now(),
      });
      if (url.endsWith('/reservation/viewall')) {
        return reservationsStatus === 200
          ? jsonResponse(200, { data: reservations })
          : jsonResponse(reservationsStatus, { message: 'Server error' });
      }
      if (url.includes('/reservation/cancell/')) {
        const id = url.split('/').at(-1);
        reservations = reservations.map((r) =>
          r.uuid === id
            ? {
                ...r,
                status: 3,
                cancellation: {
                  by: 'customer' as const,
                  at: new Date().toISOString(),
                  paid: r.payment.amount,
                  refunded: 0,
                  refunding: r.payment.amount,
                },
              }
            : r,
        );
        return jsonResponse(200, { data: {} });
      }
      if (url.endsWith('/viewall') && url.includes('/review/')) return jsonResponse(200, { data: reviews });
      if (url.includes('/review/') && method === 'POST') return jsonResponse(201, { data: reviews });
      if (url.includes('/review/') && method === 'PUT') return jsonResponse(200, { data: {} });
      if (url.includes('/review/') && method === 'DELETE') {
        reviews = reviews.filter((review) => !url.endsWith(`/delete/${review.uuid}`));
        return jsonResponse(200, { data: {} });
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

const card = (title: string) => screen.getByRole('article', { name: title });
const findCard = (title: string) => screen.findByRole('article', { name: title });

/** Opens My Bookings and cancels the booking of `title` through its card and the confirmation dialog. */
async function cancelFromItsCard(title: string) {
  renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
  const user = userEvent.setup();
  await user.click(within(await findCard(title)).getByRole('button', { name: 'Cancel' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
  return user;
}

describe('my bookings', () => {
  it('splits bookings into Upcoming and Past tabs with their counts', async () => {
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeTruthy();
    expect((await screen.findByRole('tab', { name: 'Upcoming 3' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Past 2' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('article')).toHaveLength(3);
    // Soonest first.
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([soon.venue.title, hold.venue.title, confirmed.venue.title]);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Past 2' }));
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([cancelled.venue.title, completed.venue.title]);
  });

  it('shows what each booking says and offers by its state', async () => {
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const chelsea = within(await findCard(confirmed.venue.title));
    expect(chelsea.getByRole('link', { name: confirmed.venue.title }).getAttribute('href')).toBe(
      `/view-detail/${confirmed.venueId}`,
    );
    expect(chelsea.getByText('Rooftop')).toBeTruthy();
    expect(chelsea.getByText('Times in Eastern Time')).toBeTruthy();
    expect(chelsea.getByText(/ · 10:00–12:00$/)).toBeTruthy();
    expect(chelsea.getByText('Slots 3, 4')).toBeTruthy();
    expect(chelsea.getByText('2 adults · 1 child')).toBeTruthy();
    expect(chelsea.getByText('$290.00')).toBeTruthy();
    expect(chelsea.getByText('Confirmed')).toBeTruthy();
    expect(chelsea.getByRole('button', { name: 'View Details' })).toBeTruthy();
    expect(chelsea.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(chelsea.getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe(reschedulePath(confirmed));
    // Not started yet: nothing to review (docs/product/rules.md#reviews).
    expect(chelsea.queryByRole('button', { name: /Review/ })).toBeNull();
    expect(chelsea.queryByRole('link', { name: 'Pay now' })).toBeNull();

    const harlem = within(card(hold.venue.title));
    expect(harlem.getByText('Awaiting payment')).toBeTruthy();
    expect(harlem.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(checkoutPath(hold));
    const timer = harlem.getByRole('timer');
    // Minutes left, and the end in the listing's zone; it counts down live.
    expect(timer.textContent).toMatch(/^Held for 1[45] minutes, until \d{1,2}:\d\d [AP]M E[SD]T$/);
    await waitFor(() => expect(timer.textContent).toMatch(/^Held for 14 minutes, until /), { timeout: 15_000 });
    expect(harlem.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(harlem.queryByRole('button', { name: /Review/ })).toBeNull();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Past 2' }));
    const queens = within(await findCard(cancelled.venue.title));
    expect(queens.getByText('Cancelled')).toBeTruthy();
    expect(queens.getByRole('button', { name: 'View Details' })).toBeTruthy();
    expect(queens.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(queens.queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(queens.queryByRole('button', { name: /Review/ })).toBeNull();
    const soho = within(card(completed.venue.title));
    expect(soho.getByText('Completed')).toBeTruthy();
    expect(soho.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(soho.queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(await soho.findByRole('button', { name: 'Add Review' })).toBeTruthy();
  });

  it('says on a cancelled booking who cancelled it and what came back', async () => {
    const gone = (title: string, cancellation: Reservation['cancellation']) =>
      booking(title, 3, 3 * day, { cancellation });
    const at = new Date().toISOString();
    const byHost = gone('Host Cancelled Court', { by: 'host', at, paid: 290, refunded: 290, refunding: 0 });
    const late = gone('Late Cancelled Loft', { by: 'customer', at, paid: 230, refunded: 115, refunding: 0 });
    const byAdmin = gone('Admin Cancelled Deck', { by: 'admin', at, paid: 290, refunded: 0, refunding: 290 });
    const kept = gone('Nothing Back Patio', { by: 'admin', at, paid: 290, refunded: 0, refunding: 0 });
    const lapsed = gone('Lapsed Hold Garden', { by: null, at, paid: 0, refunded: 0, refunding: 0 });
    reservations = [cancelled, byHost, late, byAdmin, kept, lapsed, completed];
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Past 7' }));
    const says = (title: string) => within(card(title));
    expect(says(cancelled.venue.title).getByText('Cancelled by you')).toBeTruthy();
    expect(says(cancelled.venue.title).getByText('Refunded $290.00')).toBeTruthy();
    expect(says(byHost.venue.title).getByText('Cancelled by the host')).toBeTruthy();
    expect(says(byHost.venue.title).getByText('Refunded $290.00')).toBeTruthy();
    expect(says(late.venue.title).getByText('Refunded $115.00 of $230.00')).toBeTruthy();
    expect(says(byAdmin.venue.title).getByText('Cancelled by the admin')).toBeTruthy();
    expect(says(byAdmin.venue.title).getByText('Refund of $290.00 on its way')).toBeTruthy();
    expect(says(kept.venue.title).getByText('No refund')).toBeTruthy();
    expect(says(lapsed.venue.title).getByText('Not charged')).toBeTruthy();
    expect(says(lapsed.venue.title).queryByText(/^Cancelled by/)).toBeNull();
    // A booking that is not cancelled says none of it.
    expect(within(card(completed.venue.title)).queryByText(/^Cancelled by|Refund/)).toBeNull();
  });

  it('follows a refund on its way until the card provider has made it', async () => {
    const user = await cancelFromItsCard(confirmed.venue.title);
    await user.click(await screen.findByRole('tab', { name: 'Past 3' }));
    const chelsea = within(await findCard(confirmed.venue.title));
    expect(await chelsea.findByText('Refund of $290.00 on its way')).toBeTruthy();
    expect(chelsea.getByText('Cancelled by you')).toBeTruthy();
    reservations = reservations.map((r) =>
      r.uuid === confirmed.uuid ? { ...r, cancellation: { ...r.cancellation!, refunded: 290, refunding: 0 } } : r,
    );
    expect(await chelsea.findByText('Refunded $290.00', undefined, { timeout: 6000 })).toBeTruthy();
  });

  it('offers Add Review once a stay has started and is not cancelled, View Review once reviewed', async () => {
    const started = booking('Bushwick Mural Rooftop', 2, -30 * 60_000);
    const cancelledAfterStart = booking('Astoria Patio', 3, -2 * hour);
    reservations = [confirmed, soon, started, cancelledAfterStart, completed];
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const inProgress = within(await findCard(started.venue.title));
    expect(await inProgress.findByRole('button', { name: 'Add Review' })).toBeTruthy();
    // Started: no longer cancelled or moved by the customer.
    expect(inProgress.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(inProgress.queryByRole('link', { name: 'Reschedule' })).toBeNull();
    for (const upcoming of [confirmed, soon]) {
      expect(within(card(upcoming.venue.title)).queryByRole('button', { name: /Review/ })).toBeNull();
    }
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Past 2' }));
    expect(
      within(await findCard(cancelledAfterStart.venue.title)).queryByRole('button', { name: /Review/ }),
    ).toBeNull();
    expect(await within(card(completed.venue.title)).findByRole('button', { name: 'Add Review' })).toBeTruthy();
  });

  it('offers View Review on a started stay the customer has reviewed', async () => {
    const started = booking('Bushwick Mural Rooftop', 2, -30 * 60_000);
    reservations = [started];
    reviews = [ownReview, otherReview];
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    expect(
      await within(await findCard(started.venue.title)).findByRole('button', { name: 'View Review' }),
    ).toBeTruthy();
  });

  it('drops Pay now and the countdown when the hold has run out', async () => {
    hold.holdExpiresAt = new Date(Date.now() + 1500).toISOString();
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const harlem = within(await findCard(hold.venue.title));
    expect(harlem.getByRole('link', { name: 'Pay now' })).toBeTruthy();
    await waitFor(() => expect(harlem.queryByRole('link', { name: 'Pay now' })).toBeNull());
    expect(harlem.queryByRole('timer')).toBeNull();
    // The lapsed hold is cancelled on the server: the list is read again.
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/reservation/viewall'))).toHaveLength(2));
  });

  it('opens the details of a booking', async () => {
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const user = userEvent.setup();
    await user.click(within(await findCard(confirmed.venue.title)).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: confirmed.venue.title }));
    expect(dialog.getByText(confirmed.venue.address)).toBeTruthy();
    expect(dialog.getByText(confirmed.uuid)).toBeTruthy();
    expect(dialog.getByText('When (Eastern Time)')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('states in the details of a cancelled booking who cancelled it, when, and the refund', async () => {
    renderWithProviders(<MyBookingsPage />, { route: `/mybookings?booking=${cancelled.uuid}` });
    const user = userEvent.setup();
    await user.click(within(await findCard(cancelled.venue.title)).getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: cancelled.venue.title }));
    expect(dialog.getByText('Cancelled by you').closest('dd')?.textContent).toMatch(/^Cancelled by you on .+/);
    expect(dialog.getByText('Refund').nextElementSibling?.textContent).toBe('Refunded $290.00');
  });

  it.each([
    ['a confirmed booking days ahead', () => confirmed, 'You will get a full refund of $290.00.'],
    [
      'a confirmed booking within 24 hours',
      () => soon,
      'Your booking starts in less than 24 hours, so you will get half back: $145.00.',
    ],
    ['an unpaid hold', () => hold, 'Your hold is released. You have not been charged.'],
  ])('states the refund before cancelling %s', async (_case, pick, sentence) => {
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const user = userEvent.setup();
    const target = pick();
    await user.click(within(await findCard(target.venue.title)).getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText(target.venue.title)).toBeTruthy();
    expect(dialog.getByText(sentence)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url.includes('/reservation/cancell/'))).toBe(false);
  });

  it('states the refund of the booking as the list has it once it reloads, not as it was when the dialog opened', async () => {
    const { queryClient } = renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const user = userEvent.setup();
    await user.click(within(await findCard(confirmed.venue.title)).getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    expect(dialog.getByText('You will get a full refund of $290.00.')).toBeTruthy();
    // Rescheduled to cheaper hours meanwhile: the list reloads while the dialog is open.
    reservations = reservations.map((r) =>
      r.uuid === confirmed.uuid ? { ...r, payment: { amount: 145, due: 0 } } : r,
    );
    await queryClient.invalidateQueries();
    expect(await dialog.findByText('You will get a full refund of $145.00.')).toBeTruthy();
  });

  it("keeps the cancel dialog open with the server's refusal in it", async () => {
    const refusing = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).includes('/reservation/cancell/')
        ? jsonResponse(422, { message: Messages.bookingNotCancellable })
        : refusing(input, init),
    );
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const user = userEvent.setup();
    await user.click(within(await findCard(confirmed.venue.title)).getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this booking?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(Messages.bookingNotCancellable);
    expect(screen.queryByText(Messages.cancellationSubmitted)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels after confirmation, then the booking moves to Past as Cancelled', async () => {
    const user = await cancelFromItsCard(confirmed.venue.title);
    expect(await screen.findByText(Messages.cancellationSubmitted)).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', url: `/api/v1/reservation/cancell/${confirmed.uuid}` }),
    );
    expect(await screen.findByRole('tab', { name: 'Past 3' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Past 3' }));
    expect(within(await findCard(confirmed.venue.title)).getByText('Cancelled')).toBeTruthy();
  });

  it('selects the tab of the booking named in ?booking= and marks it', async () => {
    renderWithProviders(<MyBookingsPage />, { route: `/mybookings?booking=${completed.uuid}` });
    const soho = await findCard(completed.venue.title);
    expect(screen.getByRole('tab', { name: 'Past 2' }).getAttribute('aria-selected')).toBe('true');
    expect(soho.getAttribute('aria-current')).toBe('true');
    expect(card(cancelled.venue.title).getAttribute('aria-current')).toBeNull();
  });

  it('says so when there are no bookings yet', async () => {
    reservations = [];
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    expect(await screen.findByText('No bookings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore spaces' }).getAttribute('href')).toBe('/listing');
  });

  it('offers to try again when the bookings cannot be loaded', async () => {
    reservationsStatus = 500;
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    expect(await screen.findByText('Your bookings could not be loaded')).toBeTruthy();
    reservationsStatus = 200;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCard(confirmed.venue.title)).toBeTruthy();
  });
});

/** `date` ("2026-12-04") `days` after today in New York. */
function newYorkDate(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant `hour`:00 on `date` on a New York wall clock. */
function newYorkInstant(date: string, hour: number) {
  const hourThere = (instant: number) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
  for (const offset of [5, 4]) {
    const instant = Date.parse(`${date}T00:00:00Z`) + (hour + offset) * 3_600_000;
    if (hourThere(instant) === `${date}, ${String(hour).padStart(2, '0')}`) return new Date(instant);
  }
  throw new Error(`no ${hour}:00 on ${date} in New York`);
}

/** "Fri 4 Dec": a calendar date as a deadline states it. */
const dayText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

describe('requests to book', () => {
  let pending: Reservation;
  let declined: Reservation;
  let expired: Reservation;
  let accepted: Reservation;
  /** The pending request's deadline: tomorrow 3:00 PM in New York, the listing's zone. */
  let answersBy: string;

  beforeEach(() => {
    const respondBy = newYorkInstant(newYorkDate(1), 15).toISOString();
    answersBy = `The host answers by ${dayText(newYorkDate(1))}, 3:00 PM`;
    // The server holds the hours of a pending request until its deadline (holdExpiresAt = respondBy): nothing to pay.
    pending = booking('Tribeca Terrace', 1, 3 * day, {
      bookingMode: 'request',
      approval: 'pending',
      respondBy,
      holdExpiresAt: respondBy,
      payment: { amount: 290, due: 290 },
    });
    const at = new Date().toISOString();
    declined = booking('Dumbo Warehouse', 3, 4 * day, {
      bookingMode: 'request',
      approval: 'declined',
      declineReason: 'The space is closed for a private event.',
      cancellation: { by: 'host', at, paid: 0, refunded: 0, refunding: 0 },
    });
    expired = booking('Flatiron Studio', 3, 2 * day, {
      bookingMode: 'request',
      approval: 'expired',
      cancellation: { by: null, at, paid: 0, refunded: 0, refunding: 0 },
    });
    accepted = booking('Gramercy Library', 2, 6 * day, { bookingMode: 'request', approval: 'accepted' });
    reservations = [pending, declined, expired, accepted, completed];
  });

  it('shows a request waiting for the host with its deadline, without payment or Reschedule, Cancel still offered', async () => {
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const tribeca = within(await findCard(pending.venue.title));
    expect(tribeca.getByText('Waiting for the host')).toBeTruthy();
    expect(tribeca.getByText(answersBy)).toBeTruthy();
    expect(tribeca.getByText('Your card is authorised, not charged, until the host answers.')).toBeTruthy();
    expect(tribeca.queryByText('Awaiting payment')).toBeNull();
    expect(tribeca.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(tribeca.queryByRole('timer')).toBeNull();
    expect(tribeca.queryByRole('link', { name: 'Reschedule' })).toBeNull();
    expect(tribeca.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await userEvent.setup().click(tribeca.getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: pending.venue.title }));
    expect(dialog.getByText('Waiting for the host')).toBeTruthy();
    expect(dialog.getByText(answersBy)).toBeTruthy();
    expect(dialog.queryByText(/to pay/)).toBeNull();
  });

  it('shows an accepted request as a confirmed booking', async () => {
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const gramercy = within(await findCard(accepted.venue.title));
    expect(gramercy.getByText('Confirmed')).toBeTruthy();
    expect(gramercy.getByRole('link', { name: 'Reschedule' })).toBeTruthy();
    expect(gramercy.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(gramercy.queryByText(/host answers/)).toBeNull();
  });

  it("says a declined request was declined by the host, with the host's reason and nothing charged", async () => {
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Past 3' }));
    const dumbo = within(card(declined.venue.title));
    expect(dumbo.getByText('Declined by the host')).toBeTruthy();
    expect(
      dumbo.getByText(
        'The host declined your request: The space is closed for a private event. Your card was not charged.',
      ),
    ).toBeTruthy();
    expect(dumbo.queryByText('Cancelled by the host')).toBeNull();
    expect(dumbo.queryByRole('button', { name: 'Cancel' })).toBeNull();

    await user.click(dumbo.getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: declined.venue.title }));
    const term = (name: string) => dialog.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term("Host's reason")).toBe('The space is closed for a private event.');
    expect(term('Request')).toMatch(/^Declined by the host on .+/);
    expect(term('Charged')).toBe('Not charged');
  });

  it('says an expired request was not answered in time and nothing was charged', async () => {
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Past 3' }));
    const flatiron = within(card(expired.venue.title));
    expect(flatiron.getByText('Not answered in time')).toBeTruthy();
    expect(flatiron.getByText(Messages.requestExpiredGuest)).toBeTruthy();
    expect(flatiron.queryByText('Cancelled')).toBeNull();

    await user.click(flatiron.getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: expired.venue.title }));
    const term = (name: string) => dialog.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Request')).toMatch(/^Not answered by the host in time/);
    expect(term('Charged')).toBe('Not charged');
  });

  it('withdraws a pending request: nothing is charged', async () => {
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const user = userEvent.setup();
    await user.click(within(await findCard(pending.venue.title)).getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw this request?' }));
    expect(
      dialog.getByText('Your request is withdrawn and the hold on your card is released: nothing is charged.'),
    ).toBeTruthy();
    expect(dialog.queryByText(/refund/i)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url.includes('/reservation/cancell/'))).toBe(false);

    await user.click(within(card(pending.venue.title)).getByRole('button', { name: 'Cancel' }));
    const again = within(await screen.findByRole('dialog', { name: 'Withdraw this request?' }));
    await user.click(again.getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText(Messages.cancellationSubmitted)).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', url: `/api/v1/reservation/cancell/${pending.uuid}` }),
    );
  });

  it('reads the bookings again when the deadline passes, and shows how the request ended', async () => {
    pending.respondBy = new Date(Date.now() + 1500).toISOString();
    pending.holdExpiresAt = pending.respondBy;
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    const tribeca = within(await findCard(pending.venue.title));
    expect(tribeca.getByText('Waiting for the host')).toBeTruthy();
    // The server ends it unanswered at its deadline.
    reservations = reservations.map((r) =>
      r.uuid === pending.uuid
        ? {
            ...r,
            status: 3,
            approval: 'expired' as const,
            respondBy: null,
            holdExpiresAt: null,
            cancellation: { by: null, at: new Date().toISOString(), paid: 0, refunded: 0, refunding: 0 },
          }
        : r,
    );
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/reservation/viewall'))).toHaveLength(2));
    expect(await screen.findByRole('tab', { name: 'Past 4' })).toBeTruthy();
  });
});

describe('review dialog', () => {
  // A stay under way: the review is offered on the Upcoming tab.
  let started: Reservation;
  beforeEach(() => {
    started = booking('Bushwick Mural Rooftop', 2, -30 * 60_000);
    reservations = [...reservations, started];
  });

  async function openReview(title = started.venue.title, label = 'Add Review') {
    const user = userEvent.setup();
    renderWithProviders(<MyBookingsPage />, { route: '/mybookings' });
    await user.click(await within(await findCard(title)).findByRole('button', { name: label }));
    return { user, dialog: within(await screen.findByRole('dialog')) };
  }

  it('refuses an incomplete review, then creates one and reloads the reviews a second later', async () => {
    const { user, dialog } = await openReview();
    expect(await dialog.findByText(otherReview.remark)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Update' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(Messages.reviewIncomplete)).toBeTruthy();

    // A rating without words is still incomplete.
    // Rating reads the pointer position to pick a half star, which jsdom cannot lay out: choose by the radio itself.
    fireEvent.click(within(dialog.getByRole('group', { name: 'Your rating' })).getByLabelText('4.5 Stars'));
    await user.click(dialog.getByRole('button', { name: 'Submit review' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(dialog.getByLabelText('Your review'), 'Great light.');
    expect(dialog.getByText('12/2000')).toBeTruthy();
    reviews = [{ ...ownReview, rating: 4.5, remark: 'Great light.' }, otherReview];
    await user.click(dialog.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(Messages.reviewThanks)).toBeTruthy();
    const posted = calls.find((call) => call.method === 'POST');
    expect(posted).toMatchObject({
      url: `/api/v1/review/${started.venueId}/create`,
      body: { remarks: 'Great light.', rating: 4.5 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The reviews are read again about a second after the change (docs/product/screens.md#app-wide-behaviour).
    const reread = () =>
      calls.find((call) => call.url.endsWith(`/review/${started.venueId}/viewall`) && call.at > posted!.at);
    await waitFor(() => expect(reread()).toBeTruthy());
    expect(reread()!.at - posted!.at).toBeGreaterThanOrEqual(900);
    expect(
      await within(await findCard(started.venue.title)).findByRole('button', { name: 'View Review' }),
    ).toBeTruthy();
  });

  it('prefills the user own review with an Update/Delete toggle, updates and deletes it', async () => {
    reviews = [ownReview, otherReview];
    const { user, dialog } = await openReview(started.venue.title, 'View Review');
    expect((await dialog.findByRole('button', { name: 'Update' })).getAttribute('aria-pressed')).toBe('true');
    expect(dialog.getByRole('button', { name: 'Delete' }).getAttribute('aria-pressed')).toBe('false');
    expect((dialog.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(ownReview.remark);
    expect((dialog.getByLabelText('3.5 Stars') as HTMLInputElement).checked).toBe(true);

    await user.clear(dialog.getByLabelText('Your review'));
    await user.type(dialog.getByLabelText('Your review'), 'Windy but lovely.');
    await user.click(dialog.getByRole('button', { name: 'Update review' }));
    expect(await screen.findByText(Messages.reviewUpdated)).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: `/api/v1/review/${started.venueId}/update/${ownReview.uuid}`,
        body: { rating: 3.5, remarks: 'Windy but lovely.' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(await findCard(started.venue.title)).getByRole('button', { name: 'View Review' }));
    const again = within(await screen.findByRole('dialog'));
    await user.click(await again.findByRole('button', { name: 'Delete' }));
    expect((again.getByLabelText('Your review') as HTMLTextAreaElement).disabled).toBe(true);
    await user.click(again.getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByText(Messages.reviewDeleted)).toBeTruthy();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        url: `/api/v1/review/${started.venueId}/delete/${ownReview.uuid}`,
      }),
    );
    expect(await within(await findCard(started.venue.title)).findByRole('button', { name: 'Add Review' })).toBeTruthy();
  });
});
