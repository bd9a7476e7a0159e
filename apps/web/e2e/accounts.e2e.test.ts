import { Messages } from '@app/contract';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import {
  apiLogin,
  baseUrl,
  codeCount,
  expectSnackbar,
  expectVisible,
  latestCode,
  openLoggedIn,
  openPage,
  uniqueAccount,
  describeInBrowser,
  enterCode,
  signUpInBrowser,
} from './support.ts';
import { registerCustomer, type Account } from './registration.ts';

const api = `${baseUrl}/api/v1`;
const password = 'Sunny-Deck-42';

const registerViaApi = (name: string) => registerCustomer(baseUrl, name, password);

/** Validates the codes sign-up sent to the email and the phone. */
async function verifyViaApi(account: Account) {
  const data = await apiLogin(account);
  for (const [destination, pending] of [
    [account.email, data.user.verifications.email],
    [account.phone, data.user.verifications.phone],
  ] as const) {
    const response = await fetch(`${api}/user/verification/token/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: data.user.uuid,
        verificationId: pending!.uuid,
        token: await latestCode(destination),
      }),
    });
    if (!response.ok) throw new Error(`verification failed: ${response.status} ${await response.text()}`);
  }
}

const verificationBanner = (page: Page) => page.getByText(/^Please verify your/);

// A code can be sent to one destination at most once a minute: the global setup registers the forgot-password account
// as soon as the server is up, and that test waits out whatever is left of the minute (usually nothing).
const forgetfulSetup = inject('forgetful');

describeInBrowser('accounts', () => {
  it('signs up on the page, logs in, is sent to the profile and verifies email and phone there', async () => {
    const account = uniqueAccount();
    const { page, context, errors } = await openPage('/Signup');
    await signUpInBrowser(page, { ...account, name: 'Eve Tester', password });
    await expectSnackbar(page, Messages.userCreated);

    await page.waitForURL((url) => url.pathname === '/');
    // A brand-new account is welcomed, not greeted as a returning user.
    const login = page.getByRole('dialog', { name: 'Welcome to Hourly Spaces' });
    await expectVisible(login);
    expect(await login.getByLabel('Email or phone').inputValue()).toBe(account.email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expectSnackbar(page, Messages.loginSuccessful);

    await page.waitForURL((url) => url.pathname === '/editprofile');
    await expectVisible(verificationBanner(page));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await enterCode(page, await latestCode(account.email));
    await expectSnackbar(page, Messages.verificationSuccessful);
    await expect(page.getByRole('button', { name: 'Verify email' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Verify phone' }).click();
    await enterCode(page, await latestCode(account.phone));
    await verificationBanner(page).waitFor({ state: 'detached' });
    await expect(page.getByText('Verified', { exact: true }).count()).resolves.toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an unverified user who opens / to /editprofile', async () => {
    const account = await registerViaApi('Unverified Guest');
    const { page, context } = await openLoggedIn('/', account);
    await page.waitForURL((url) => url.pathname === '/editprofile');
    await expectVisible(page.getByRole('button', { name: 'Verify email' }));
    await context.close();
  });

  it('asks a visitor who opens a link to their bookings to log in, then opens it, query included', async () => {
    const account = await registerViaApi('Linked Guest');
    await verifyViaApi(account);
    // As the "View my bookings" link of a confirmation email opens it.
    const asked = '/mybookings?booking=00000000-0000-4000-8000-000000000001';
    const { page, context } = await openPage(asked);
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await expectVisible(login);
    expect(await page.getByText('Log in to continue', { exact: true }).count()).toBe(1);
    await login.getByLabel('Email or phone').fill(account.email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expectSnackbar(page, Messages.loginSuccessful);
    await expectVisible(page.getByRole('heading', { name: 'My Bookings' }));
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(asked);
    await context.close();
  });

  it('turns a verified customer into a host from /becomeahost', async () => {
    const account = await registerViaApi('Future Host');
    await verifyViaApi(account);
    const { page, context } = await openLoggedIn('/becomeahost', account);
    await expectVisible(page.getByRole('heading', { name: /Earn from your space/ }));
    await expect(page.getByRole('button', { name: 'Host Portal' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Become a host' }).first().click();
    await expectSnackbar(page, Messages.becameHost);
    await page.waitForURL((url) => url.pathname === '/addlisting');
    await expectVisible(page.getByRole('button', { name: 'Host Portal' }));
    await context.close();
  });

  it('submits the contact form', async () => {
    const { page, context } = await openPage('/contact-us');
    await page.getByLabel('Name', { exact: true }).fill('Visiting Guest');
    await page.getByLabel('Email', { exact: true }).fill('visitor@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('2025550143');
    await page.getByLabel('Message', { exact: true }).fill('Do your pools have lifeguards?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectSnackbar(page, Messages.contactSubmitted);
    await context.close();
  });

  it('opens a policy from the footer, titled from the server', async () => {
    const { page, context } = await openPage('/');
    const link = page.getByRole('navigation', { name: 'Policies' }).getByRole('link').first();
    await expectVisible(link);
    const title = (await link.textContent())!;
    await link.click();
    await page.waitForURL((url) => /^\/policy\/[0-9a-f-]{36}$/.test(url.pathname));
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    expect(await page.locator('.policy-content').innerText()).not.toBe('');
    await context.close();
  });

  it('resets a forgotten password with a code and logs in with the new one', { timeout: 120_000 }, async () => {
    const { account: forgetful, registeredAt: forgetfulRegisteredAt } = forgetfulSetup!;
    const { page, context } = await openPage('/');
    await page.getByRole('button', { name: 'Login / Sign up' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await expectVisible(forgot);
    const newPassword = 'Brand-New-Gate-7';
    await forgot.getByLabel('Email or phone').fill(forgetful.email);
    await forgot.getByLabel('New password', { exact: true }).fill(newPassword);
    await forgot.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    const sentBefore = codeCount(forgetful.email);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, forgetfulRegisteredAt + 61_000 - Date.now())));
    await forgot.getByRole('button', { name: 'Send code' }).click();
    await expectSnackbar(page, Messages.otpSent);

    await enterCode(page, await latestCode(forgetful.email, { after: sentBefore }));
    await expectSnackbar(page, Messages.passwordUpdated);
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await expectVisible(login);
    expect(await login.getByLabel('Email or phone').inputValue()).toBe(forgetful.email);
    await login.getByLabel('Password', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expectSnackbar(page, Messages.loginSuccessful);
    await page.waitForURL((url) => url.pathname === '/editprofile');
    await context.close();
  });
});
