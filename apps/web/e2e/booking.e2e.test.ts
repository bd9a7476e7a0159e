import { Messages, formatDollars } from '@app/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  apiLogin,
  baseUrl,
  chooseHours,
  dayName,
  monthName,
  dayLegend,
  describeInBrowser,
  enterCode,
  expectSnackbar,
  expectVisible,
  liveStreamsOpen,
  newVerifiedCustomer,
  openLoggedIn,
  openPage,
  payWithCard,
  recordMessages,
  signUpInBrowser,
  snapshot,
  latestCode,
  uniqueAccount,
} from './support.ts';

interface Interval {
  time: string;
  status: number;
  slots: { id: number; status: number }[];
}
interface Venue {
  uuid: string;
  title: string;
  rent: number;
  slots: number | null;
  timezone: string;
  schedulingPeriod: number;
  category: { name: string; slots: boolean; slotPrefix: string | null };
  schedules: { date: string; status: number; intervals: Interval[] }[];
}

const json = async <T>(path: string) => ((await (await fetch(`${baseUrl}/api/v1${path}`)).json()) as { data: T }).data;
const venueOf = (id: string) => json<Venue>(`/venue/${id}/view/public`);

let wholeSpaces: Venue[] = [];
let slotSpaces: Venue[] = [];

beforeAll(async () => {
  const listed = await json<Venue[]>('/venue/viewall/public?limit=50&page=1');
  const details = await Promise.all(listed.map((venue) => venueOf(venue.uuid)));
  wholeSpaces = details.filter((venue) => !venue.category.slots && venue.rent > 0);
  slotSpaces = details.filter((venue) => venue.category.slots && (venue.slots ?? 0) >= 3);
});

/** A date at least `daysAhead` days out with `hours` consecutive hours free (for the given slots, if any). */
async function freeRun(venueId: string, hours: number, { daysAhead = 2, slots = [] as number[] } = {}) {
  const venue = await venueOf(venueId);
  const earliest = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  for (const day of venue.schedules) {
    if (day.date < earliest || day.status !== 1) continue;
    const free = new Set(
      day.intervals
        .filter(
          (interval) =>
            interval.status === 1 &&
            (slots.length === 0
              ? true
              : slots.every((id) => interval.slots.some((s) => s.id === id && s.status === 1))),
        )
        .map((interval) => Number(interval.time.slice(0, 2))),
    );
    for (const start of [...free].sort((a, b) => a - b)) {
      if (Array.from({ length: hours }, (_, index) => start + index).every((hour) => free.has(hour))) {
        return { date: day.date, from: start };
      }
    }
  }
  throw new Error(`no ${hours} free hours at ${venue.title}`);
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** A confirmed booking made through the API (for tests about what comes after booking). */
async function confirmedBooking(token: string, venueId: string, date: string, from: number, hours: number) {
  const request = await apiCall<{ data: { uuid: string } }>('POST', '/reservation/request', token, {
    venueId,
    schedules: [
      { date, intervals: Array.from({ length: hours }, (_, i) => `${String(from + i).padStart(2, '0')}:00`) },
    ],
    guestList: { adults: 1, children: 0, infants: 0 },
  });
  expect(request.status).toBe(201);
  const paid = await apiCall('POST', `/reservation/confirm/${request.body.data.uuid}`, token, {
    venueId,
    stripetoken: 'tok_visa',
  });
  expect(paid.status).toBe(200);
  return request.body.data.uuid;
}

/** Holds the page's requests to `url` until the returned function is called (later ones then pass at once). */
async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describeInBrowser('booking and paying in the browser', () => {
  it('books hours, pays with a test card, is thanked and finds the booking confirmed in My Bookings', async () => {
    const customer = await newVerifiedCustomer();
    const venue = wholeSpaces[0]!;
    const { date, from } = await freeRun(venue.uuid, 2);
    const { page, errors } = await openLoggedIn(`/view-detail/${venue.uuid}`, customer);
    await liveStreamsOpen(page);
    const messages = await recordMessages(page);
    const start = await messages.mark();
    await chooseHours(page, date, from, from + 2);
    await expectVisible(page.getByText(`2 hours × ${formatDollars(Math.round(venue.rent * 100))}`));
    await snapshot(page, 'booking-panel-1280');
    // A slow server: the request shows the spec's waiting message until it answers (held until the test saw it).
    const answer = await holdRequests(page, '**/api/v1/reservation/request');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expectVisible(page.getByRole('dialog').getByText(Messages.bookingProcessing));
    await snapshot(page, 'booking-waiting-1280', { fullPage: false });
    answer();
    await expectVisible(
      page.getByText(
        new RegExp(
          `^${Messages.bookingSubmitted}\\. Your hours are held for 1[45] minutes, until \\d{1,2}:\\d\\d [AP]M [A-Z]{3,4}\\.$`,
        ),
      ),
    );
    await expectVisible(page.getByRole('heading', { name: 'Confirm and pay' }));
    await expectVisible(page.getByLabel(`Amount due ${money(venue.rent * 2)}`));
    expect(await page.getByRole('timer').textContent()).toMatch(
      /^Your hours are held for 1[45] minutes, until \d{1,2}:\d\d [AP]M [A-Z]{3,4}\. Pay before then to keep them\.$/,
    );
    await snapshot(page, 'booking-payment-1280');

    await payWithCard(page, '4242 4242 4242 4242');
    await expectSnackbar(page, Messages.bookingConfirmed);
    await page.waitForURL((url) => url.pathname === '/thankyou');
    await expectVisible(page.getByRole('heading', { name: 'Thank you for your booking!' }));
    await expectVisible(page.getByText(`A confirmation email is on its way to ${customer.email}.`));
    await expectVisible(page.getByRole('link', { name: venue.title }));
    await snapshot(page, 'thankyou-1280');
    // One message per step, even once the booking's notifications have arrived live (they go to the bell).
    const shown = await messages.shownSince(start, 'booking_requested', 'booking_confirmed');
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatch(new RegExp(`^${Messages.bookingSubmitted}\\. `));
    expect(shown[1]).toBe(Messages.bookingConfirmed);

    await page.getByRole('link', { name: 'View my bookings' }).click();
    const card = page.getByRole('article', { name: venue.title });
    await expectVisible(card);
    await expectVisible(card.getByText('Confirmed', { exact: true }));
    expect(errors).toEqual([]);
  });

  it('keeps the hold after a declined card and confirms with another; 3-D Secure shows its confirm step', async () => {
    const customer = await newVerifiedCustomer();
    const venue = wholeSpaces[1]!;
    const { date, from } = await freeRun(venue.uuid, 1);
    const { page } = await openLoggedIn(`/view-detail/${venue.uuid}`, customer);
    await chooseHours(page, date, from, from + 1);
    await page.getByRole('button', { name: 'Book now' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Confirm and pay' }));

    await payWithCard(page, '4000 0000 0000 0002');
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Your card was declined.' }));
    await expectVisible(page.getByText(/Your hours stay held: you can try another card/));
    await expectVisible(page.getByRole('heading', { name: 'Confirm and pay' }));

    await payWithCard(page, '4000 0025 0000 3155');
    await page.waitForURL((url) => url.pathname.startsWith('/payment/test-mode/authenticate/'));
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/book-now/'));
    await expectVisible(page.getByText(/We are unable to authenticate your payment method/));

    await payWithCard(page, '4000 0025 0000 3155');
    await page.waitForURL((url) => url.pathname.startsWith('/payment/test-mode/authenticate/'));
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL((url) => url.pathname === '/thankyou');
    await expectVisible(page.getByRole('heading', { name: 'Thank you for your booking!' }));
    const { tokens } = await apiLogin(customer);
    const list = await apiCall<{ data: { status: number; venueId: string }[] }>(
      'GET',
      '/reservation/viewall',
      tokens.access.value,
    );
    expect(list.body.data.map((booking) => [booking.venueId, booking.status])).toEqual([[venue.uuid, 2]]);
  });

  it('books two slots of a parking listing with its slot chips', async () => {
    const customer = await newVerifiedCustomer();
    const venue = slotSpaces[0]!;
    const { date, from } = await freeRun(venue.uuid, 1, { slots: [1, 2] });
    const { page } = await openLoggedIn(`/view-detail/${venue.uuid}`, customer);
    await chooseHours(page, date, from, from + 1);
    const slots = page.getByRole('group', { name: 'Slots' });
    const prefix = venue.category.slotPrefix ?? 'Slot';
    await slots.getByRole('button', { name: `${prefix} 1`, exact: true }).click();
    await slots.getByRole('button', { name: `${prefix} 2`, exact: true }).click();
    expect(await slots.getByRole('button', { name: `${prefix} 2`, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expectVisible(
      page.getByText(`1 hour × 2 ${prefix.toLowerCase()}s × ${formatDollars(Math.round(venue.rent * 100))}`),
    );
    await page.getByRole('button', { name: 'Book now' }).click();
    await expectVisible(page.getByLabel(`Amount due ${money(venue.rent * 2)}`));
    await expectVisible(page.getByRole('region', { name: 'Your booking' }).getByText('1, 2'));
  });

  it('two people race for the same hour: one holds it, the other is told and sees it taken', async () => {
    const [first, second] = await Promise.all([newVerifiedCustomer('Ann Racer'), newVerifiedCustomer('Ben Racer')]);
    const venue = wholeSpaces[2]!;
    const { date, from } = await freeRun(venue.uuid, 1);
    const a = await openLoggedIn(`/view-detail/${venue.uuid}`, first);
    const b = await openLoggedIn(`/view-detail/${venue.uuid}`, second);
    await chooseHours(a.page, date, from, from + 1);
    const bHours = await chooseHours(b.page, date, from, from + 1);
    await Promise.all([
      a.page.getByRole('button', { name: 'Book now' }).click(),
      b.page.getByRole('button', { name: 'Book now' }).click(),
    ]);
    const outcome = async (page: Page) =>
      Promise.race([
        page
          .getByRole('heading', { name: 'Confirm and pay' })
          .waitFor()
          .then(() => 'won' as const),
        page
          .getByText(Messages.requestProcessingFailed)
          .waitFor()
          .then(() => 'lost' as const),
      ]);
    const results = await Promise.all([outcome(a.page), outcome(b.page)]);
    expect([...results].sort()).toEqual(['lost', 'won']);
    const loserPage = results[0] === 'lost' ? a.page : b.page;
    await expectVisible(loserPage.getByText(Messages.bookingHoursTaken));
    await loserPage.getByRole('button', { name: 'Choose other hours' }).click();
    const hours = loserPage === b.page ? bHours : loserPage.getByRole('group', { name: dayLegend(date) });
    await expect
      .poll(() => hours.getByLabel('From').locator(`option[value="${from}"]`).textContent(), { timeout: 10_000 })
      .toContain('(booked)');
  });

  it('reschedules to a cheaper time (refund, at once) and to a dearer one (pays the difference)', async () => {
    const customer = await newVerifiedCustomer();
    const { tokens } = await apiLogin(customer);
    const venue = wholeSpaces[3]!;
    const { date, from } = await freeRun(venue.uuid, 3, { daysAhead: 3 });
    const reservationId = await confirmedBooking(tokens.access.value, venue.uuid, date, from, 2);
    const { page } = await openLoggedIn('/mybookings', customer);
    await page.getByRole('article', { name: venue.title }).getByRole('link', { name: 'Reschedule' }).click();
    await page.waitForURL((url) => url.search === `?reservationid=${reservationId}`);
    await expectVisible(page.getByText('Rescheduling your booking — choose new hours'));
    const hours = page.getByRole('group', { name: dayLegend(date) });
    await expect.poll(() => hours.getByLabel('To').inputValue()).toBe(String(from + 2));
    await hours.getByLabel('To').selectOption(String(from + 1));
    await expectVisible(
      page.getByText(`Your booking now: ${money(venue.rent * 2)}. ${money(venue.rent)} will be refunded to your card.`),
    );
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await expectSnackbar(page, Messages.rescheduleConfirmed);
    await page.waitForURL((url) => url.pathname === '/thankyou');
    await expectVisible(page.getByRole('heading', { name: 'Your booking has new times' }));

    await page.goto(`/view-detail/${venue.uuid}?reservationid=${reservationId}`);
    const again = page.getByRole('group', { name: dayLegend(date) });
    await expect.poll(() => again.getByLabel('To').inputValue()).toBe(String(from + 1));
    await again.getByLabel('To').selectOption(String(from + 3));
    await expectVisible(page.getByText(`You pay ${money(venue.rent * 2)} more.`));
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Confirm your new times' }));
    await expectVisible(page.getByLabel(`Amount due ${money(venue.rent * 2)}`));
    await expectVisible(page.getByText('Your booking keeps its current times until the difference is paid.'));
    await payWithCard(page, '4242 4242 4242 4242');
    await expectSnackbar(page, Messages.rescheduleConfirmed);
    await page.waitForURL((url) => url.pathname === '/thankyou');
    const view = await apiCall<{ data: { schedules: { intervals: string[] }[]; payment: { amount: number } } }>(
      'GET',
      `/reservation/view/${reservationId}`,
      tokens.access.value,
    );
    expect(view.body.data.schedules[0]!.intervals).toHaveLength(3);
    expect(view.body.data.payment.amount).toBe(venue.rent * 3);
  });

  it('asks a visitor to log in on Book and brings them back to the same choice', async () => {
    const customer = await newVerifiedCustomer();
    const venue = wholeSpaces[4]!;
    const { date, from } = await freeRun(venue.uuid, 2);
    const { page } = await openPage(`/view-detail/${venue.uuid}`);
    await chooseHours(page, date, from, from + 2);
    await page.getByRole('button', { name: 'Book now' }).click();
    await expectSnackbar(page, Messages.loginRequiredBooking);
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await expectVisible(login);
    await login.getByLabel('Email or phone').fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill(customer.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expectSnackbar(page, Messages.loginSuccessful);
    const hours = page.getByRole('group', { name: dayLegend(date) });
    expect(await hours.getByLabel('From').inputValue()).toBe(String(from));
    expect(await hours.getByLabel('To').inputValue()).toBe(String(from + 2));
    await page.getByRole('button', { name: 'Book now' }).click();
    await expectVisible(page.getByLabel(`Amount due ${money(venue.rent * 2)}`));
  });

  it('keeps the price and Book within reach on a phone', async () => {
    const customer = await newVerifiedCustomer();
    const venue = wholeSpaces[5]!;
    const { date, from } = await freeRun(venue.uuid, 1);
    const { page } = await openLoggedIn(`/view-detail/${venue.uuid}`, customer, { width: 375, height: 812 });
    await expectVisible(page.getByRole('heading', { level: 1, name: venue.title }));
    const bar = page.getByRole('button', { name: 'Book now' });
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(812);
    await snapshot(page, 'listing-bar-375', { fullPage: false });
    await bar.click();
    const sheet = page.getByRole('dialog', { name: 'Book this space' });
    await expectVisible(sheet);
    await chooseHours(page, date, from, from + 1);
    await snapshot(page, 'booking-panel-375', { fullPage: false });
    const answer = await holdRequests(page, '**/api/v1/reservation/request');
    await sheet.getByRole('button', { name: 'Book now' }).click();
    await expectVisible(page.getByRole('dialog').getByText(Messages.bookingProcessing));
    await snapshot(page, 'booking-waiting-375', { fullPage: false });
    answer();
    await expectVisible(page.getByRole('heading', { name: 'Confirm and pay' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snapshot(page, 'booking-payment-375');
    await payWithCard(page, '5555 5555 5555 4444');
    await page.waitForURL((url) => url.pathname === '/thankyou');
    await expectVisible(page.getByRole('heading', { name: 'Thank you for your booking!' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snapshot(page, 'thankyou-375');
  });

  it('picks a day by keyboard: tab into the calendar, arrows, Page Down, Enter (1280 px and the 375 px sheet)', async () => {
    const addDays = (date: string, days: number) =>
      new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const nextMonthOf = (date: string) => {
      const [year, month] = date.split('-').map(Number) as [number, number];
      return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
    };
    // A listing with free days in two months running, so Page Down lands where a free day can be picked.
    const venues = await Promise.all([...wholeSpaces].reverse().map((space) => venueOf(space.uuid)));
    const plans = venues.map((venue) => {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: venue.timezone }).format(new Date());
      const lastDate = addDays(today, venue.schedulingPeriod - 1);
      const byDate = new Map(venue.schedules.map((day) => [day.date, day]));
      const stateOf = (date: string) => {
        const day = byDate.get(date);
        if (date > lastDate) return 'no free hours (not open for booking yet)';
        if (day?.status === 1 && day.intervals.some((interval) => interval.status === 1)) return 'free hours';
        return day?.status === 1 && day.intervals.length ? 'no free hours (fully booked)' : 'no free hours (closed)';
      };
      const nameOf = (date: string) => `${dayName(date)}${date === today ? ', today' : ''}, ${stateOf(date)}`;
      const free = [...byDate.keys()].filter((date) => stateOf(date) === 'free hours').sort();
      const first = free[0];
      const target = first && free.find((date) => date.slice(0, 7) === nextMonthOf(first));
      return { venue, nameOf, first, target };
    });
    const { venue, nameOf, first, target } = plans.find((plan) => plan.target)!;
    // Page Down keeps the day of the month (the 31st goes to a shorter month's last day).
    const [year, month] = nextMonthOf(first!).split('-').map(Number) as [number, number];
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const paged = `${nextMonthOf(first!)}-${String(Math.min(Number(first!.slice(8)), length)).padStart(2, '0')}`;

    for (const width of [1280, 375]) {
      const { page, context, errors } = await openPage(`/view-detail/${venue.uuid}`, { width, height: 900 });
      if (width === 375) await page.getByRole('button', { name: 'Book now' }).click();
      const scope = width === 375 ? page.getByRole('dialog', { name: 'Book this space' }) : page;
      const calendar = scope.getByRole('group', { name: /^Dates, / });
      await expectVisible(calendar);
      /** The day named `name` has the keyboard focus. */
      const expectFocused = async (name: string) => {
        const day = calendar.getByRole('grid').getByRole('button', { name, exact: true });
        await expect.poll(() => day.evaluate((element) => element === document.activeElement)).toBe(true);
      };

      await calendar.getByRole('button', { name: 'Next month' }).focus();
      await page.keyboard.press('Tab');
      await expectFocused(nameOf(first!));
      await page.keyboard.press('ArrowRight');
      await expectFocused(nameOf(addDays(first!, 1)));
      await page.keyboard.press('ArrowDown');
      await expectFocused(nameOf(addDays(first!, 8)));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowLeft');
      await expectFocused(nameOf(first!));
      // Shift+Tab leaves the grid at once: it is one tab stop.
      await page.keyboard.press('Shift+Tab');
      await expect
        .poll(() =>
          calendar.getByRole('button', { name: 'Next month' }).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('PageDown');
      await expectFocused(nameOf(paged));
      expect(await calendar.getAttribute('aria-label')).toBe(`Dates, ${monthName(paged)}`);
      const steps = (Date.parse(target!) - Date.parse(paged)) / 86_400_000;
      for (let week = 0; week < Math.floor(Math.abs(steps) / 7); week += 1)
        await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
      for (let day = 0; day < Math.abs(steps) % 7; day += 1)
        await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
      await expectFocused(nameOf(target!));
      await snapshot(page, `booking-calendar-keyboard-${width}`, { fullPage: false });
      await page.keyboard.press('Enter');
      await expectVisible(scope.getByRole('group', { name: dayLegend(target!) }));
      await expectVisible(calendar.getByRole('button', { name: nameOf(target!), exact: true, pressed: true }));
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a new user, in the browser alone: signs up, verifies, finds a space, books, pays, reschedules, cancels', async () => {
    const venue = wholeSpaces[6]!;
    const { date, from } = await freeRun(venue.uuid, 2, { daysAhead: 3 });
    const account = uniqueAccount();
    const password = 'Sunny-Deck-42';
    const { page, errors } = await openPage('/Signup');
    await signUpInBrowser(page, { ...account, name: 'Nia Newcomer', password });
    await expectSnackbar(page, Messages.userCreated);
    const login = page.getByRole('dialog', { name: 'Welcome to Hourly Spaces' });
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/editprofile');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await enterCode(page, await latestCode(account.email));
    await expectSnackbar(page, Messages.verificationSuccessful);
    await page.getByRole('button', { name: 'Verify phone' }).click();
    await enterCode(page, await latestCode(account.phone));
    await page.getByText(/^Please verify your/).waitFor({ state: 'detached' });
    await liveStreamsOpen(page);
    const messages = await recordMessages(page);

    // Find the space by its name and book two hours.
    await page.getByRole('link', { name: 'Listing', exact: true }).first().click();
    // Wait for the search page: until it shows, "Name" would also match this profile page's "Full name".
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Find a space by the hour' }));
    await page.getByLabel('Name', { exact: true }).fill(venue.title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: venue.title }).first().click();
    await expectVisible(page.getByRole('heading', { level: 1, name: venue.title }));
    await chooseHours(page, date, from, from + 2);
    await page.getByRole('button', { name: 'Book now' }).click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expectSnackbar(page, Messages.bookingConfirmed);
    await page.getByRole('link', { name: 'View my bookings' }).click();
    const card = page.getByRole('article', { name: venue.title });
    await expectVisible(card.getByText('Confirmed', { exact: true }));

    // Nothing to review before the stay has started.
    expect(await card.getByRole('button', { name: /Review/ }).count()).toBe(0);

    // Move it to one hour (cheaper: the difference comes back at once).
    await card.getByRole('link', { name: 'Reschedule' }).click();
    const hours = page.getByRole('group', { name: dayLegend(date) });
    await expect.poll(() => hours.getByLabel('To').inputValue()).toBe(String(from + 2));
    await hours.getByLabel('To').selectOption(String(from + 1));
    const beforeReschedule = await messages.mark();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await expectSnackbar(page, Messages.rescheduleConfirmed);
    await page.getByRole('link', { name: 'View my bookings' }).click();
    // Confirmed at once (it costs less): the checkout's message only, not the request's too nor the notification.
    const rescheduled = await messages.shownSince(beforeReschedule, 'booking_rescheduled');
    expect(rescheduled).toEqual([Messages.rescheduleConfirmed]);

    // Cancel it: more than 24 hours ahead, so all of what is left is refunded.
    await card.getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expectVisible(cancel.getByText(`You will get a full refund of ${money(venue.rent)}.`));
    const beforeCancel = await messages.mark();
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await expectSnackbar(page, Messages.cancellationSubmitted);
    // One snackbar for the cancel: its cancellation and refund notifications go to the bell.
    const cancelled = await messages.shownSince(beforeCancel, 'booking_cancelled', 'booking_refunded');
    expect(cancelled).toEqual([Messages.cancellationSubmitted]);
    await page.getByRole('tab', { name: /^Past/ }).click();
    await expectVisible(page.getByRole('article', { name: venue.title }).getByText('Cancelled', { exact: true }));

    // Both refunds (the cheaper reschedule's and the cancellation's) are in Transactions.
    await page.goto('/mytransactions/customer');
    const table = page.getByRole('table', { name: 'Transactions' });
    await expectVisible(table);
    await expect
      .poll(
        async () =>
          table
            .getByRole('row')
            .filter({ has: page.getByRole('cell', { name: 'Refund', exact: true }) })
            .count(),
        {
          timeout: 15_000,
        },
      )
      .toBe(2);
    await expectVisible(
      page
        .getByRole('region', { name: 'Summary' })
        .getByText(money(venue.rent * 2))
        .first(),
    );
    expect(errors).toEqual([]);
  }, 180_000);
});
