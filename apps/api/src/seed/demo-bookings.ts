import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ReservationStatus, TransactionInitialization, TransactionStatus, TransactionType } from '@app/contract';
import type { Database, Executor } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { reservationHours, reservations, transactions } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { PaymentProvider } from '../lib/payments/index.ts';
import { addDays, instantOfLocal, localToday } from '../modules/availability/expand.ts';
import { cancellationRefundCents, payoutOf, priceCents } from '../modules/reservations/pricing.ts';

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
const HOURS = ['18:00', '19:00'];
const STATUS: Record<State, number> = {
  completed: ReservationStatus.COMPLETED,
  confirmed: ReservationStatus.CONFIRMED,
  cancelled: ReservationStatus.CANCELLED,
};
const HOUR_MS = 3_600_000;

interface Listing {
  id: string;
  host_id: string;
  rent_cents: number;
  timezone: string;
}

/**
 * Charges go through the built-in test-mode provider when it is given, so the upcoming booking can be cancelled and
 * refunded like any other; without it they carry no provider reference.
 */
async function chargeReference(payments: DemoPayments | undefined, amountCents: number, key: string) {
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
  const [row] = await queryRows<Listing>(
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
  const { clock, customerId } = options;
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reservations where customer_id = ${customerId}`,
  );
  if (existing!.n > 0) return 0;
  const now = clock.now();
  let count = 0;
  for (const plan of DEMO_CUSTOMER_BOOKINGS) {
    const listing = await listingOf(db, options.hostId, plan.category, plan.nth);
    if (!listing) continue;
    const date = addDays(localToday(now, listing.timezone), plan.daysFromToday);
    const startsAt = new Date(instantOfLocal(date, HOURS[0]!, listing.timezone));
    const endsAt = new Date(instantOfLocal(date, HOURS.at(-1)!, listing.timezone) + HOUR_MS);
    const amountCents = priceCents(listing.rent_cents, HOURS.length, 0);
    // Booked three days before the stay (or three days ago, for ones still ahead).
    const bookedAt = new Date(Math.min(startsAt.getTime(), now.getTime()) - 3 * 24 * HOUR_MS);
    const id = crypto.randomUUID();
    const reference = await chargeReference(options.payments, amountCents, `demo-charge-${id}`);
    const cancelledAt = plan.state === 'cancelled' ? new Date(bookedAt.getTime() + 24 * HOUR_MS) : null;
    const refundCents = cancelledAt ? cancellationRefundCents(amountCents, startsAt, cancelledAt) : 0;
    const refundReference =
      refundCents > 0 && reference && options.payments
        ? (
            await options.payments.refund({
              paymentId: reference,
              amountCents: refundCents,
              idempotencyKey: `demo-refund-${id}`,
              reason: 'requested_by_customer',
            })
          ).refundId
        : null;
    await db.transaction(async (tx) => {
      await tx.insert(reservations).values({
        id,
        venueId: listing.id,
        customerId,
        status: STATUS[plan.state],
        amountCents,
        slots: [],
        adults: 2,
        children: 0,
        infants: 0,
        schedules: [{ date, intervals: HOURS }],
        startsAt,
        endsAt,
        createdAt: bookedAt,
        completedAt: plan.state === 'completed' ? endsAt : null,
        cancelledAt,
        cancelReason: cancelledAt ? 'cancelled by the customer' : null,
      });
      if (plan.state === 'confirmed') {
        await tx.insert(reservationHours).values(
          HOURS.map((time) => ({
            reservationId: id,
            venueId: listing.id,
            date,
            hour: Number(time.slice(0, 2)),
            slot: 1,
          })),
        );
      }
      const succeeded = { initialization: TransactionInitialization.SUCCEEDED, status: TransactionStatus.SUCCEEDED };
      await tx.insert(transactions).values({
        reservationId: id,
        userId: customerId,
        type: TransactionType.CHARGE,
        ...succeeded,
        amountCents,
        providerReference: reference,
        createdAt: bookedAt,
      });
      if (refundCents > 0) {
        await tx.insert(transactions).values({
          reservationId: id,
          userId: customerId,
          type: TransactionType.REFUND,
          ...succeeded,
          amountCents: refundCents,
          providerReference: refundReference && `${reference}:${refundReference}`,
          createdAt: cancelledAt!,
        });
      }
      if (plan.state === 'completed') {
        const { feeCents, payoutCents } = payoutOf(amountCents, 0, options.platformFeePercent);
        await tx.insert(transactions).values({
          reservationId: id,
          userId: listing.host_id,
          type: TransactionType.PAYOUT,
          initialization: TransactionInitialization.PENDING,
          status: TransactionStatus.PENDING,
          amountCents: payoutCents,
          feeCents,
          createdAt: endsAt,
        });
      }
    });
    count++;
  }
  return count;
}
