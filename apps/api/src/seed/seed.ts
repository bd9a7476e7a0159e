import { sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { ensureAdmin } from '../modules/admin/admin.service.ts';
import { findAccountByEmail, insertAccount } from '../modules/accounts/accounts.service.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { queryRows, type Database } from '../db/client.ts';
import { DEMO_EXTRA_HOSTS, DEMO_HOST_PASSWORD } from './demo/listings.ts';
import { seedDemoListings } from './demo/seed-listings.ts';
import { seedDemoCustomerBookings, type DemoPayments } from './demo-bookings.ts';
import { seedDemoAvailability } from './demo-availability.ts';
import { DEMO_REVIEWERS, seedDemoReviews } from './demo-reviews.ts';
import { systemClock } from '../lib/clock.ts';
import { seedReferenceData } from './seed-reference.ts';

/** Demo accounts (README lists them). Only seeded into an empty database when DEMO_DATA is on. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@hourlyspaces.test', password: 'Admin-Console-2026' },
  host: {
    email: 'host@hourlyspaces.test',
    password: 'Host-Backyard-2026',
    phone: '+12125550101',
    name: 'Harper Host',
    designation: 'Venue Owner',
    address: '350 5th Ave, New York, NY 10118, US',
    zipcode: '10118',
    latitude: 40.7484,
    longitude: -73.9857,
  },
  customer: {
    email: 'customer@hourlyspaces.test',
    password: 'Guest-Booking-2026',
    phone: '+13105550102',
    name: 'Casey Customer',
    designation: null,
    address: '100 Universal City Plaza, Los Angeles, CA 91608, US',
    zipcode: '91608',
    latitude: 34.1381,
    longitude: -118.3534,
  },
} as const;

export async function seedDemoData(
  deps: Pick<Deps, 'db' | 'storage'> & {
    clock?: Deps['clock'];
    config?: Pick<Deps['config'], 'platformFeePercent'>;
    /** The built-in test-mode card provider, when the app uses it: the demo customer's charges go through it. */
    testPayments?: DemoPayments;
  },
) {
  const { db } = deps;
  await ensureAdmin(db, { ...DEMO_ACCOUNTS.admin, resetPassword: false });
  for (const [role, account] of [
    ['host', DEMO_ACCOUNTS.host],
    ['customer', DEMO_ACCOUNTS.customer],
  ] as const) {
    if (await findAccountByEmail(db, account.email)) continue;
    await insertAccount(db, {
      displayName: account.name,
      email: account.email,
      phone: account.phone,
      passwordHash: await hashPassword(account.password),
      emailVerified: true,
      phoneVerified: true,
      isHost: role === 'host',
      address: account.address,
      zipcode: account.zipcode,
      latitude: account.latitude,
      longitude: account.longitude,
      designation: account.designation,
    });
  }
  await seedDemoListings(deps, DEMO_ACCOUNTS.host.email);
  const clock = deps.clock ?? systemClock;
  const platformFeePercent = deps.config?.platformFeePercent ?? 10;
  await seedDemoAvailability(db, clock);
  const [host, customer] = await Promise.all(
    [DEMO_ACCOUNTS.host.email, DEMO_ACCOUNTS.customer.email].map((email) => findAccountByEmail(db, email)),
  );
  // The demo customer's first: the reviewers' stays keep clear of theirs.
  if (host && customer) {
    await seedDemoCustomerBookings(db, {
      clock,
      customerId: customer.id,
      hostId: host.id,
      platformFeePercent,
      payments: deps.testPayments,
    });
  }
  await seedDemoReviews(db, {
    clock,
    passwordHash: await hashPassword(DEMO_HOST_PASSWORD),
    platformFeePercent,
    payments: deps.testPayments,
  });
  await backdateDemoAccounts(db, [
    ...[DEMO_ACCOUNTS.host, DEMO_ACCOUNTS.customer, ...Object.values(DEMO_EXTRA_HOSTS), ...DEMO_REVIEWERS].map(
      (account) => account.email,
    ),
  ]);
}

/**
 * Dates the demo accounts as if they had joined a day before they first listed or booked (never later than they
 * are dated already), and the demo admin a day before all of them, so the dashboard's new users fit the history.
 */
async function backdateDemoAccounts(db: Database, emails: string[]) {
  const lowered = emails.map((email) => email.toLowerCase());
  const list = sql.join(
    lowered.map((email) => sql`${email}`),
    sql`, `,
  );
  await db.execute(sql`update users u set created_at = joined.at
    from (select u.id, least(
        (select min(r.created_at) from reservations r where r.customer_id = u.id),
        (select min(v.created_at) from venues v where v.host_id = u.id)) - interval '1 day' as at
      from users u where lower(u.email) in (${list})) joined
    where u.id = joined.id and joined.at < u.created_at`);
  await db.execute(sql`update users set created_at = first.at
    from (select min(created_at) - interval '1 day' as at from users where lower(email) in (${list})) first
    where lower(email) = ${DEMO_ACCOUNTS.admin.email} and first.at < users.created_at`);
}

/** The advisory lock boot seeding runs under, so processes started together seed once (docs/decisions/031). */
export const SEED_LOCK = 'hourly-spaces:boot-seed';

/** The card provider demo charges go through: the built-in test-mode one only (no charges are made up at Stripe). */
export const demoPaymentsOf = (deps: { config: Pick<Deps['config'], 'stripe'>; payments?: Deps['payments'] }) =>
  deps.config.stripe.secretKey ? undefined : deps.payments;

/**
 * At boot: reference data always; the configured admin; demo content on an empty database. With `deferDemo`, demo
 * content is not seeded here: the returned function does it, so the server can listen first (rendering the demo
 * images takes a couple of seconds).
 *
 * All of it under `SEED_LOCK`: whether the database is empty and the demo content that follows are decided and
 * written under one hold of the lock (kept until the returned function has seeded), so a process started beside
 * this one waits here and then finds the database seeded.
 */
export async function seedOnBoot(
  deps: Pick<Deps, 'db' | 'database' | 'config' | 'log' | 'storage'> & {
    clock?: Deps['clock'];
    payments?: Deps['payments'];
  },
  options: { deferDemo?: boolean } = {},
): Promise<() => Promise<void>> {
  const held = await deps.database.lock(SEED_LOCK, () =>
    deps.log.info('another process is seeding the database: waiting for it'),
  );
  let demoWanted: boolean;
  try {
    await seedReferenceData(deps.db);
    const [row] = await queryRows<{ count: number }>(deps.db, sql`select count(*)::int as count from users`);
    demoWanted = deps.config.demoData && Number(row?.count ?? 0) === 0;
    if (deps.config.admin) {
      const result = await ensureAdmin(deps.db, { ...deps.config.admin, resetPassword: false });
      if (result.created) deps.log.info({ email: deps.config.admin.email }, 'admin account created from ADMIN_EMAIL');
    }
  } catch (error) {
    await held.release();
    throw error;
  }
  const seedDemo = async () => {
    try {
      if (!demoWanted) return;
      await seedDemoData({ ...deps, testPayments: demoPaymentsOf(deps) });
      deps.log.info('demo data seeded (see README for the demo accounts)');
    } finally {
      await held.release();
    }
  };
  if (!demoWanted || !options.deferDemo) {
    await seedDemo();
    return async () => undefined;
  }
  return seedDemo;
}
