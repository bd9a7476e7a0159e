import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { bookableVenue, bookingBody, createCustomer, dateIn, paidBooking } from '../test/bookings.ts';
import { bearer, createUser } from '../test/factories.ts';
import { createHost } from '../test/venues.ts';
import { queryRows } from './db/client.ts';

/*
 * Issue 12 B10: a property-based fuzz over every route of the OpenAPI document. Hostile values (NUL and control
 * characters, huge and negative numbers, wrong types, missing fields, traversal and injection strings) in path,
 * query and body, sent as a visitor, a customer, a host and an admin: never a 5xx, and a refused request writes
 * nothing.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

/** Rows that a refused request must never add or remove (side tables such as login failures may grow). */
const CORE_TABLES = [
  'users',
  'venues',
  'venue_images',
  'venue_schedules',
  'venue_blocks',
  'favourites',
  'reservations',
  'reservation_hours',
  'transactions',
  'reviews',
  'policies',
  'contact_requests',
  'payout_accounts',
];

const FIELD_NAMES = [
  'userName',
  'password',
  'name',
  'email',
  'phone',
  'title',
  'description',
  'rent',
  'slots',
  'status',
  'schedules',
  'guestList',
  'venueId',
  'remarks',
  'rating',
  'from',
  'to',
  'alterReservations',
  'schedulingPeriod',
  'country',
  'stripetoken',
  'token',
  'paymentMethodId',
  'paymentId',
  'verificationId',
  'userId',
  'type',
  'latitude',
  'longitude',
  'zipcode',
  'address',
  'gender',
  'content',
  'reason',
  'fcmToken',
  'endpoint',
  'keys',
  'categoryId',
  'amenityIds',
  'deleteImages',
  'guestLimit',
  'timezone',
  'displayName',
  'message',
  'date',
  'intervals',
  'dob',
  'registerAsHost',
  'designation',
  'deleteImage',
  'confirmPassword',
  'outcome',
];

const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31mred',
    '\u007f',
    '../../../etc/passwd',
    '..%2f..%2fjwt-secret',
    '%00',
    "'; drop table users; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'null',
    'undefined',
    'true',
    '-1',
    '0',
    '1e309',
    '-9999999999999999999999',
    '9'.repeat(500),
    'NaN',
    'Infinity',
    '{}',
    '[]',
    '[1,2,3]',
    '{"__proto__":{"admin":true}}',
    ' ',
    '',
    '\ud800',
    'é'.repeat(300),
    '2026-02-30',
    '25:00',
    '00000000-0000-0000-0000-000000000000',
    'tok_visa',
    'pi_test_000',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, -(2 ** 31), 2 ** 53 + 1, 1e308, -1e308, 0.1 + 0.2, 1e-9),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileText), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 8 }),
  hostileValue,
  fc.constant(undefined),
);

describe('fuzz over every route of the OpenAPI document', async () => {
  const context = await createTestApp();
  const { app, deps } = context;
  const host = await createHost(context);
  const venue = await bookableVenue(context, host, { rent: '20' });
  const customer = await createCustomer(context);
  const booking = await paidBooking(context, customer.auth, venue.uuid, dateIn(context, 2));
  const admin = bearer((await createUser(deps, { isAdmin: true })).accessToken);
  await app.inject({
    method: 'POST',
    url: '/api/v1/reservation/request',
    headers: customer.auth,
    payload: bookingBody(venue.uuid, dateIn(context, 3)),
  });
  const identities: Array<[string, Record<string, string>]> = [
    ['visitor', {}],
    ['customer', customer.auth],
    ['host', host.auth],
    ['admin', admin],
  ];
  const knownIds = [venue.uuid, booking.uuid, customer.user.id, host.user.id];

  const countCore = async () => {
    const [row] = await queryRows<Record<string, number>>(
      deps.db,
      sql.raw(`select ${CORE_TABLES.map((table) => `(select count(*) from ${table})::int as ${table}`).join(', ')}`),
    );
    return row!;
  };

  /** Sends one request: never a 5xx, and a refused one leaves every core table as it was. */
  async function expectNoServerErrorNorWrite(
    request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; auth: Record<string, string>; body: unknown },
    label: string,
  ) {
    const before = await countCore();
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.auth, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(request.body === undefined || request.method === 'GET' ? {} : { payload: JSON.stringify(request.body) }),
    });
    expect(response.statusCode, `${label} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode >= 400) expect(await countCore()).toEqual(before);
  }

  const document = (app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  const routes = Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE', template })),
  );

  it('covers the routes of the document', () => {
    expect(routes.length).toBeGreaterThan(70);
  });

  /**
   * A body that most routes would accept (each reads its own fields and ignores the rest), so that a mutation of one
   * or two fields reaches the code behind validation rather than stopping at the first missing field.
   */
  const plausible: Record<string, unknown> = {
    userName: 'customer@hourlyspaces.test',
    password: 'Sunny-Pool-42',
    confirmPassword: 'Sunny-Pool-42',
    name: 'Fuzzy Tester',
    displayName: 'Fuzzy Tester',
    email: 'fuzzy.tester@example.com',
    phone: '+15557654321',
    message: 'Hello there',
    title: 'Fuzzed yard',
    description: 'A yard for fuzzing',
    content: '<p>Policy</p>',
    reason: 'Blurry photos',
    rent: '20',
    status: '1',
    categoryId: '00000000-0000-4000-8000-000000000000',
    amenityIds: '[]',
    guestLimit: '{"adults":4,"children":0,"infants":0}',
    latitude: '40.7',
    longitude: '-74',
    zipcode: '10001',
    address: '1 Main St, New York, NY 10001, US',
    timezone: 'America/New_York',
    gender: '1',
    registerAsHost: 'false',
    venueId: venue.uuid,
    schedules: [{ date: dateIn(context, 4), intervals: ['10:00'] }],
    guestList: { adults: 1, children: 0, infants: 0 },
    remarks: 'Lovely',
    rating: 4,
    from: { date: dateIn(context, 5), time: '10:00' },
    to: { date: dateIn(context, 5), time: '12:00' },
    alterReservations: false,
    schedulingPeriod: 30,
    country: 'US',
    stripetoken: 'tok_chargeDeclined',
    paymentId: 'pi_test_missing',
    type: 3,
    userId: customer.user.id,
    verificationId: '00000000-0000-4000-8000-000000000000',
    token: '123456',
    fcmToken: 'fcm-token',
    outcome: 'complete',
  };
  const mutatedBody = fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...FIELD_NAMES), { minLength: 1, maxLength: 3 }),
      fc.array(hostileValue, { minLength: 3, maxLength: 3 }),
      fc.boolean(),
    )
    .map(([keys, values, drop]) => {
      const body: Record<string, unknown> = { ...plausible };
      keys.forEach((key, index) => {
        if (drop && index === 0) delete body[key];
        else body[key] = values[index];
      });
      return body;
    });
  const anyBody = fc.oneof({ weight: 3, arbitrary: mutatedBody }, { weight: 1, arbitrary: hostileBody });

  const pathValue = fc.oneof(hostileText, fc.constantFrom(...knownIds));
  const queryValue = fc.oneof(hostileText, hostileNumber.map(String), fc.constantFrom(...knownIds));

  for (const { method, template } of routes) {
    const isStream = template.startsWith('/api/v1/event/');
    it(`${method} ${template}: no 5xx, and a refused request writes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...(isStream ? identities.slice(0, 1) : identities)),
          fc.array(pathValue, { minLength: 3, maxLength: 3 }),
          fc.dictionary(
            fc.oneof(
              fc.constantFrom(
                'limit',
                'page',
                'search',
                'categoryId',
                'coordinateRange',
                'type',
                'fromDate',
                'toDate',
                'approved',
                'access_token',
              ),
              hostileText,
            ),
            queryValue,
            { maxKeys: 4 },
          ),
          anyBody,
          async ([, auth], segments, query, body) => {
            let index = 0;
            const pathname = template.replace(/\{[^}]+\}/g, () => encodeURIComponent(String(segments[index++ % 3])));
            const search = new URLSearchParams(
              Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
            );
            const url = `${pathname}${search.size ? `?${search}` : ''}`;
            await expectNoServerErrorNorWrite({ method, url, auth, body }, `${method} ${url}`);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
      );
    });

    if (method === 'POST' || method === 'PUT') {
      const textFields = Object.keys(plausible).filter((key) => typeof plausible[key] === 'string');
      it(`${method} ${template}: NUL or another control character in each text field is refused, never a 5xx`, async () => {
        let index = 0;
        const pathname = template.replace(/\{[^}]+\}/g, () => encodeURIComponent(knownIds[index++ % 2]!));
        const others = ['\u0001', '\u0008', '\u000b', '\u001b', '\u007f'];
        for (const [position, field] of textFields.entries()) {
          for (const control of ['\u0000', others[position % others.length]!]) {
            const [, auth] = identities[1 + (position % 3)]!;
            const text = String(plausible[field]);
            const at = Math.floor(text.length / 2);
            const body = { ...plausible, [field]: `${text.slice(0, at)}${control}${text.slice(at)}` };
            await expectNoServerErrorNorWrite({ method, url: pathname, auth, body }, `${method} ${pathname} ${field}`);
          }
        }
      });
    }
  }
});
