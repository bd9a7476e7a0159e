import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { reviews, users, venueSchedules } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { toScheduleEntry } from '../modules/availability/availability.repository.ts';
import { addDays, localToday, openHoursOn, type ScheduleEntry } from '../modules/availability/expand.ts';
import { refreshVenueRating } from '../modules/reviews/reviews.service.ts';
import { DEMO_EXTRA_HOSTS } from './demo/listings.ts';
import {
  chargeReference,
  DEMO_HISTORY_DAYS,
  insertDemoBookings,
  stayOf,
  type DemoBooking,
  type DemoListing,
  type DemoPayments,
  demoPriceCents,
} from './demo-bookings.ts';

/**
 * Demo customers who wrote the demo reviews; they share the extra demo hosts' password (README). Each books from
 * `booksFrom` days ago on (and joined just before), so the dashboard shows people joining over time.
 */
export const DEMO_REVIEWERS = [
  { name: 'Jordan Ellis', email: 'jordan.ellis@hourlyspaces.test', phone: '+12125550141', booksFrom: 58 },
  { name: 'Priya Raman', email: 'priya.raman@hourlyspaces.test', phone: '+13105550142', booksFrom: 55 },
  { name: 'Mateo Alvarez', email: 'mateo.alvarez@hourlyspaces.test', phone: '+13055550143', booksFrom: 50 },
  { name: 'Hannah Becker', email: 'hannah.becker@hourlyspaces.test', phone: '+12065550144', booksFrom: 30 },
  { name: 'Samuel Okafor', email: 'samuel.okafor@hourlyspaces.test', phone: '+14045550145', booksFrom: 20 },
];

const REMARKS: Array<[number, string]> = [
  [5, 'Exactly as pictured and spotless. The host had everything ready before we arrived.'],
  [4.5, 'Great space for a small get-together. Easy check-in and clear house rules.'],
  [5, 'We will book again — quiet, private and a really friendly host.'],
  [4, 'Good value for the hours we booked. Parking nearby was a little tight.'],
  [4.5, 'Lovely atmosphere in the evening, the lighting made it.'],
  [3.5, 'Nice place overall; one of the amenities listed was not working that day.'],
  [5, 'Perfect for our team session. Fast Wi-Fi and plenty of seating.'],
  [4, 'Clean and well kept. Would be five stars with a bit more shade.'],
];

/** Listing-local hours of a reviewer's stay: open then at every demo listing on most days. */
const HOURS = ['17:00', '18:00'];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Reviewed stays are booked from `FIRST_DAY` to `LAST_DAY` days ago, about evenly; later bookings are `UPCOMING`. */
const FIRST_DAY = DEMO_HISTORY_DAYS - 2;
const LAST_DAY = 3;
/** A stay is booked 1 to this many days ahead. */
const MAX_LEAD_DAYS = 7;
/** When no stay fits a booking's day, the booking moves by these many days. */
const SHIFTS = [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6];
/** A review is written at least this long after the stay ended (and an hour before now, at the latest). */
const REVIEW_GAP_MS = 2 * HOUR_MS;

interface Reviewer {
  id: string;
  booksFrom: number;
}

interface Pair {
  venue: DemoListing;
  authorId: string;
  /** The UTC day (days ago) the stay is booked on, unless no stay fits then. */
  daysAgo: number;
  remark: [number, string];
}

/**
 * A review for every listing from 1 to 4 reviewers, booked about evenly over the days: a listing's reviews follow
 * each other, listings take turns. Each is written by a reviewer booking by then who has not reviewed that listing,
 * in turn; ratings and remarks rotate deterministically.
 */
function pairsOf(venues: DemoListing[], reviewers: Reviewer[]): Pair[] {
  const wanted = venues
    .flatMap((venue, venueIndex) =>
      Array.from({ length: Math.min(1 + (venueIndex % 4), reviewers.length) }, (_, index) => ({
        venue,
        remark: REMARKS[(venueIndex + index * 3) % REMARKS.length]!,
        turn: index / 2 + ((venueIndex * 0.618) % 1),
      })),
    )
    .sort((a, b) => a.turn - b.turn);
  const authors = new Map<string, Set<string>>();
  return wanted.map(({ venue, remark }, slot) => {
    const daysAgo = FIRST_DAY - Math.floor((slot * (FIRST_DAY - LAST_DAY + 1)) / wanted.length);
    const used = authors.get(venue.id) ?? new Set<string>();
    const unused = reviewers.filter((reviewer) => !used.has(reviewer.id));
    const booking = unused.filter((reviewer) => reviewer.booksFrom >= daysAgo);
    const pool = booking.length ? booking : unused;
    const author = pool[slot % pool.length]!;
    authors.set(venue.id, used.add(author.id));
    return { venue, authorId: author.id, daysAgo, remark };
  });
}

/**
 * The demo reviewers' bookings: past, completed stays with reviews so demo listings show ratings, made over the last
 * `DEMO_HISTORY_DAYS` days (a couple a day, each for an evening 1–7 days later when the listing is open and neither it
 * nor the guest is booked, reviewed some hours after the stay), then a few made in the last days for stays still
 * ahead. Reviewers are extra demo customers (`passwordHash` is DEMO_HOST_PASSWORD's). Each booking has its ledger as
 * the app would have written it (see `insertDemoBookings`). Returns how many reviews were written.
 */
export async function seedDemoReviews(
  db: Database,
  options: { clock: Clock; passwordHash: string; platformFeePercent: number; payments?: DemoPayments },
) {
  const venues = await queryRows<DemoListing & { host_email: string }>(
    db,
    sql`select v.id, v.host_id, v.rent_cents, v.timezone, u.email as host_email
      from venues v join users u on u.id = v.host_id where v.approved and v.deleted_at is null
      order by v.created_at, v.id`,
  );
  if (!venues.length) return 0;
  const inserted = await db
    .insert(users)
    .values(
      DEMO_REVIEWERS.map((reviewer) => ({
        displayName: reviewer.name,
        email: reviewer.email,
        phone: reviewer.phone,
        passwordHash: options.passwordHash,
        emailVerified: true,
        phoneVerified: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  const reviewers: Reviewer[] = DEMO_REVIEWERS.flatMap((reviewer) => {
    const row = inserted.find((user) => user.email === reviewer.email);
    return row ? [{ id: row.id, booksFrom: reviewer.booksFrom }] : [];
  });
  if (!reviewers.length) return 0;

  const schedules = new Map<string, ScheduleEntry[]>();
  for (const row of await db.select().from(venueSchedules).orderBy(venueSchedules.position)) {
    schedules.set(row.venueId, [...(schedules.get(row.venueId) ?? []), toScheduleEntry(row)]);
  }
  // Listing and guest days already booked (the demo customer's), then each planned stay's.
  const taken = new Set<string>();
  for (const row of await queryRows<{ venue_id: string; customer_id: string; schedules: Array<{ date: string }> }>(
    db,
    sql`select venue_id, customer_id, schedules from reservations`,
  )) {
    for (const { date } of row.schedules) taken.add(`${row.venue_id}|${date}`).add(`${row.customer_id}|${date}`);
  }
  const calendar: Calendar = {
    free(venue, authorId, date) {
      const open = openHoursOn(schedules.get(venue.id) ?? [], date);
      return (
        HOURS.every((time) => open.includes(Number(time.slice(0, 2)))) &&
        !taken.has(`${venue.id}|${date}`) &&
        !taken.has(`${authorId}|${date}`)
      );
    },
    take(venue, authorId, date) {
      taken.add(`${venue.id}|${date}`).add(`${authorId}|${date}`);
    },
  };

  const now = options.clock.now().getTime();
  const past = planPastStays(pairsOf(venues, reviewers), now, calendar);
  const extraHosts = new Set(Object.values(DEMO_EXTRA_HOSTS).map((host) => host.email));
  const upcoming = planUpcomingStays(
    venues.filter((venue) => extraHosts.has(venue.host_email)),
    reviewers,
    now,
    calendar,
  );
  for (const booking of upcoming) {
    booking.id = crypto.randomUUID();
    booking.chargeReference = await chargeReference(
      options.payments,
      demoPriceCents(booking.listing, booking.date, booking.hours),
      `demo-charge-${booking.id}`,
    );
  }

  await db.transaction(async (tx) => {
    await insertDemoBookings(tx, [...past.map(({ booking }) => booking), ...upcoming], options.platformFeePercent);
    if (past.length) {
      await tx.insert(reviews).values(
        past.map(({ pair, review }) => ({
          venueId: pair.venue.id,
          authorId: pair.authorId,
          rating: pair.remark[0],
          remark: pair.remark[1],
          createdAt: review,
          updatedAt: review,
        })),
      );
    }
    for (const venue of venues) await refreshVenueRating(tx, venue.id);
  });
  return past.length;
}

/** Whether a listing and a guest are both free for a stay at `HOURS` on a listing-local date; booking them. */
interface Calendar {
  free(venue: DemoListing, authorId: string, date: string): boolean;
  take(venue: DemoListing, authorId: string, date: string): void;
}

/** Each pair's booking on its share of the days, moved by a few days when no stay fits; its review after the stay. */
function planPastStays(pairs: Pair[], now: number, calendar: Calendar) {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  const planned: Array<{ pair: Pair; booking: DemoBooking; review: Date }> = [];
  for (const [index, pair] of pairs.entries()) {
    const { venue, authorId, daysAgo } = pair;
    const bookedAt = midnight - daysAgo * DAY_MS + (13 + ((index * 7) % 10)) * HOUR_MS + ((index * 17) % 60) * 60_000;
    const stay = SHIFTS.flatMap((shift) => {
      const booked = bookedAt + shift * DAY_MS;
      if (booked < midnight - (DEMO_HISTORY_DAYS - 1) * DAY_MS || booked > now - DAY_MS) return [];
      return Array.from({ length: MAX_LEAD_DAYS }, (_, step) => ({
        booked,
        date: addDays(localToday(new Date(booked), venue.timezone), 1 + ((index + step) % MAX_LEAD_DAYS)),
      }));
    }).find(({ booked, date }) => {
      const { startsAt, endsAt } = stayOf(date, HOURS, venue.timezone);
      return (
        startsAt.getTime() > booked + HOUR_MS &&
        endsAt.getTime() + REVIEW_GAP_MS <= now &&
        calendar.free(venue, authorId, date)
      );
    });
    // Only when a listing is closed for weeks: that review is left out.
    if (!stay) continue;
    calendar.take(venue, authorId, stay.date);
    const endsAt = stayOf(stay.date, HOURS, venue.timezone).endsAt.getTime();
    const reviewAfter = Math.min((8 + ((index * 5) % 40)) * HOUR_MS, now - endsAt - HOUR_MS);
    planned.push({
      pair,
      booking: {
        listing: venue,
        customerId: authorId,
        state: 'completed',
        date: stay.date,
        hours: HOURS,
        bookedAt: new Date(stay.booked),
      },
      review: new Date(endsAt + reviewAfter),
    });
  }
  return planned;
}

/**
 * Stays booked in the last days and still ahead (more than a day, so they can be cancelled with a full refund), at
 * the extra demo hosts' listings: browser tests book the demo host's.
 */
const UPCOMING = [
  { bookedDaysAgo: 2, daysAhead: 3 },
  { bookedDaysAgo: 1, daysAhead: 2 },
  { bookedDaysAgo: 1, daysAhead: 6 },
  { bookedDaysAgo: 0, daysAhead: 4 },
];

function planUpcomingStays(venues: DemoListing[], reviewers: Reviewer[], now: number, calendar: Calendar) {
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  return UPCOMING.flatMap(({ bookedDaysAgo, daysAhead }, index): DemoBooking[] => {
    const bookedAt = Math.min(midnight - bookedDaysAgo * DAY_MS + (14 + 3 * index) * HOUR_MS, now - 10 * 60_000);
    for (let offset = 0; offset < venues.length; offset++) {
      const venue = venues[(index * 5 + offset) % venues.length]!;
      const date = addDays(localToday(new Date(now), venue.timezone), daysAhead);
      const author = reviewers
        .map((_, at) => reviewers[(index + at) % reviewers.length]!)
        .find((reviewer) => calendar.free(venue, reviewer.id, date));
      if (!author) continue;
      calendar.take(venue, author.id, date);
      return [
        {
          listing: venue,
          customerId: author.id,
          state: 'confirmed',
          date,
          hours: HOURS,
          bookedAt: new Date(bookedAt),
        },
      ];
    }
    return [];
  });
}
