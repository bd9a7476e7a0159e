import { Messages } from '@app/contract';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiGet, apiLogin, demo, expectVisible, openLoggedIn, openPage, describeInBrowser } from './support.ts';

interface Category {
  uuid: string;
  name: string;
}
interface Card {
  uuid: string;
  title: string;
  address: string;
  category: { name: string };
}
interface ScheduleDay {
  date: string;
  intervals: { status: number; slots: { status: number }[] }[];
}

const api = apiGet;

let categories: Category[] = [];
let allCount = 0;
const categoryNamed = (name: string) => categories.find((category) => category.name === name)!;

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const summary = (page: Page) => page.getByTestId('result-summary');

/** Waits for the search on screen to settle and returns its summary line. */
async function settledSummary(page: Page) {
  await page
    .waitForFunction(() => {
      const answered = document.querySelector('[data-results-for]')?.getAttribute('data-results-for');
      return answered === new URLSearchParams(location.search).toString();
    })
    .catch(async (error: unknown) => {
      console.log(
        'The search did not settle:',
        page.url(),
        await page.evaluate(() => document.body.innerText.slice(0, 1500)),
      );
      throw error;
    });
  return (await summary(page).textContent())!;
}

async function cardTitles(page: Page) {
  await settledSummary(page);
  return results(page).locator('li h3').allTextContents();
}

/** One line per card: category chip, title, address and distance text. */
async function cardTexts(page: Page) {
  await settledSummary(page);
  return results(page).locator(':scope > li').allInnerTexts();
}

function isoDay(offset: number) {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describeInBrowser('search page (/listing)', () => {
  beforeAll(async () => {
    categories = (await api<{ data: Category[] }>('/category/viewall/public')).data;
    allCount = (await api<{ count: number }>('/venue/viewall/public?limit=6&page=1')).count;
    expect(allCount).toBeGreaterThan(12);
  });

  it('finds a listing by a word of its name and writes the search to the URL', async () => {
    const { page, context, errors } = await openPage('/listing');
    expect(await settledSummary(page)).toBe(`${allCount} spaces`);
    await page.getByLabel('Name').fill('Wrigleyville');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'Wrigleyville');
    expect(await cardTitles(page)).toEqual(['Wrigleyville Rooftop Deck Steps from the Ballpark']);
    expect(await summary(page).textContent()).toBe('1 space');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by category: every card shows that category', async () => {
    const tennis = categoryNamed('Tennis Court');
    const expected = (await api<{ count: number }>(`/venue/viewall/public?categoryId=${tennis.uuid}`)).count;
    const { page, context } = await openPage('/listing');
    await settledSummary(page);
    await page.getByLabel('Category').selectOption({ label: 'Tennis Court' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('categoryId') === tennis.uuid);
    const cards = await cardTexts(page);
    expect(cards.length).toBe(expected);
    expect(expected).toBeGreaterThan(1);
    for (const card of cards) expect(card.split('\n')[0]).toBe('Tennis Court');
    await context.close();
  });

  it('filters by location and radius: Austin within 25 miles shows Austin cards with their distance', async () => {
    const { page, context } = await openPage('/listing');
    await settledSummary(page);
    await page.getByLabel('Location').fill('Austin');
    await page.getByLabel('Radius').selectOption('25');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('address') === 'Austin' && url.searchParams.get('r') === '25');
    expect(await settledSummary(page)).toMatch(/^\d+ spaces? within 25 miles of Austin$/);
    const cards = await cardTexts(page);
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) {
      expect(card).toContain('Austin, TX');
      expect(card).toMatch(/Under a mile away|\d+\.\d miles away/);
    }
    // The map shows one pin per card and works although tiles are blocked.
    await expectVisible(page.getByRole('region', { name: 'Map of these results' }));
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(cards.length);
    await context.close();
  });

  it('filters by dates: a studio closed on a day is left out that day and shown on an open day', async () => {
    const studios = (
      await api<{ data: Card[] }>(`/venue/viewall/public?limit=50&categoryId=${categoryNamed('Studio').uuid}`)
    ).data;
    const studio = studios.find((card) => card.title === 'East Austin Podcast and Photo Studio') ?? studios[0]!;
    const schedule = (await api<{ data: { schedules: ScheduleDay[] } }>(`/venue/${studio.uuid}/view/public`)).data
      .schedules;
    const open = new Set(
      schedule
        .filter((day) =>
          day.intervals.some(
            (interval) =>
              interval.status === 1 &&
              (interval.slots.length === 0 || interval.slots.some((slot) => slot.status === 1)),
          ),
        )
        .map((day) => day.date),
    );
    const days = Array.from({ length: 21 }, (_unused, index) => isoDay(index + 2));
    const closedDay = days.find((day) => !open.has(day))!;
    const openDay = days.find((day) => open.has(day))!;
    expect(closedDay).toBeTruthy();
    expect(openDay).toBeTruthy();
    const { page, context } = await openPage(`/listing?search=${encodeURIComponent(studio.title)}`);
    expect(await cardTitles(page)).toContain(studio.title);
    await page.getByLabel('From date').fill(openDay);
    await page.getByLabel('To date').fill(openDay);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('fromDate') === openDay);
    expect(new URL(page.url()).searchParams.get('toDate')).toBe(openDay);
    expect(await cardTitles(page)).toContain(studio.title);

    await page.getByLabel('From date').fill(closedDay);
    await page.getByLabel('To date').fill(closedDay);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('fromDate') === closedDay);
    expect(await cardTitles(page)).not.toContain(studio.title);
    await context.close();
  });

  it('keeps To disabled until From is set and pushes To forward when From passes it', async () => {
    const { page, context } = await openPage('/listing');
    const from = page.getByLabel('From date');
    const to = page.getByLabel('To date');
    expect(await to.isDisabled()).toBe(true);
    expect(await from.getAttribute('min')).toBe(isoDay(0));
    await from.fill(isoDay(3));
    await to.fill(isoDay(4));
    await from.fill(isoDay(8));
    expect(await to.inputValue()).toBe(isoDay(8));
    await context.close();
  });

  it('pages through results: page 2 shows other cards and is in the URL', async () => {
    const { page, context } = await openPage('/listing');
    const first = await cardTitles(page);
    expect(first).toHaveLength(6);
    const pages = page.getByRole('navigation', { name: 'pagination navigation' });
    await expectVisible(pages.getByRole('button', { name: `Go to page ${Math.ceil(allCount / 6)}` }));
    await pages.getByRole('button', { name: 'Go to page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const second = await cardTitles(page);
    expect(second).toHaveLength(6);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    expect(await page.getByText('Showing 7–12').count()).toBe(1);
    // Reloading the URL keeps the page.
    await page.reload();
    expect(await cardTitles(page)).toEqual(second);
    await context.close();
  });

  it('shows the no-result message for 2 seconds, an empty state, and Undo Filter resets everything', async () => {
    const { page, context } = await openPage('/listing?address=Austin&r=10');
    await settledSummary(page);
    await page.getByLabel('Name').fill('qzxv nonsense wxq');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const snackbar = page.locator('#notistack-snackbar', { hasText: Messages.noResult });
    await expectVisible(snackbar);
    const shownAt = Date.now();
    await expectVisible(page.getByText('No spaces match your search'));
    await snackbar.waitFor({ state: 'detached', timeout: 15_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1200);

    await page.getByRole('button', { name: 'Undo Filter' }).first().click();
    await page.waitForURL((url) => url.pathname === '/listing' && url.search === '');
    expect(await settledSummary(page)).toBe(`${allCount} spaces`);
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Location').inputValue()).toBe('');
    await context.close();
  });

  it('loads a deep link from the home page on a full page load', async () => {
    const pools = categoryNamed('Swimming Pool');
    const { page, context, errors } = await openPage(`/listing?categoryId=${pools.uuid}&address=Austin&r=50`);
    expect(await settledSummary(page)).toMatch(/^\d+ spaces? within 50 miles of Austin$/);
    const cards = await cardTexts(page);
    expect(cards.length).toBeGreaterThanOrEqual(1);
    for (const card of cards) {
      expect(card.split('\n')[0]).toBe('Swimming Pool');
      expect(card).toContain(', TX');
    }
    expect(await page.getByLabel('Location').inputValue()).toBe('Austin');
    expect(await page.getByLabel('Category').inputValue()).toBe(pools.uuid);
    expect(await page.getByLabel('Radius').inputValue()).toBe('50');
    // A pin on the map opens the listing.
    await page.locator('.leaflet-marker-icon').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/view-detail/'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves a signed-in host’s own listings out of the results', async () => {
    const login = { data: await apiLogin(demo.host) };
    const hosted = (await api<{ data: Card[] }>('/venue/viewall/hosted', login.data.tokens.access.value)).data;
    const own = hosted.find((card) => card.title.includes('Wrigleyville')) ?? hosted[0]!;
    const visitor = await openPage(`/listing?search=${encodeURIComponent(own.title)}`);
    expect(await cardTitles(visitor.page)).toContain(own.title);
    await visitor.context.close();

    const host = await openLoggedIn(`/listing?search=${encodeURIComponent(own.title)}`, demo.host);
    await settledSummary(host.page);
    expect(await cardTitles(host.page)).not.toContain(own.title);
    await host.context.close();
  });

  it('works at 375 px: filters fold away, the map opens on demand, nothing overflows', async () => {
    const { page, context } = await openPage('/listing?address=Austin&r=25', { width: 375, height: 812 });
    expect(await settledSummary(page)).toMatch(/within 25 miles of Austin/);
    expect(await page.getByLabel('Name').isVisible()).toBe(false);
    await page.getByRole('button', { name: /Filters/ }).click();
    await expectVisible(page.getByLabel('Name'));
    await page.getByRole('button', { name: 'Show map' }).click();
    await expectVisible(page.getByRole('region', { name: 'Map of these results' }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await context.close();
  });
});

describeInBrowser('search page: the filter bar (/listing)', () => {
  const query = 'minPrice=20&maxPrice=150&guests=4&instantBook=true';

  it('narrows by price, guests and instant book with a live count first, then orders by price', async () => {
    const expected = await api<{ count: number; data: Card[] }>(`/venue/viewall/public?limit=6&${query}`);
    expect(expected.count).toBeGreaterThan(1);
    expect(expected.count).toBeLessThan(allCount);
    const { page, context, errors } = await openPage('/listing');
    await settledSummary(page);
    // The histogram of every listing's price is there before any price is chosen.
    const bands = page.getByRole('list', { name: 'Prices of matching spaces' }).getByRole('listitem');
    expect(await bands.count()).toBeGreaterThan(5);
    await page.getByLabel('Min price ($/hour)').fill('20');
    await page.getByLabel('Max price ($/hour)').fill('150');
    for (let step = 0; step < 4; step += 1) await page.getByRole('button', { name: 'More guests' }).click();
    await page.getByLabel('Instant book only').check();
    // Said before Search: how many the draft finds.
    await expectVisible(page.getByText(`${expected.count} spaces match`));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('guests') === '4');
    expect(new URL(page.url()).searchParams.get('minPrice')).toBe('20');
    expect(new URL(page.url()).searchParams.get('maxPrice')).toBe('150');
    expect(await settledSummary(page)).toBe(`${expected.count} spaces`);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    const cheapestFirst = await api<{ data: Card[] }>(`/venue/viewall/public?limit=6&${query}&sort=price_asc`);
    expect(await cardTitles(page)).toEqual(cheapestFirst.data.map((card) => card.title));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says before Search when the filters would find nothing, and restores a shared link at 375 px', async () => {
    const { page, context } = await openPage(`/listing?${query.replace('instantBook=true', 'instant=1')}`, {
      width: 375,
      height: 800,
    });
    await settledSummary(page);
    await page.getByRole('button', { name: /Filters/ }).click();
    expect(await page.getByLabel('Min price ($/hour)').inputValue()).toBe('20');
    expect(await page.getByLabel('Instant book only').isChecked()).toBe(true);
    await page.getByLabel('Min price ($/hour)').fill('100000');
    await page.getByLabel('Max price ($/hour)').fill('100000');
    await expectVisible(page.getByText(/No spaces match these filters/));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
