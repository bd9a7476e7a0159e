import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, describe, inject } from 'vitest';
import { chromiumArgs } from './find-browser.mjs';
import { registerCustomer, uniqueAccount } from './registration.ts';

export const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browserPath = inject('browserPath');

/** `describe`, skipped (and reported as skipped) where the global setup found no browser that can run. */
export const hasBrowser = browserPath !== null;
export const describeInBrowser = describe.skipIf(!hasBrowser);

export const demo = {
  customer: { email: 'customer@hourlyspaces.test', password: 'Guest-Booking-2026' },
  host: { email: 'host@hourlyspaces.test', password: 'Host-Backyard-2026' },
  admin: { email: 'admin@hourlyspaces.test', password: 'Admin-Console-2026' },
};

let browser: Browser | undefined;

export async function launchBrowser() {
  if (browserPath === null) throw new Error('no browser: the global setup skipped the browser tests');
  browser ??= await chromium.launch({ executablePath: browserPath, args: chromiumArgs });
  return browser;
}

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors seen so far (a test can assert there were none). */
  errors: string[];
}

/** A fresh browser context (no session) on a path of the app. Map tiles are blocked: the page must work without them. */
export async function openPage(
  pathname = '/',
  options: { width?: number; height?: number; baseUrl?: string } = {},
): Promise<OpenedPage> {
  const context = await (
    await launchBrowser()
  ).newContext({
    baseURL: options.baseUrl ?? baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: 'reduce',
  });
  await context.route(/tile\.openstreetmap\.org|basemaps|tiles?\./, (route) => route.abort());
  await context.addInitScript(trackEventSources);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pathname);
  await appStarted(page);
  return { page, context, errors };
}

/**
 * Home, search and listing pages arrive with a pre-rendered first screen that the app replaces when it starts; a
 * test that took hold of a shell element could find it detached a moment later. Resolves once the app has rendered.
 */
export const appStarted = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root > [data-shell]'), undefined, { timeout: 20_000 });

/** Keeps every EventSource the app opens on window, so a test can wait until its live streams are connected. */
function trackEventSources() {
  const Native = window.EventSource;
  const opened: EventSource[] = [];
  (window as unknown as { __eventSources: EventSource[] }).__eventSources = opened;
  window.EventSource = class extends Native {
    constructor(...args: ConstructorParameters<typeof EventSource>) {
      super(...args);
      opened.push(this);
    }
  };
}

/**
 * Resolves once the page has a live event stream and every stream it has not closed is open: the server subscribes
 * a stream before it answers, so events from then on reach the page.
 */
export const liveStreamsOpen = (page: Page) =>
  page.waitForFunction(
    () => {
      const sources = (window as unknown as { __eventSources: EventSource[] }).__eventSources.filter(
        (source) => source.readyState !== EventSource.CLOSED,
      );
      return sources.length > 0 && sources.every((source) => source.readyState === EventSource.OPEN);
    },
    undefined,
    { timeout: 15_000 },
  );

/**
 * From now on, keeps the text of every snackbar the page shows (notistack gives each message the id
 * `notistack-snackbar`) and the type of every notification its live streams deliver, so a test can say that an
 * action showed exactly one message even after its notifications arrived. Call it once the streams are open.
 */
export async function recordMessages(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as {
      __eventSources: EventSource[];
      __snackbars: string[];
      __notifications: string[];
    };
    record.__snackbars = [];
    record.__notifications = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const messages = node.id === 'notistack-snackbar' ? [node] : node.querySelectorAll('#notistack-snackbar');
          for (const message of messages) record.__snackbars.push(message.textContent ?? '');
        }
    }).observe(document.body, { childList: true, subtree: true });
    for (const source of record.__eventSources)
      source.addEventListener('notification', (event) => {
        record.__notifications.push((JSON.parse((event as MessageEvent<string>).data) as { type: string }).type);
      });
  });
  const read = (key: '__snackbars' | '__notifications') =>
    page.evaluate((name) => [...(window as unknown as Record<string, string[]>)[name]!], key);
  return {
    /** Every snackbar shown since recording began. */
    snackbars: () => read('__snackbars'),
    /** Where the records stand now: what `shownSince` counts from. */
    mark: async () => ({ snackbars: (await read('__snackbars')).length, notifications: await read('__notifications') }),
    /**
     * The snackbars shown since `mark`, once each of these notification types has arrived live since then (and any
     * snackbar it would raise has had time to show).
     */
    async shownSince(mark: { snackbars: number; notifications: string[] }, ...types: string[]) {
      const count = (list: string[], type: string) => list.filter((item) => item === type).length;
      await waitUntil(
        async () => {
          const arrived = await read('__notifications');
          return types.every((type) => count(arrived, type) > count(mark.notifications, type));
        },
        `live notifications ${types.join(', ')}`,
      );
      await page.waitForTimeout(500);
      return (await read('__snackbars')).slice(mark.snackbars);
    },
  };
}

/**
 * Resolves once the page is still: fonts and the images in view loaded, no transition or finite animation running
 * (spinners and skeletons run forever and do not count), then one more frame painted.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => {
        // A lazy image below the fold does not load until scrolled to.
        const { top, bottom } = image.getBoundingClientRect();
        return image.complete || (image.loading === 'lazy' && (top >= innerHeight || bottom <= 0));
      }) &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  code?: string;
}

export function readOutbox(): OutboxEntry[] {
  try {
    const text = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8');
    return text
      .slice(0, text.lastIndexOf('\n') + 1)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxEntry);
  } catch {
    return [];
  }
}

/** The newest one-time code sent to an email address or phone number (waits for the job queue to deliver it). */
export const latestCode = (destination: string, { after = 0 } = {}): Promise<string> =>
  waitUntil(() => {
    const sent = readOutbox().filter((entry) => entry.to === destination && entry.code);
    return sent.length > after ? sent.at(-1)!.code! : undefined;
  }, `a code sent to ${destination}`);

/**
 * Polls `read` until it returns something other than undefined or false, and resolves with that. For hooks and
 * helpers (expect.poll works inside a test only).
 */
export async function waitUntil<T>(
  read: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

export const codeCount = (destination: string) =>
  readOutbox().filter((entry) => entry.to === destination && entry.code).length;

export { uniqueAccount };

export interface ApiSession {
  user: { uuid: string; verifications: { email?: { uuid: string }; phone?: { uuid: string } } };
  tokens: { access: { value: string } };
}

/** Logs in through the API (no browser) and returns the login response's data. */
export async function apiLogin(account: { email: string; password: string }): Promise<ApiSession> {
  const response = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: ApiSession }).data;
}

/** GETs an API path (with a bearer token when given) and returns its JSON body; anything but 200 throws. */
export async function apiGet<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs in through the API and stores the session the way the app does, then opens the path. */
export async function openLoggedIn(
  pathname: string,
  account: { email: string; password: string },
  options: Parameters<typeof openPage>[1] = {},
) {
  const opened = await openPage('/', options);
  const response = await opened.page.request.post('/api/v1/auth/login', {
    data: { userName: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { data: { user: unknown; tokens: unknown } };
  await opened.page.evaluate((session) => {
    localStorage.setItem('hourlyspaces.session', JSON.stringify(session));
  }, body.data);
  await opened.page.goto(pathname);
  await appStarted(opened.page);
  return opened;
}

/**
 * Waits (up to 20 s: a loaded 2-core CI machine has taken over 10 s for a login's round trip and snackbar) for a
 * locator to be visible; fails the test with the locator's description otherwise.
 */
export async function expectVisible(locator: import('playwright-core').Locator, timeout = 20_000) {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits for the snackbar with this exact text. */
export const expectSnackbar = (page: Page, text: string) => expectVisible(page.getByText(text, { exact: true }));

/**
 * A new customer registered and verified through the API (email and phone codes from the outbox); with
 * `host: true` registered as Customer And Host.
 */
export async function newVerifiedCustomer(
  name = 'Bea Booker',
  { host = false }: { host?: boolean } = {},
): Promise<{ email: string; password: string }> {
  const { user, ...account } = await registerCustomer(baseUrl, name, 'Shady-Lawn-2048', {
    latitude: '40.7483',
    longitude: '-73.9939',
    zipcode: '10001',
    gender: '2',
    address: 'New York, NY 10001, US',
    registerAsHost: String(host),
  });
  for (const [kind, destination] of [
    ['email', account.email],
    ['phone', account.phone],
  ] as const) {
    const validated = await fetch(`${baseUrl}/api/v1/user/verification/token/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: user.uuid,
        verificationId: user.verifications[kind].uuid,
        token: await latestCode(destination),
      }),
    });
    if (validated.status !== 200) throw new Error(`verification failed: ${validated.status}`);
  }
  return { email: account.email, password: account.password };
}

/** Calls the API with a bearer token and returns status and JSON body. */
export async function apiCall<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Saves a screenshot when SCREENSHOT_DIR is set (for docs; no assertion depends on it). */
export async function snapshot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await settled(page);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** Types a one-time code into the Enter Otp dialog and submits it. */
export async function enterCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog', { name: 'Enter Otp' });
  await expectVisible(dialog);
  // Typed digit by digit: focus moves from box to box by itself.
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

/** Fills and sends the sign-up form (a customer near Austin) as a person would. */
export async function signUpInBrowser(
  page: Page,
  account: { name: string; email: string; phoneLocal: string; password: string },
) {
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Phone', { exact: true }).fill(account.phoneLocal);
  await page.getByLabel('Location').fill('Austin');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.waitForFunction(() => (document.getElementById('signup-zipcode') as HTMLInputElement).value !== '');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** A small solid-colour PNG (the server judges images by their content). */
function png(width: number, height: number, [r, g, b]: [number, number, number]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A listing submitted through the API by a host (it waits for approval): a whole-space category, three solid-colour
 * photos, New York. Returns the created listing's id and title.
 */
export async function createListing(hostToken: string, title: string): Promise<{ uuid: string; title: string }> {
  const categories = (
    (await (await fetch(`${baseUrl}/api/v1/category/viewall/public`)).json()) as {
      data: { uuid: string; slots: boolean }[];
    }
  ).data;
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title,
    description: 'A small paved courtyard with two benches and a lemon tree in a pot.',
    status: '1',
    rent: '18',
    categoryId: categories.find((category) => !category.slots)!.uuid,
    amenityIds: '[]',
    latitude: '40.7128',
    longitude: '-74.006',
    zipcode: '10001',
    address: '1 Main St, New York, NY 10001, US',
    guestLimit: JSON.stringify({ adults: '6', children: '2', infants: '0' }),
    timezone: 'America/New_York',
  })) {
    form.append(key, value);
  }
  const colours: [number, number, number][] = [
    [200, 120, 60],
    [90, 160, 90],
    [70, 110, 190],
  ];
  for (const [index, colour] of colours.entries()) {
    form.append('images', new Blob([png(96, 64, colour)], { type: 'image/png' }), `courtyard-${index}.png`);
  }
  const created = await fetch(`${baseUrl}/api/v1/venue/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hostToken}` },
    body: form,
  });
  if (created.status !== 201) throw new Error(`listing not created: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { data: { uuid: string; title: string } }).data;
}

export interface HostedListing {
  uuid: string;
  title: string;
  rent: number;
  slots: number | null;
  approved: boolean;
  status: number;
}
export interface PublicListing extends HostedListing {
  timezone: string;
  schedules: { date: string; status: number; intervals: { time: string; status: number }[] }[];
}

/**
 * A free hour of one of the demo host's paid listings without slots, at least `daysAhead` days ahead and late in the
 * day (other browser tests book the earliest free hours of demo listings on the same server): the `fromEnd`-th last
 * free hour starting before `before`. Callers pick different windows so their bookings never meet.
 */
export async function freeHourOfDemoHost(
  hostToken: string,
  { daysAhead, before, fromEnd }: { daysAhead: number; before: string; fromEnd: number },
) {
  const hosted = (await apiGet<{ data: HostedListing[] }>('/venue/viewall/hosted', hostToken)).data;
  const earliest = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  for (const listing of hosted.filter((item) => item.approved && item.status === 1 && !item.slots && item.rent > 0)) {
    const detail = (await apiGet<{ data: PublicListing }>(`/venue/${listing.uuid}/view/public`)).data;
    for (const day of detail.schedules.filter((entry) => entry.date >= earliest)) {
      const free = day.intervals.filter((interval) => interval.status === 1 && interval.time < before).at(-fromEnd);
      if (free) return { listing: detail, date: day.date, time: free.time };
    }
  }
  throw new Error(`no demo host listing has a free hour ${daysAhead} days ahead`);
}

export const monthName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A calendar day's name: "Tuesday 8 December". */
export const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
export const dayLegend = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** Chooses a date in the panel's calendar and an hour range for it, as a person would. */
export async function chooseHours(page: Page, date: string, from: number, to: number) {
  const calendar = page.getByRole('group', { name: /^Dates, / });
  await expectVisible(calendar);
  for (let step = 0; step < 4; step += 1) {
    if ((await calendar.getAttribute('aria-label')) === `Dates, ${monthName(date)}`) break;
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await calendar.getByRole('button', { name: new RegExp(`^${dayName(date)}(, today)?, free hours$`) }).click();
  const hours = page.getByRole('group', { name: dayLegend(date) });
  await hours.getByLabel('From').selectOption(String(from));
  await hours.getByLabel('To').selectOption(String(to));
  return hours;
}

/** Fills the test-mode card form and presses its button (`Pay $…`, or `Authorise $…` for a request to book). */
export async function payWithCard(page: Page, number: string, action: 'Pay' | 'Authorise' = 'Pay') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: new RegExp(`^${action} \\$`) }).click();
}
