import { Messages, defaultBookingRules, type Reservation, type VenueDetail } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authDialog } from '../../lib/dialogs.ts';
import { sessionStore, type Session } from '../../lib/session.ts';
import { jsonResponse, renderWithProviders, settle } from '../../test/render.tsx';
import { todayIn } from '../../lib/date-rules.ts';
import { BookingPanel } from './BookingPanel.tsx';
import { dayName } from '../../lib/calendar.ts';
import { formatDate } from './format.ts';

const zone = 'America/New_York';
const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};
const today = todayIn(zone);
const day1 = addDays(today, 2);
const day2 = addDays(today, 3);
const closed = addDays(today, 4);
const full = addDays(today, 5);
const venueId = '3653d84e-76ad-4852-8f9e-cc21eb8de504';
const reservationId = '0b0e6a53-52c1-4d4d-9d55-5a4c6d6f0a11';

/** Hours 09:00–16:00 open; at 12:00 slot 2 is taken, at 15:00 every slot is taken. */
const hoursOf = (date: string) => ({
  date,
  status: 1,
  intervals: [9, 10, 11, 12, 13, 14, 15].map((hour) => ({
    time: `${String(hour).padStart(2, '0')}:00`,
    status: hour === 15 ? 2 : 1,
    slots: [1, 2, 3].map((id) => ({ id, status: hour === 15 || (hour === 12 && id === 2) ? 2 : 1 })),
  })),
});

const venue = {
  uuid: venueId,
  title: 'Seattle Parking near Pike Place',
  rent: 12.5,
  rating: 0,
  reviewCount: 0,
  slots: 3,
  category: { uuid: '8f7801d1-23b9-4c1c-8765-b9beecd77970', name: 'Parking Space', slots: true, slotPrefix: 'Space' },
  guestLimit: { adults: 2, children: 1, infants: 0 },
  timezone: zone,
  schedulingPeriod: 60,
  rules: defaultBookingRules,
  schedules: [
    hoursOf(day1),
    hoursOf(day2),
    { date: closed, status: 2, intervals: [] },
    { date: full, status: 1, intervals: hoursOf(full).intervals.map((interval) => ({ ...interval, status: 2 })) },
  ],
} as unknown as VenueDetail;
const wholeSpace = {
  ...venue,
  slots: null,
  category: { ...venue.category, slots: false, slotPrefix: null },
} as unknown as VenueDetail;

function signIn() {
  sessionStore.set({
    user: { uuid: 'u-1', displayName: 'Gus', emailVerified: true, phoneVerified: true, host: false, status: 1 },
    tokens: {
      access: { value: 'access', expiresAt: '2099-01-01T00:00:00.000Z' },
      refresh: { value: 'refresh', expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  } as unknown as Session);
}

const calls: { url: string; method: string; body?: unknown }[] = [];
function serve(answer: (url: string, method: string) => Response) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer(url, method);
    }),
  );
}

const open = (detail: VenueDetail = venue, reschedule?: string) =>
  renderWithProviders(<BookingPanel venue={detail} reservationId={reschedule} />);

const monthName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day of the calendar by its name: its date, then whether it has free hours. */
const dayButton = (date: string, state = 'free hours') =>
  within(screen.getByRole('grid')).getByRole('button', {
    name: `${dayName(date)}${date === today ? ', today' : ''}, ${state}`,
  });

/** Pages the calendar to the month of `date` by its heading. */
async function showMonth(user: ReturnType<typeof userEvent.setup>, date: string) {
  const calendar = () => screen.getByRole('group', { name: /^Dates, / });
  for (let step = 0; calendar().getAttribute('aria-label') !== `Dates, ${monthName(date)}`; step += 1) {
    if (step > 12) throw new Error(`the calendar never showed ${monthName(date)}`);
    await user.click(within(calendar()).getByRole('button', { name: 'Next month' }));
  }
}

async function pickDate(user: ReturnType<typeof userEvent.setup>, date: string) {
  await showMonth(user, date);
  await user.click(dayButton(date));
}

async function chooseDay(user: ReturnType<typeof userEvent.setup>, date: string, from: string, to: string) {
  await pickDate(user, date);
  const hours = screen.getByRole('group', { name: formatDate(date) });
  await user.selectOptions(within(hours).getByLabelText('From'), from);
  await user.selectOptions(within(hours).getByLabelText('To'), to);
  return hours;
}

beforeEach(() => {
  sessionStorage.clear();
  authDialog.set({ name: 'none' });
  sessionStore.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('booking panel', () => {
  it('offers only days with free hours and, per day, only free hours', async () => {
    serve(() => jsonResponse(404, {}));
    open();
    const user = userEvent.setup();
    const hours = await chooseDay(user, day1, '9', '12');
    const from = within(hours).getByLabelText('From') as HTMLSelectElement;
    const texts = (select: HTMLSelectElement) => [...select.options].map((entry) => entry.textContent);
    // Only the hours the host opened that day (09:00–16:00); the booked one says so and cannot be chosen.
    expect(texts(from)).toEqual(['Select', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00 (booked)']);
    const option = (select: HTMLSelectElement, value: string) =>
      [...select.options].find((entry) => entry.value === value)!;
    expect(option(from, '9').disabled).toBe(false);
    expect(option(from, '15').disabled).toBe(true);
    const to = within(hours).getByLabelText('To') as HTMLSelectElement;
    expect(texts(to)).toEqual(['Select', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00 (booked)']);
    // From 09:00 the run of free hours ends at 15:00, where the booked hour starts.
    expect(option(to, '15').disabled).toBe(false);
    expect(option(to, '16').disabled).toBe(true);
    expect(texts(from).join(' ')).not.toContain('taken');
    expect(screen.getByText(`Times in Eastern Time (${zone})`)).toBeTruthy();
    // Days without free hours say why, and cannot be picked.
    for (const [date, state] of [
      [closed, 'no free hours (closed)'],
      [full, 'no free hours (fully booked)'],
      [addDays(today, 6), 'no free hours (closed)'],
    ] as const) {
      await showMonth(user, date);
      expect(dayButton(date, state).getAttribute('aria-disabled')).toBe('true');
      await user.click(dayButton(date, state));
      expect(screen.queryByRole('group', { name: formatDate(date) })).toBeNull();
    }
  });

  it('prices rent × hours × max(1, slots) live, and offers only slots free in every chosen hour', async () => {
    serve(() => jsonResponse(404, {}));
    open();
    const user = userEvent.setup();
    await chooseDay(user, day1, '10', '12');
    expect(screen.getByText('2 hours × $12.50')).toBeTruthy();
    const slots = screen.getByRole('group', { name: 'Slots' });
    expect(within(slots).getByRole('button', { name: 'Space 2' })).toHaveProperty('disabled', false);
    await user.click(within(slots).getByRole('button', { name: 'Space 1' }));
    await user.click(within(slots).getByRole('button', { name: 'Space 2' }));
    expect(screen.getByText('2 hours × 2 spaces × $12.50')).toBeTruthy();
    expect(screen.getAllByText('$50.00').length).toBeGreaterThan(0);
    // Adding 12:00 (slot 2 taken then) makes slot 2 unselectable and drops it from the price.
    await user.selectOptions(within(screen.getByRole('group', { name: formatDate(day1) })).getByLabelText('To'), '13');
    expect(within(slots).getByRole('button', { name: 'Space 2' })).toHaveProperty('disabled', true);
    expect(screen.getByText('3 hours × 1 space × $12.50')).toBeTruthy();
    await chooseDay(user, day2, '9', '10');
    expect(screen.getByText('4 hours × 1 space × $12.50')).toBeTruthy();
    expect(screen.getAllByText('$50.00').length).toBeGreaterThan(0);
    expect(screen.getByText(new RegExp(`^${Messages.cancellationPolicyFlexible}\\.`))).toBeTruthy();
    expect(screen.getByText('Instant book')).toBeTruthy();
  });

  it("shows the quote line by line under the host's pricing, the total the server will hold", async () => {
    serve(() => jsonResponse(404, {}));
    const priced = {
      ...wholeSpace,
      rules: {
        ...defaultBookingRules,
        pricing: {
          ...defaultBookingRules.pricing,
          peakRent: 20,
          peakHours: [13],
          cleaningFee: 15,
          extraGuestFee: 2,
          extraGuestsFrom: 1,
          longBookingHours: 4,
          longBookingDiscountPercent: 10,
        },
      },
    } as VenueDetail;
    open(priced);
    const user = userEvent.setup();
    await chooseDay(user, day1, '10', '14');
    await user.click(screen.getByRole('button', { name: 'More adults' }));
    const lines = within(screen.getByRole('list', { name: 'Price details' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '3 hours × $12.50$37.50',
      '1 peak hour × $20$20.00',
      '10% off 4 hours or more−$5.75',
      '1 extra guest × 4 hours × $2$8.00',
      'Cleaning fee$15.00',
    ]);
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$74.75');
  });

  it('says how a request-to-book listing is booked, its policy and length, and offers only ranges long enough', async () => {
    serve(() => jsonResponse(404, {}));
    const request = {
      ...wholeSpace,
      rules: {
        ...defaultBookingRules,
        bookingMode: 'request',
        responseHours: 12,
        cancellationPolicy: 'moderate',
        minHours: 3,
      },
    } as VenueDetail;
    open(request);
    expect(screen.getByText('Request to book: the host answers within 12 h')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeTruthy();
    expect(
      screen.getByText(
        `${Messages.cancellationPolicyModerate}. Bookings of at least 3 hours. Your card is authorised on the next step and charged only if the host accepts.`,
      ),
    ).toBeTruthy();
    const user = userEvent.setup();
    await pickDate(user, day1);
    const hours = screen.getByRole('group', { name: formatDate(day1) });
    const enabled = (select: HTMLElement) =>
      [...(select as HTMLSelectElement).options]
        .filter((entry) => entry.value && !entry.disabled)
        .map((entry) => entry.value);
    // 09:00–14:00 are free (15:00 is booked): a 3-hour booking can start at 12:00 at the latest.
    expect(enabled(within(hours).getByLabelText('From'))).toEqual(['9', '10', '11', '12']);
    await user.selectOptions(within(hours).getByLabelText('From'), '10');
    expect((within(hours).getByLabelText('To') as HTMLSelectElement).value).toBe('13');
    expect(enabled(within(hours).getByLabelText('To'))).toEqual(['13', '14', '15']);
  });

  it('keeps guest counts within the listing limits', async () => {
    serve(() => jsonResponse(404, {}));
    open();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'More adults' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'More adults' }));
    expect(screen.getByLabelText('Adults: 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More adults' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'More infants' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Not allowed here')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fewer adults' }));
    await user.click(screen.getByRole('button', { name: 'Fewer adults' }));
    expect(screen.getByLabelText('Adults: 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fewer adults' })).toHaveProperty('disabled', true);
  });

  it('states each booking rule of docs/product/rules.md#validation before sending anything', async () => {
    signIn();
    serve(() => jsonResponse(404, {}));
    open();
    const user = userEvent.setup();
    const book = () => user.click(screen.getByRole('button', { name: 'Book now' }));
    await book();
    expect((await screen.findAllByText(Messages.chooseBookingDate)).length).toBeGreaterThan(0);
    await pickDate(user, day1);
    await book();
    expect(screen.getAllByText(Messages.selectTimeForEveryDate.trim()).length).toBeGreaterThan(0);
    const hours = screen.getByRole('group', { name: formatDate(day1) });
    await user.selectOptions(within(hours).getByLabelText('From'), '9');
    await book();
    expect(screen.getAllByText(Messages.selectSlot.trim()).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Space 3' }));
    await user.click(screen.getByRole('button', { name: 'Fewer adults' }));
    await book();
    expect(screen.getAllByText(Messages.oneAdultMandatory.trim()).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.url.includes('/reservation/'))).toHaveLength(0);
  });

  it('asks a visitor to log in and keeps the choice for when they come back', async () => {
    serve(() => jsonResponse(404, {}));
    const first = open(wholeSpace);
    const user = userEvent.setup();
    await chooseDay(user, day1, '10', '13');
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText(Messages.loginRequiredBooking)).toBeTruthy();
    expect(authDialog.get().name).toBe('login');
    first.unmount();
    signIn();
    open(wholeSpace);
    const hours = screen.getByRole('group', { name: formatDate(day1) });
    expect((within(hours).getByLabelText('From') as HTMLSelectElement).value).toBe('10');
    expect((within(hours).getByLabelText('To') as HTMLSelectElement).value).toBe('13');
    expect(screen.getByText('3 hours × $12.50')).toBeTruthy();
  });

  it('sends the request of docs/product/wire-contract.md#reservations-and-payments and moves on to the checkout of the new booking', async () => {
    signIn();
    serve((url, method) =>
      url.endsWith('/reservation/request') && method === 'POST'
        ? jsonResponse(201, {
            data: {
              uuid: reservationId,
              venueId,
              status: 1,
              payment: { amount: 25, due: 25 },
              holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
              venue: { timezone: 'America/New_York' },
            },
            message: Messages.bookingSubmitted,
          })
        : jsonResponse(404, {}),
    );
    open();
    const user = userEvent.setup();
    await chooseDay(user, day1, '10', '12');
    await user.click(screen.getByRole('button', { name: 'Space 3' }));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/book-now/${venueId}?reservationid=${reservationId}`),
    );
    expect(calls.find((call) => call.url.endsWith('/reservation/request'))?.body).toEqual({
      venueId,
      schedules: [{ date: day1, intervals: ['10:00', '11:00'] }],
      slots: [3],
      guestList: { adults: 1, children: 0, infants: 0 },
    });
    // One snack: the spec's message, and how long the hours are held and until when in the listing's zone.
    expect(
      await screen.findByText(
        new RegExp(
          `^${Messages.bookingSubmitted}\\. Your hours are held for 1[45] minutes, until \\d{1,2}:\\d\\d [AP]M E[SD]T\\.$`,
        ),
      ),
    ).toBeTruthy();
  });

  it('says the request could not be processed when someone else took the hours, once, in its dialog', async () => {
    signIn();
    serve((url) =>
      url.endsWith('/reservation/request')
        ? jsonResponse(409, { message: Messages.bookingHoursTaken })
        : jsonResponse(404, {}),
    );
    open(wholeSpace);
    const user = userEvent.setup();
    // A refused choice is said in the panel only, not in a snackbar too.
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText(Messages.chooseBookingDate);
    await settle();
    expect(screen.getAllByText(Messages.chooseBookingDate)).toHaveLength(1);
    await chooseDay(user, day1, '10', '11');
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(Messages.requestProcessingFailed)).toBeTruthy();
    expect(within(dialog).getByText(Messages.bookingHoursTaken)).toBeTruthy();
    await settle();
    expect(screen.getAllByText(Messages.bookingHoursTaken)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Choose other hours' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reschedules: prefilled from the booking, its own hours free, the price difference shown', async () => {
    signIn();
    // The booking holds 12:00–14:00 on day 1 with slot 2: the schedule shows those hours as taken by it.
    const taken = {
      ...venue,
      schedules: [
        {
          ...hoursOf(day1),
          intervals: hoursOf(day1).intervals.map((interval) =>
            interval.time === '13:00'
              ? { ...interval, slots: interval.slots.map((slot) => (slot.id === 2 ? { ...slot, status: 2 } : slot)) }
              : interval,
          ),
        },
        hoursOf(day2),
      ],
    } as unknown as VenueDetail;
    const booking = {
      uuid: reservationId,
      venueId,
      status: 2,
      schedules: [{ date: day1, intervals: ['12:00', '13:00'] }],
      slots: [2],
      guestList: { adults: 2, children: 0, infants: 0 },
      payment: { amount: 25, due: 0 },
      startsAt: `${day1}T17:00:00.000Z`,
      pendingChange: null,
    } as unknown as Reservation;
    serve((url, method) => {
      if (url.includes(`/reservation/view/${reservationId}`)) return jsonResponse(200, { data: booking });
      if (url.includes(`/reservation/reschedule/${reservationId}`) && method === 'PUT')
        return jsonResponse(200, { data: booking, message: Messages.rescheduleSubmitted });
      return jsonResponse(404, {});
    });
    open(taken, reservationId);
    const user = userEvent.setup();
    const hours = await screen.findByRole('group', { name: formatDate(day1) });
    expect((within(hours).getByLabelText('From') as HTMLSelectElement).value).toBe('12');
    expect((within(hours).getByLabelText('To') as HTMLSelectElement).value).toBe('14');
    expect(screen.getByRole('button', { name: 'Space 2', pressed: true })).toHaveProperty('disabled', false);
    expect(screen.getByText('Your booking now: $25.00. Same price.')).toBeTruthy();
    await user.selectOptions(within(hours).getByLabelText('To'), '15');
    expect(screen.getByText('Your booking now: $25.00. You pay $12.50 more.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/book-now/${venueId}?reservationid=${reservationId}`),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      schedules: [{ date: day1, intervals: ['12:00', '13:00', '14:00'] }],
      slots: [2],
      guestList: { adults: 2, children: 0, infants: 0 },
    });
    // The answer is a booking confirmed as it stands, nothing to pay: the checkout's success message is the one.
    await settle();
    expect(screen.queryByText(Messages.rescheduleSubmitted, { exact: false })).toBeNull();
  });
});
