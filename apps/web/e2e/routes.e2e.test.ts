import { expect, it } from 'vitest';
import { baseUrl, expectSnackbar, expectVisible, openLoggedIn, openPage, describeInBrowser } from './support.ts';
import { registerCustomer } from './registration.ts';

const password = 'Sunny-Pool-42';

async function firstListingId() {
  const response = await fetch(`${baseUrl}/api/v1/venue/viewall/public?limit=1&page=1`);
  const body = (await response.json()) as { data: { uuid: string }[] };
  return body.data[0]!.uuid;
}

async function firstPolicyId() {
  const response = await fetch(`${baseUrl}/api/v1/policy/viewall/public`);
  const body = (await response.json()) as { data: { uuid: string }[] };
  return body.data[0]!.uuid;
}

/** A registered account whose email and phone are not verified yet. */
const registerUnverified = () => registerCustomer(baseUrl, 'Route Tester', password);

describeInBrowser('route table (docs/product/screens.md)', () => {
  it('serves every public route on a full page load', async () => {
    const listingId = await firstListingId();
    const policyId = await firstPolicyId();
    const publicRoutes = [
      '/',
      '/listing',
      '/Signup',
      '/Signup?host=true',
      '/becomeahost',
      '/contact-us',
      `/view-detail/${listingId}`,
      `/view-detail/${listingId}?reservationid=00000000-0000-4000-8000-000000000000`,
      `/policy/${policyId}`,
      '/payment-details',
    ];
    const { page, context, errors } = await openPage('/');
    for (const route of publicRoutes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`, route).toBe(route);
      await expectVisible(page.locator('main h1, main h2'));
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor on each logged-in-only route to log in, at the same address', async () => {
    const { page, context } = await openPage('/');
    for (const route of [
      '/book-now/x',
      '/editprofile',
      '/thankyou',
      '/addlisting',
      '/editlisting/x',
      '/managelistings',
      '/mybookings',
      '/myfavourite',
      '/view-reservations/x',
      '/blockedDates/x',
      '/mytransactions/seller',
      '/payment/stripe/onboarding/complete',
    ]) {
      await page.goto(route);
      await expectVisible(page.getByRole('dialog', { name: 'Welcome back' }));
      expect(new URL(page.url()).pathname, route).toBe(route);
      // Behind the dialog, the page says what it is waiting for.
      await page.keyboard.press('Escape');
      await expectVisible(page.getByRole('heading', { name: 'Log in to continue' }));
    }
    await context.close();
  });

  it('sends a user with an unverified email or phone to /editprofile from home and the verified-only routes', async () => {
    const account = await registerUnverified();
    const { page, context } = await openLoggedIn('/', account);
    await page.waitForURL((url) => url.pathname === '/editprofile');
    for (const route of ['/managelistings', '/mybookings', '/myfavourite', '/mytransactions/customer', '/addlisting']) {
      await page.goto(route);
      await page.waitForURL((url) => url.pathname === '/editprofile', { timeout: 10_000 });
    }
    // Public pages stay reachable, and the sign-up page sends a logged-in user away.
    await page.goto('/contact-us');
    expect(new URL(page.url()).pathname).toBe('/contact-us');
    await page.goto('/Signup');
    await page.waitForURL((url) => url.pathname !== '/Signup');
    await context.close();
  });

  it('shows an unknown path as not found', async () => {
    const { page, context } = await openPage('/no-such-page');
    await expectVisible(page.getByRole('heading', { name: 'Page not found' }));
    await context.close();
  });

  it('scrolls to the top on navigation and hides snackbars after about 2 seconds', async () => {
    const { page, context } = await openPage('/', { width: 1280, height: 700 });
    await expectVisible(page.getByRole('heading', { name: 'How We Work' }));
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL((url) => url.pathname === '/contact-us');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/listing');
    await page
      .getByRole('button', { name: /to your Shortlist/ })
      .first()
      .click();
    await expectSnackbar(page, 'You must log in to add to your Shortlist.');
    const shownAt = Date.now();
    await page
      .getByText('You must log in to add to your Shortlist.', { exact: true })
      .waitFor({ state: 'detached', timeout: 15_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_200);
    await context.close();
  });
});
