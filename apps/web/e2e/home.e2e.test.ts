import { expect, it } from 'vitest';
import { apiGet, apiLogin, demo, expectVisible, openLoggedIn, openPage, describeInBrowser } from './support.ts';

interface Card {
  uuid: string;
  title: string;
}

const api = apiGet;

function isoDay(offset: number) {
  const day = new Date();
  day.setDate(day.getDate() + offset);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describeInBrowser('home page', () => {
  it('shows the 6 popular listings with a See all link to /listing', async () => {
    const popular = (await api<{ data: Card[] }>('/venue/viewall/public?limit=6&page=1&sort=popular')).data;
    expect(popular).toHaveLength(6);
    const { page, context, errors } = await openPage('/');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Private spaces, rented by the hour.' }));
    const grid = page.getByRole('list', { name: 'Popular spaces' });
    await expectVisible(grid.getByRole('heading', { name: popular[0]!.title }));
    expect(await grid.locator('li h3').allTextContents()).toEqual(popular.map((card) => card.title));
    expect(await grid.getByRole('link').first().getAttribute('href')).toBe(`/view-detail/${popular[0]!.uuid}`);
    await page.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL((url) => url.pathname === '/listing');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves a signed-in host’s own listings out of the popular ones and offers Add a listing', async () => {
    const login = { data: await apiLogin(demo.host) };
    const own = new Set(
      (await api<{ data: Card[] }>('/venue/viewall/hosted', login.data.tokens.access.value)).data.map(
        (card) => card.title,
      ),
    );
    const { page, context } = await openLoggedIn('/', demo.host);
    const grid = page.getByRole('list', { name: 'Popular spaces' });
    await grid.locator('li h3').first().waitFor();
    const titles = await grid.locator('li h3').allTextContents();
    expect(titles).toHaveLength(6);
    expect(titles.filter((title) => own.has(title))).toEqual([]);
    const hostSection = page.locator('#becomeahost');
    expect(await hostSection.getByRole('link', { name: 'Add a listing' }).getAttribute('href')).toBe('/addlisting');
    expect(await hostSection.getByRole('link', { name: 'Become A Host' }).count()).toBe(0);
    await context.close();
  });

  it('hero search goes to /listing with categoryId, address, r, fromDate and toDate, and finds results', async () => {
    const categories = (await api<{ data: { uuid: string; name: string }[] }>('/category/viewall/public')).data;
    const studio = categories.find((category) => category.name === 'Studio')!;
    const { page, context } = await openPage('/');
    const hero = page.getByRole('search', { name: 'Find a space' });
    const to = hero.getByLabel('To date');
    expect(await to.isDisabled()).toBe(true);
    await hero.getByLabel('Location').click();
    await hero.getByLabel('Location').pressSequentially('Austin');
    // Suggestions load with the field: pick the Texas one.
    await page.getByRole('option', { name: 'Austin, TX 78701, US' }).click();
    await hero.getByLabel('Category').selectOption({ label: 'Studio' });
    await hero.getByLabel('From date').fill(isoDay(2));
    await hero.getByLabel('To date').fill(isoDay(12));
    await hero.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/listing');
    const params = new URL(page.url()).searchParams;
    expect([...params.keys()]).toEqual(['categoryId', 'address', 'r', 'fromDate', 'toDate']);
    expect(params.get('categoryId')).toBe(studio.uuid);
    expect(params.get('address')).toBe('Austin, TX 78701, US');
    expect(params.get('r')).toBe('50');
    expect(params.get('fromDate')).toBe(isoDay(2));
    expect(params.get('toDate')).toBe(isoDay(12));
    const results = page.getByRole('list', { name: 'Search results' });
    await expectVisible(results.getByRole('heading', { name: 'East Austin Podcast and Photo Studio' }));
    await expectVisible(page.getByText(/spaces? within 50 miles of Austin, TX 78701$/));
    await context.close();
  });

  it('scrolls to How We Work and Become A Host from the header anchors', async () => {
    const { page, context } = await openPage('/listing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'How We Work?' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#HowWeWork');
    const section = page.locator('#HowWeWork');
    await expectVisible(section.getByRole('heading', { name: 'How We Work' }));
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 15_000 })
      .toBeLessThan(120);
    expect(await section.locator('li').count()).toBeGreaterThanOrEqual(3);

    await nav.getByRole('link', { name: 'Become A Host' }).click();
    await page.waitForURL((url) => url.hash === '#becomeahost');
    const host = page.locator('#becomeahost');
    await expect
      .poll(() => host.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 15_000 })
      .toBeLessThan(120);
    await host.getByRole('link', { name: 'Become A Host' }).click();
    await page.waitForURL((url) => url.pathname === '/becomeahost');
    await context.close();
  });

  it('has a testimonial carousel with previous/next buttons and dots', async () => {
    const { page, context } = await openPage('/');
    const carousel = page.getByRole('region', { name: 'What guests and hosts say' });
    await carousel.scrollIntoViewIfNeeded();
    const slide = carousel.getByRole('group');
    const first = await slide.getAttribute('aria-label');
    expect(first).toMatch(/^1 of \d$/);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await slide.getAttribute('aria-label')).toMatch(/^2 of \d$/);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    expect(await slide.getAttribute('aria-label')).toBe(first);
    await carousel.getByRole('button', { name: /^Show testimonial 3 of/ }).click();
    expect(await slide.getAttribute('aria-label')).toMatch(/^3 of \d$/);
    await context.close();
  });

  it('fits a 375 px screen', async () => {
    const { page, context } = await openPage('/', { width: 375, height: 812 });
    await page.getByRole('list', { name: 'Popular spaces' }).locator('li h3').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await expectVisible(page.getByRole('search', { name: 'Find a space' }).getByRole('button', { name: 'Search' }));
    await context.close();
  });
});
