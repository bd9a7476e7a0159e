import { Messages } from '@app/contract';
import { expect, it } from 'vitest';
import {
  apiLogin,
  baseUrl,
  demo,
  expectSnackbar,
  expectVisible,
  openLoggedIn,
  openPage,
  describeInBrowser,
  liveStreamsOpen,
  recordMessages,
  snapshot,
} from './support.ts';

interface Day {
  date: string;
  intervals: { time: string; status: number; slots: { id: number; status: number }[] }[];
}

/** Books and pays for the last open hour of a listing (distinct from other tests' hours) through the API. */
async function bookOneHour(headers: Record<string, string>) {
  const list = (await (await fetch(`${baseUrl}/api/v1/venue/viewall/public?limit=6&page=1&search=tennis`)).json()) as {
    data: { uuid: string }[];
  };
  const venueId = list.data.at(-1)!.uuid;
  const venue = (await (await fetch(`${baseUrl}/api/v1/venue/${venueId}/view`, { headers })).json()) as {
    data: { schedules: Day[]; slots: number | null };
  };
  const day = venue.data.schedules.filter((entry) => entry.intervals.some((interval) => interval.status === 1)).at(-1)!;
  const interval = day.intervals.filter((entry) => entry.status === 1).at(-1)!;
  const slot = interval.slots.find((entry) => entry.status === 1);
  const request = await fetch(`${baseUrl}/api/v1/reservation/request`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      venueId,
      schedules: [{ date: day.date, intervals: [interval.time] }],
      ...(slot ? { slots: [slot.id] } : {}),
      guestList: { adults: 1, children: 0, infants: 0 },
    }),
  });
  expect(request.status).toBeLessThan(300);
  const reservation = (await request.json()) as { data: { uuid: string } };
  const confirm = await fetch(`${baseUrl}/api/v1/reservation/confirm/${reservation.data.uuid}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ venueId, stripetoken: 'tok_visa' }),
  });
  expect(confirm.status).toBeLessThan(300);
}

describeInBrowser('notifications in the web app', () => {
  it('shows a booking confirmation live as an info message and in the bell, and marks it read', async () => {
    const { page, context } = await openLoggedIn('/listing', demo.customer);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expectVisible(bell);
    // Let the live stream connect before the event happens.
    await liveStreamsOpen(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectVisible(page.getByRole('heading', { name: 'Notifications' }));
    const markAll = page.getByRole('button', { name: 'Mark all read' });
    if (await markAll.isEnabled()) await markAll.click();
    await page.keyboard.press('Escape');

    const session = await apiLogin(demo.customer);
    await bookOneHour({ authorization: `Bearer ${session.tokens.access.value}` });

    await expectVisible(page.getByRole('alert').filter({ hasText: /confirmed/i }), 15_000);
    const unreadLabel = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expectVisible(unreadLabel);
    const unreadOf = async () => {
      // By CSS: while the panel is open the rest of the page is aria-hidden.
      const label = (await page.locator('button[aria-label^="Notifications"]').getAttribute('aria-label')) ?? '';
      return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
    };
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const item = page.getByRole('button', { name: /confirmed/i }).first();
    await expectVisible(item);
    // The list now holds the confirmation, so the badge's count is current.
    const unreadBefore = await unreadOf();
    expect(unreadBefore).toBeGreaterThan(0);
    await item.click();
    // Opening a notification marks it read and goes to its page.
    await page.waitForURL((url) => url.pathname !== '/listing');
    await expect.poll(unreadOf).toBe(unreadBefore - 1);
    if (unreadBefore > 1) {
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('button', { name: 'Mark all read' }).click();
      await expect.poll(unreadOf).toBe(0);
    }
    await context.close();
  });

  it('asks for notification permission only when the user turns them on, and reports a refusal (docs/product/messages.md)', async () => {
    const { page, context } = await openPage('/');
    // Debian's Chromium starts undecided and refuses when asked; the headless shell (@sparticuz/chromium) starts
    // with the permission already denied, where the app says how to allow it instead of asking.
    const startsDenied = (await page.evaluate(() => Notification.permission)) === 'denied';
    const answer = startsDenied ? Messages.checkNotificationPermissions : Messages.notificationPermissionDenied;
    const messages = await recordMessages(page);
    await page.getByRole('button', { name: 'Login / Sign up' }).click();
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.getByLabel('Email or phone').fill(demo.host.email);
    await login.getByLabel('Password', { exact: true }).fill(demo.host.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expectSnackbar(page, 'Login successful');
    // Nothing about notifications at login.
    await page.waitForTimeout(1000);
    expect(await messages.snackbars()).toEqual(['Login successful']);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expectVisible(page.getByRole('button', { name: 'Turn on browser notifications' }));
    await snapshot(page, 'notifications-panel-1280', { fullPage: false });
    await page.getByRole('button', { name: 'Turn on browser notifications' }).click();
    await expectSnackbar(page, answer);
    expect(await messages.snackbars()).toEqual(['Login successful', answer]);
    await context.close();
  });
});
