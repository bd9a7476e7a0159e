import { ReservationStatus } from '@app/contract';
import { reservations } from '../src/db/schema.ts';
import { addDays, localHourOf, localToday } from '../src/modules/availability/expand.ts';
import type { TestContext } from './app.ts';
import { bearer, createUser, type UserOverrides } from './factories.ts';
import { categoryIdOf, createListing, listingFields } from './venues.ts';

export const ZONE = 'America/New_York';

/** A date `offset` days from today where the test listings are. */
export const dateIn = (context: TestContext, offset: number) => addDays(localToday(context.clock.now(), ZONE), offset);

/** An approved listing (a backyard unless `categorySlug` says otherwise) open 08:00–22:00 every day for 30 days. */
export async function bookableVenue(
  context: TestContext,
  host: { auth: Record<string, string> },
  fields: Record<string, string> = {},
  categorySlug = 'backyard',
) {
  const venue = await createListing(
    context,
    host,
    listingFields(await categoryIdOf(context, categorySlug), { rent: '20', ...fields }),
  );
  const response = await context.app.inject({
    method: 'PUT',
    url: `/api/v1/venue/${venue.uuid}/schedule/raw/update`,
    headers: host.auth,
    payload: {
      schedules: [{ type: 2, date: '[1,2,3,4,5,6,7]', intervals: [{ from: '08:00', to: '22:00' }] }],
      schedulingPeriod: 30,
      alterReservations: false,
    },
  });
  if (response.statusCode !== 200) throw new Error(`schedule failed: ${response.statusCode} ${response.body}`);
  return venue;
}

export async function createCustomer(context: TestContext, overrides: UserOverrides = {}) {
  const created = await createUser(context.deps, { displayName: 'Casey Customer', ...overrides });
  return { ...created, auth: bearer(created.accessToken) as Record<string, string> };
}

export const bookingBody = (venueId: string, date: string, intervals = ['10:00', '11:00']) => ({
  venueId,
  schedules: [{ date, intervals }],
  guestList: { adults: 2, children: 0, infants: 0 },
});

export async function requestBooking(context: TestContext, auth: Record<string, string>, body: object) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/reservation/request',
    headers: auth,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`request failed: ${response.statusCode} ${response.body}`);
  return response.json().data as {
    uuid: string;
    startsAt: string;
    endsAt: string;
    venueId: string;
    holdExpiresAt: string | null;
  };
}

/** A new customer and their hold on `date` (10:00–12:00) at the listing. */
export async function newCustomerHold(context: TestContext, venueId: string, date: string) {
  const customer = await createCustomer(context);
  const booking = await requestBooking(context, customer.auth, bookingBody(venueId, date));
  return { customer, booking };
}

export const confirmBooking = (context: TestContext, auth: Record<string, string>, id: string, token = 'tok_visa') =>
  context.app.inject({
    method: 'POST',
    url: `/api/v1/reservation/confirm/${id}`,
    headers: auth,
    payload: { stripetoken: token },
  });

/** Requests and pays a booking with tok_visa. */
export async function paidBooking(
  context: TestContext,
  auth: Record<string, string>,
  venueId: string,
  date: string,
  intervals?: string[],
) {
  const booking = await requestBooking(context, auth, bookingBody(venueId, date, intervals));
  const paid = await confirmBooking(context, auth, booking.uuid);
  if (paid.statusCode !== 200) throw new Error(`confirm failed: ${paid.statusCode} ${paid.body}`);
  return booking;
}

type ReservationValues = typeof reservations.$inferInsert;

/**
 * A reservation written straight into the table, as no route would (one in the past, or as older code left it): one
 * adult, no slots, $20 unless `values` say otherwise. Returns its id.
 */
export async function insertReservation(
  context: TestContext,
  values: Pick<ReservationValues, 'venueId' | 'customerId' | 'status' | 'schedules' | 'startsAt' | 'endsAt'> &
    Partial<ReservationValues>,
) {
  const [row] = await context.deps.db
    .insert(reservations)
    .values({ amountCents: 2000, slots: [], adults: 1, children: 0, infants: 0, ...values })
    .returning({ id: reservations.id });
  return row!.id;
}

/** A stay of the customer's at the listing that ended a week ago (completed), so they may review it. */
export async function completedStay(context: TestContext, customerId: string, venueId: string) {
  const startsAt = new Date(context.clock.now().getTime() - 7 * 86_400_000);
  startsAt.setUTCMinutes(0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  await insertReservation(context, {
    venueId,
    customerId,
    status: ReservationStatus.COMPLETED,
    amountCents: 0,
    schedules: [{ date: localToday(startsAt, ZONE), intervals: [`${localHourOf(startsAt, ZONE).slice(11)}:00`] }],
    startsAt,
    endsAt,
    completedAt: endsAt,
  });
}

/** The host blocks the whole of `date` at the listing, cancelling and refunding the bookings there (Alter Reservations). */
export const blockDayCancelling = (
  context: TestContext,
  hostAuth: Record<string, string>,
  venueId: string,
  date: string,
) =>
  context.app.inject({
    method: 'POST',
    url: `/api/v1/venue/${venueId}/calendar/block/create`,
    headers: hostAuth,
    payload: { from: { date, time: '00:00' }, to: { date: addDays(date, 1), time: '00:00' }, alterReservations: true },
  });
