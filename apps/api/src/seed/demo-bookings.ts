import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ReservationStatus, TransactionInitialization, TransactionStatus, TransactionType } from '@app/contract';
import type { Database, Executor } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { reservationHours, reservations, transactions } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { PaymentProvider } from '../lib/payments/index.ts';
import { addDays, instantOfLocal, localToday } from '../modules/availability/expand.ts';
import { bookingPrice, cancellationRefund, payoutOf } from '../modules/reservations/pricing.ts';

/** Demo bookings were made over this many days up to today (the admin dashboard shows the last 30 of them). */
export const DEMO_HISTORY_DAYS = 60;

type State = 'completed' | 'confirmed' | 'cancelled';

/**
 * The demo customer's bookings (README), each at the `nth` (from 0, oldest first) approved listing of a category the
 * demo host owns, 18:00–20:00 where the listing is (those categories are open then every day, away from the demo
 * blocks): a past stay to review, an upcoming one, and one cancelled more than a day ahead with its full refund.
 */
export const DEMO_CUSTOMER_BOOKINGS: ReadonlyArray<{
  state: State;
  category: string;
  nth: number;
  daysFromToday: number;
}> = [
  { state: 'completed', category: 'rooftop', nth: 0, daysFromToday: -12 },
  { state: 'confirmed', category: 'backyard', nth: 0, daysFromToday: 4 },
  { state: 'cancelled', category: 'rooftop', nth: 1, daysFromToday: 6 },
];
const CUSTOMER_HOURS = ['18:00', '19:00'];
const STATUS: Record<State, number> = {
  completed: ReservationStatus.COMPLETED,
  confirmed: ReservationStatus.CONFIRMED,
  cancelled: ReservationStatus.CANCELLED,
};
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The completion sweep runs every 5 minutes: a stay completes, and its payout falls due, within that of its end. */
const COMPLETION_LAG_MS = 5 * 60_000;

export interface DemoListing {
  id: string;
  host_id: string;
  rent_cents: number;
  timezone: string;
}

/** When a stay of `hours` (consecutive, listing-local) on `date` begins and ends. */
/** A demo booking's price: its listing's rules (the defaults, for the demo listings) for one party of two. */
export const demoPriceCents = (listing: { rent_cents: number }, date: string, hours: readonly string[]) =>
  bookingPrice(listing, { schedules: [{ date, intervals: [...hours] }], slots: [], guests: { adults: 2, children: 0 } })
    .totalCents;

/** A demo cancellation's refund, by the default (flexible) policy. */
const demoRefundCents = (amountCents: number, startsAt: Date, bookedAt: Date, cancelledAt: Date) =>
  cancellationRefund('flexible', amountCents, { startsAt, bookedAt, now: cancelledAt });

export function stayOf(date: string, hours: readonly string[], timezone: string) {
  return {
    startsAt: new Date(instantOfLocal(date, hours[0]!, timezone)),
    endsAt: new Date(instantOfLocal(date, hours.at(-1)!, timezone) + HOUR_MS),
  };
}

/** A demo booking and what happened to it; its rows are written as the app would have written them at the time. */
export interface DemoBooking {
  id?: string;
  listing: DemoListing;
  customerId: string;
  state: State;
  date: string;
  hours: readonly string[];
  /** Requested and paid: the booking's and its charge's time. */
  bookedAt: Date;
  /** Cancelled bookings: when, and the refund then due. */
  cancelledAt?: Date;
  /** The card provider's payment and refund ids, when the charge went through one. */
  chargeReference?: string | null;
  refundReference?: string | null;
}

/**
 * Writes demo bookings with their ledger in a few statements: the charge when booked, a cancellation's refund when
 * cancelled, and a completed stay's payout (the host's share less the platform fee) when the completion sweep would
 * have queued it, still pending since no demo host has connected a payout account. Returns each booking's id and end.
 */
export async function insertDemoBookings(executor: Executor, bookings: DemoBooking[], platformFeePercent: number) {
  const succeeded = { initialization: TransactionInitialization.SUCCEEDED, status: TransactionStatus.SUCCEEDED };
  const reservationRows: Array<typeof reservations.$inferInsert> = [];
  const hourRows: Array<typeof reservationHours.$inferInsert> = [];
  const transactionRows: Array<typeof transactions.$inferInsert> = [];
  const written = bookings.map((booking) => {
    const id = booking.id ?? crypto.randomUUID();
    const { listing, customerId, bookedAt } = booking;
    const { startsAt, endsAt } = stayOf(booking.date, booking.hours, listing.timezone);
    const amountCents = demoPriceCents(listing, booking.date, booking.hours);
    const cancelledAt = booking.state === 'cancelled' ? booking.cancelledAt! : null;
    const completedAt = booking.state === 'completed' ? new Date(endsAt.getTime() + COMPLETION_LAG_MS) : null;
    const refundCents = cancelledAt ? demoRefundCents(amountCents, startsAt, bookedAt, cancelledAt) : 0;
    reservationRows.push({
      id,
      venueId: listing.id,
      customerId,
      status: STATUS[booking.state],
      amountCents,
      slots: [],
      adults: 2,
      children: 0,
      infants: 0,
      schedules: [{ date: booking.date, intervals: [...booking.hours] }],
      startsAt,
      endsAt,
      createdAt: bookedAt,
      updatedAt: completedAt ?? cancelledAt ?? bookedAt,
      completedAt,
      cancelledAt,
      cancelReason: cancelledAt ? 'cancelled by the customer' : null,
      cancelledBy: cancelledAt ? 'customer' : null,
    });
    if (booking.state === 'confirmed') {
      for (const time of booking.hours)
        hourRows.push({
          reservationId: id,
          venueId: listing.id,
          date: booking.date,
          hour: Number(time.slice(0, 2)),
          slot: 1,
        });
    }
    const reference = booking.chargeReference ?? null;
    transactionRows.push({
      reservationId: id,
      userId: customerId,
      type: TransactionType.CHARGE,
      ...succeeded,
      amountCents,
      providerReference: reference,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    if (refundCents > 0) {
      transactionRows.push({
        reservationId: id,
        userId: customerId,
        type: TransactionType.REFUND,
        ...succeeded,
        amountCents: refundCents,
        providerReference: booking.refundReference && reference && `${reference}:${booking.refundReference}`,
        createdAt: cancelledAt!,
        updatedAt: cancelledAt!,
      });
    }
    // A late cancellation's kept half is paid out when cancelled, like a completed stay's amount.
    const settledAt = completedAt ?? cancelledAt;
    if (settledAt && amountCents > refundCents) {
      const { feeCents, payoutCents } = payoutOf(amountCents, refundCents, platformFeePercent);
      transactionRows.push({
        reservationId: id,
        userId: listing.host_id,
        type: TransactionType.PAYOUT,
        initialization: TransactionInitialization.PENDING,
        status: TransactionStatus.PENDING,
        amountCents: payoutCents,
        feeCents,
        createdAt: settledAt,
        updatedAt: settledAt,
      });
    }
    return { id, endsAt };
  });
  if (reservationRows.length) await executor.insert(reservations).values(reservationRows);
  if (hourRows.length) await executor.insert(reservationHours).values(hourRows);
  if (transactionRows.length) await executor.insert(transactions).values(transactionRows);
  return written;
}

/**
 * Charges go through the built-in test-mode provider when it is given, so the upcoming booking can be cancelled and
 * refunded like any other; without it they carry no provider reference.
 */
export async function chargeReference(payments: DemoPayments | undefined, amountCents: number, key: string) {
  if (!payments || amountCents < 50) return null;
  const result = await payments.charge({
    amountCents,
    currency: 'usd',
    source: 'tok_visa',
    idempotencyKey: key,
    description: 'Demo booking',
    metadata: { demo: 'true' },
  });
  return result.status === 'succeeded' ? result.paymentId : null;
}

export type DemoPayments = Pick<PaymentProvider, 'charge' | 'refund'>;

async function listingOf(db: Executor, hostId: string, category: string, nth: number) {
  const [row] = await queryRows<DemoListing>(
    db,
    sql`select v.id, v.host_id, v.rent_cents, v.timezone from venues v join categories c on c.id = v.category_id
      where v.host_id = ${hostId} and c.slug = ${category} and v.approved and v.deleted_at is null
      order by v.created_at, v.id offset ${nth} limit 1`,
  );
  return row;
}

/** Seeds the demo customer's three bookings once (nothing when they already have bookings); returns how many. */
export async function seedDemoCustomerBookings(
  db: Database,
  options: { clock: Clock; customerId: string; hostId: string; platformFeePercent: number; payments?: DemoPayments },
) {
  const { clock, customerId, payments } = options;
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reservations where customer_id = ${customerId}`,
  );
  if (existing!.n > 0) return 0;
  const now = clock.now();
  const bookings: DemoBooking[] = [];
  for (const plan of DEMO_CUSTOMER_BOOKINGS) {
    const listing = await listingOf(db, options.hostId, plan.category, plan.nth);
    if (!listing) continue;
    const date = addDays(localToday(now, listing.timezone), plan.daysFromToday);
    const { startsAt } = stayOf(date, CUSTOMER_HOURS, listing.timezone);
    const amountCents = demoPriceCents(listing, date, CUSTOMER_HOURS);
    // Booked three days before the stay (or three days ago, for ones still ahead); cancelled a day after booking.
    const bookedAt = new Date(Math.min(startsAt.getTime(), now.getTime()) - 3 * DAY_MS);
    const cancelledAt = plan.state === 'cancelled' ? new Date(bookedAt.getTime() + DAY_MS) : undefined;
    const id = crypto.randomUUID();
    const reference = await chargeReference(payments, amountCents, `demo-charge-${id}`);
    const refundCents = cancelledAt ? demoRefundCents(amountCents, startsAt, bookedAt, cancelledAt) : 0;
    const refundReference =
      refundCents > 0 && reference && payments
        ? (
            await payments.refund({
              paymentId: reference,
              amountCents: refundCents,
              idempotencyKey: `demo-refund-${id}`,
              reason: 'requested_by_customer',
            })
          ).refundId
        : null;
    bookings.push({
      id,
      listing,
      customerId,
      state: plan.state,
      date,
      hours: CUSTOMER_HOURS,
      bookedAt,
      cancelledAt,
      chargeReference: reference,
      refundReference,
    });
  }
  await db.transaction((tx) => insertDemoBookings(tx, bookings, options.platformFeePercent));
  return bookings.length;
}
