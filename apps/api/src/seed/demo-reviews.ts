import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { reservations, reviews, transactions, users } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { refreshVenueRating } from '../modules/reviews/reviews.service.ts';
import { addDays } from '../modules/availability/expand.ts';
import { payoutOf } from '../modules/reservations/pricing.ts';
import { TransactionInitialization, TransactionStatus, TransactionType } from '@app/contract';

/** Demo customers who wrote the demo reviews; they share the extra demo hosts' password (README). */
export const DEMO_REVIEWERS = [
  { name: 'Jordan Ellis', email: 'jordan.ellis@hourlyspaces.test', phone: '+12125550141' },
  { name: 'Priya Raman', email: 'priya.raman@hourlyspaces.test', phone: '+13105550142' },
  { name: 'Mateo Alvarez', email: 'mateo.alvarez@hourlyspaces.test', phone: '+13055550143' },
  { name: 'Hannah Becker', email: 'hannah.becker@hourlyspaces.test', phone: '+12065550144' },
  { name: 'Samuel Okafor', email: 'samuel.okafor@hourlyspaces.test', phone: '+14045550145' },
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

/**
 * Past, completed bookings and reviews so demo listings show ratings. Reviewers are extra demo customers
 * (`passwordHash` is DEMO_HOST_PASSWORD's); ratings and remarks rotate deterministically. Each booking has its
 * ledger as the app would have written it: the customer's charge and the host's payout, still pending because the
 * demo host has not connected a payout account yet.
 */
export async function seedDemoReviews(db: Database, clock: Clock, passwordHash: string, platformFeePercent = 10) {
  const venues = await queryRows<{ id: string; host_id: string; rent_cents: number }>(
    db,
    sql`select id, host_id, rent_cents from venues where approved and deleted_at is null order by created_at, id`,
  );
  if (!venues.length) return 0;
  const reviewerIds: string[] = [];
  for (const reviewer of DEMO_REVIEWERS) {
    const [row] = await db
      .insert(users)
      .values({
        displayName: reviewer.name,
        email: reviewer.email,
        phone: reviewer.phone,
        passwordHash,
        emailVerified: true,
        phoneVerified: true,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) reviewerIds.push(row.id);
  }
  const today = clock.now().toISOString().slice(0, 10);
  let count = 0;
  await db.transaction(async (tx) => {
    for (const [venueIndex, venue] of venues.entries()) {
      const reviewCount = 1 + (venueIndex % 4);
      for (let index = 0; index < reviewCount && index < reviewerIds.length; index++) {
        const authorId = reviewerIds[(venueIndex + index) % reviewerIds.length]!;
        const date = addDays(today, -(7 + ((venueIndex * 3 + index * 5) % 50)));
        const [rating, remark] = REMARKS[(venueIndex + index * 3) % REMARKS.length]!;
        const amountCents = venue.rent_cents * 2;
        const endsAt = new Date(`${date}T24:00:00Z`);
        const [reservation] = await tx
          .insert(reservations)
          .values({
            venueId: venue.id,
            customerId: authorId,
            status: 4,
            amountCents,
            slots: [],
            adults: 2,
            children: 0,
            infants: 0,
            schedules: [{ date, intervals: ['17:00', '18:00'] }],
            startsAt: new Date(`${date}T22:00:00Z`),
            endsAt,
            completedAt: endsAt,
          })
          .returning({ id: reservations.id });
        if (amountCents > 0) {
          const { feeCents, payoutCents } = payoutOf(amountCents, 0, platformFeePercent);
          await tx.insert(transactions).values([
            {
              reservationId: reservation!.id,
              userId: authorId,
              type: TransactionType.CHARGE,
              initialization: TransactionInitialization.SUCCEEDED,
              status: TransactionStatus.SUCCEEDED,
              amountCents,
              createdAt: new Date(`${addDays(date, -3)}T15:00:00Z`),
            },
            {
              reservationId: reservation!.id,
              userId: venue.host_id,
              type: TransactionType.PAYOUT,
              initialization: TransactionInitialization.PENDING,
              status: TransactionStatus.PENDING,
              amountCents: payoutCents,
              feeCents,
              createdAt: endsAt,
            },
          ]);
        }
        await tx.insert(reviews).values({
          venueId: venue.id,
          authorId,
          rating,
          remark,
          createdAt: new Date(`${addDays(date, 1)}T12:00:00Z`),
        });
        count++;
      }
      await refreshVenueRating(tx, venue.id);
    }
  });
  return count;
}
