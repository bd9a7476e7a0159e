import { Messages } from '@app/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  apiGet,
  apiLogin,
  demo,
  describeInBrowser,
  expectSnackbar,
  expectVisible,
  openLoggedIn,
  openPage,
  recordMessages,
  snapshot,
} from './support.ts';

/** A demo host listing no other browser test uses: this test replaces its hours. */
const listingTitle = 'Fort Point Brick-and-Beam Studio';

interface Venue {
  uuid: string;
  title: string;
  timezone: string;
  schedules: { date: string; intervals: { time: string; status: number }[] }[];
}

const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};
/** 1 = Monday … 7 = Sunday */
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
const firstOnOrAfter = (date: string, weekday: number) => {
  let day = date;
  while (isoWeekday(day) !== weekday) day = addDays(day, 1);
  return day;
};
const monthName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayAndMonth = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayLegend = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
const times = (venue: Venue, date: string) =>
  venue.schedules.find((day) => day.date === date)?.intervals.map((interval) => interval.time) ?? [];

/** The preview's day cell for a date (pages the month calendar to it first, from the first month). */
async function previewDay(dialog: Locator, date: string) {
  const month = monthName(date);
  const previous = dialog.getByRole('button', { name: 'Previous month' });
  while (await previous.isEnabled()) await previous.click();
  for (let step = 0; step < 3; step += 1) {
    if (await dialog.getByRole('list', { name: `Open hours, ${month}` }).count()) break;
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  return dialog
    .getByRole('list', { name: `Open hours, ${month}` })
    .getByRole('listitem', { name: new RegExp(`\\b${dayAndMonth(date)}: `) });
}

async function addInterval(entry: Locator, from: number, to: number) {
  await entry.getByLabel('From', { exact: true }).selectOption(String(from));
  await entry.getByLabel('To', { exact: true }).selectOption(String(to));
  await entry.getByRole('button', { name: 'Add Interval' }).click();
}

async function openScheduleDialog(page: Page) {
  await page.getByRole('button', { name: 'Manage schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage schedule' });
  await expectVisible(dialog.getByRole('heading', { name: /^(Open hours guests see|Preview \(not saved yet\))$/ }));
  return dialog;
}

describeInBrowser('the host sets a listing’s schedule', () => {
  let venue: Venue;
  let today: string;

  beforeAll(async () => {
    const { tokens } = await apiLogin(demo.host);
    const hosted = await apiGet<{ data: { uuid: string; title: string }[] }>(
      '/venue/viewall/hosted',
      tokens.access.value,
    );
    const listing = hosted.data.find((candidate) => candidate.title === listingTitle);
    if (!listing) throw new Error(`the demo host has no ${listingTitle}`);
    venue = (await apiGet<{ data: Venue }>(`/venue/${listing.uuid}/view`, tokens.access.value)).data;
    today = todayIn(venue.timezone);
  });

  it(
    'replaces the hours with a weekly entry, a single date and a custom repeat, and guests see them',
    { timeout: 150_000 },
    async () => {
      // Within the first week (the demo block of this listing lies 9–15 days ahead), and a date after it.
      const tuesday = firstOnOrAfter(addDays(today, 1), 2);
      const sunday = firstOnOrAfter(addDays(today, 1), 7);
      const saturday = firstOnOrAfter(addDays(today, 16), 6);

      const { page, errors } = await openLoggedIn(`/view-detail/${venue.uuid}`, demo.host);
      const dialog = await openScheduleDialog(page);
      await expectVisible(dialog.getByText(listingTitle));
      await dialog.getByRole('button', { name: 'How schedules work' }).click();
      await expectVisible(page.getByText('Three ways to open hours'));
      // The tooltip is interactive: it closes once the pointer leaves it and its button.
      await page.mouse.move(5, 5);
      await page.getByText('Three ways to open hours').waitFor({ state: 'hidden' });

      // The demo schedule is loaded; the host starts from scratch.
      await expectVisible(dialog.getByRole('group', { name: 'Entry 1' }));
      while ((await dialog.getByRole('button', { name: /^Remove entry / }).count()) > 0) {
        await dialog
          .getByRole('button', { name: /^Remove entry / })
          .first()
          .click();
      }
      expect(await dialog.getByRole('button', { name: 'Submit' }).count()).toBe(0);

      // Every Tuesday and Thursday, 09:00–12:00 and 14:00–17:00.
      await dialog.getByRole('button', { name: 'Add new' }).click();
      const weekly = dialog.getByRole('group', { name: 'Entry 1' });
      await weekly.getByRole('button', { name: 'Tue' }).click();
      await weekly.getByRole('button', { name: 'Thu' }).click();
      await addInterval(weekly, 9, 12);
      await addInterval(weekly, 11, 13);
      await expectVisible(weekly.getByText(Messages.intervalOverlap));
      await addInterval(weekly, 14, 17);
      await expectVisible(weekly.getByRole('button', { name: 'Remove 14:00–17:00' }));

      // One Saturday, 18:00–21:00.
      await dialog.getByRole('button', { name: 'Add new' }).click();
      const single = dialog.getByRole('group', { name: 'Entry 2' });
      await single.getByLabel('Specific date').check();
      await single.getByLabel('Date', { exact: true }).fill(saturday);
      await addInterval(single, 18, 21);

      // Every second Sunday (the custom repeat's defaults), 06:00–08:00.
      await dialog.getByRole('button', { name: 'Add new' }).click();
      const custom = dialog.getByRole('group', { name: 'Entry 3' });
      await custom.getByLabel('Custom repeat').check();
      expect(await custom.getByLabel('Frequency').inputValue()).toBe('2');
      expect(await custom.getByLabel('Unit').inputValue()).toBe('2');
      await custom.getByLabel('Start date').fill(sunday);
      await addInterval(custom, 6, 8);

      await expectVisible(dialog.getByRole('heading', { name: 'Preview (not saved yet)' }));
      await expectVisible(await previewDay(dialog, tuesday));
      expect(await (await previewDay(dialog, tuesday)).getAttribute('aria-label')).toMatch(/: 9–12, 14–17$/);

      await dialog.getByRole('button', { name: 'Submit' }).click();
      // Another test's booking on these hours would be refused (409, listed in the dialog): then cancel it.
      const clash = dialog.getByRole('alert').filter({ hasText: 'Set Alter Reservations to True' });
      const saved = page.getByText(Messages.scheduleUpdated, { exact: true });
      await expectVisible(saved.or(clash));
      if (await clash.count()) {
        await dialog.getByLabel('Alter Reservations').selectOption('true');
        await dialog.getByRole('button', { name: 'Submit' }).click();
      }
      await expectSnackbar(page, Messages.scheduleUpdated);

      // The saved preview is what guests see.
      await expectVisible(dialog.getByRole('heading', { name: 'Open hours guests see' }));
      const previews: [string, RegExp][] = [
        [tuesday, /: 9–12, 14–17$/],
        [sunday, /: 6–8$/],
        [addDays(sunday, 7), /: closed$/],
        [addDays(sunday, 14), /: 6–8$/],
        [saturday, /: 18–21$/],
      ];
      for (const [date, text] of previews.sort((a, b) => a[0].localeCompare(b[0]))) {
        expect(await (await previewDay(dialog, date)).getAttribute('aria-label')).toMatch(text);
      }
      await snapshot(page, 'schedule-dialog-1280', { fullPage: false });
      expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

      // The public listing has exactly those hours.
      const publicView = await apiGet<{ data: Venue }>(`/venue/${venue.uuid}/view/public`);
      const weeklyHours = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'];
      expect(times(publicView.data, tuesday)).toEqual(weeklyHours);
      expect(times(publicView.data, addDays(tuesday, 2))).toEqual(weeklyHours);
      expect(times(publicView.data, saturday)).toEqual(['18:00', '19:00', '20:00']);
      expect(times(publicView.data, sunday)).toEqual(['06:00', '07:00']);
      expect(times(publicView.data, addDays(sunday, 14))).toEqual(['06:00', '07:00']);
      expect(times(publicView.data, addDays(sunday, 7))).toEqual([]);
      expect(times(publicView.data, addDays(tuesday, 1))).toEqual([]);
      expect(errors).toEqual([]);

      // A guest's booking panel offers the Saturday's 18:00–21:00 and nothing else that day.
      const guest = await openPage(`/view-detail/${venue.uuid}`);
      guest.page.setDefaultTimeout(20_000);
      const calendar = guest.page.getByRole('group', { name: /^Dates, / });
      await expectVisible(calendar);
      for (let step = 0; step < 3; step += 1) {
        if ((await calendar.getAttribute('aria-label')) === `Dates, ${monthName(saturday)}`) break;
        await calendar.getByRole('button', { name: 'Next month' }).click();
      }
      await calendar.getByRole('button', { name: new RegExp(`\\b${dayAndMonth(saturday)}, free hours$`) }).click();
      const hours = guest.page.getByRole('group', { name: dayLegend(saturday) });
      const from = hours.getByLabel('From');
      const enabledFrom = await from.evaluate((select: HTMLSelectElement) =>
        [...select.options].filter((option) => option.value !== '' && !option.disabled).map((option) => option.value),
      );
      expect(enabledFrom).toEqual(['18', '19', '20']);
      await from.selectOption('18');
      await hours.getByLabel('To').selectOption('21');
      await expectVisible(guest.page.getByText(/^3 hours × /));
      await guest.context.close();
    },
  );

  it.each([1280, 375])(
    'refuses a past date and a frequency of 0 at %i px: at the field as typed, named by entry on Submit, nothing sent',
    { timeout: 90_000 },
    async (width) => {
      const { page, errors } = await openLoggedIn(`/view-detail/${venue.uuid}`, demo.host, { width, height: 900 });
      const dialog = await openScheduleDialog(page);
      await expectVisible(dialog.getByRole('group', { name: 'Entry 1' }));
      const messages = await recordMessages(page);
      const saves: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().includes('/schedule/raw/update')) saves.push(request.url());
      });
      const existing = await dialog.getByRole('group', { name: /^Entry \d+$/ }).count();
      const entry = (number: number) => dialog.getByRole('group', { name: `Entry ${number}`, exact: true });

      // A date before today: said at the date as soon as it is typed.
      await dialog.getByRole('button', { name: 'Add new' }).click();
      const past = entry(existing + 1);
      await past.getByLabel('Specific date').check();
      await past.getByLabel('Date', { exact: true }).fill(addDays(today, -1));
      await expectVisible(past.getByText(Messages.scheduleDateInPast, { exact: true }));
      expect(await past.getByLabel('Date', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await addInterval(past, 9, 10);

      // A custom repeat every 0 weeks: said at the frequency as soon as it is typed.
      await dialog.getByRole('button', { name: 'Add new' }).click();
      const never = entry(existing + 2);
      await never.getByLabel('Custom repeat').check();
      await never.getByLabel('Start date').fill(addDays(today, 3));
      await never.getByLabel('Frequency').fill('0');
      await expectVisible(never.getByText(Messages.scheduleFrequencyMin, { exact: true }));
      expect(await never.getByLabel('Frequency').getAttribute('aria-invalid')).toBe('true');
      await addInterval(never, 9, 10);

      // A specific date left empty: said once Submit is pressed.
      await dialog.getByRole('button', { name: 'Add new' }).click();
      const undated = entry(existing + 3);
      await undated.getByLabel('Specific date').check();
      await addInterval(undated, 9, 10);
      expect(await undated.getByText(Messages.scheduleDateRequired, { exact: true }).count()).toBe(0);

      await dialog.getByRole('button', { name: 'Submit' }).click();
      const summary = dialog.getByRole('alert').filter({ hasText: `Entry ${existing + 3}: choose a date` });
      await expectVisible(summary);
      await expectVisible(summary.getByText(`Entry ${existing + 1}: the date cannot be before today.`));
      await expectVisible(summary.getByText(`Entry ${existing + 2}: frequency must be at least 1`));
      await expectVisible(undated.getByText(Messages.scheduleDateRequired, { exact: true }));
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      await snapshot(page, `schedule-dialog-errors-${width}`, { fullPage: false });
      await never.scrollIntoViewIfNeeded();
      await snapshot(page, `schedule-dialog-frequency-${width}`, { fullPage: false });
      await page.waitForTimeout(500);
      expect(saves).toEqual([]);
      expect(await messages.snackbars()).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  it('is full-screen on a phone, without sideways scrolling', async () => {
    const { page, errors } = await openLoggedIn(`/view-detail/${venue.uuid}`, demo.host, { width: 375, height: 812 });
    const dialog = await openScheduleDialog(page);
    await expectVisible(dialog.getByRole('group', { name: 'Entry 3' }));
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snapshot(page, 'schedule-dialog-375', { fullPage: false });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'Manage schedule' }));
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
