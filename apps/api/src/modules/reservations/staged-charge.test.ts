import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { Messages, ReservationStatus, TransactionStatus, TransactionType } from '@app/contract';
import { createTestApp } from '../../../test/app.ts';
import { bookableVenue, confirmBooking, dateIn, newCustomerHold } from '../../../test/bookings.ts';
import { createHost } from '../../../test/venues.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { idempotencyMismatchMessage, isTestPaymentProvider } from '../../lib/payments/index.ts';

/*
 * With the test-mode provider, a booking's card charge is written by the statement that confirms the booking (issue
 * 16: "written in the same transaction as the charge row where that is right"). The charge must be as real as one
 * the provider wrote itself: it stands when the confirmation does not confirm, it is refundable, and a key the
 * provider has seen before is replayed, never confirmed with a charge that was not written.
 */
describe('a test-mode charge written by the confirmation', async () => {
  const dialect = new PgDialect();
  /** Runs before the confirmation's statement, once, when set. */
  let beforeConfirmation: ((db: Database) => Promise<void>) | undefined;
  const context = await createTestApp({
    wrapDatabase: (database) => ({
      ...database,
      ahead: new Proxy(database.ahead, {
        get(target, property, receiver) {
          if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
          return async (query: SQL) => {
            const step = beforeConfirmation;
            if (step && dialect.sqlToQuery(query).sql.includes('confirmed as (')) {
              beforeConfirmation = undefined;
              await step(database.db);
            }
            return target.execute(query);
          };
        },
      }),
    }),
  });
  const { deps } = context;
  const provider = deps.payments;
  if (!isTestPaymentProvider(provider)) throw new Error('the test-mode provider is expected');
  const host = await createHost(context);
  const venue = await bookableVenue(context, host);
  let day = 2;
  const hold = () => newCustomerHold(context, venue.uuid, dateIn(context, day++));

  const chargesOf = (reservationId: string) =>
    queryRows<{ type: number; status: number; amount_cents: number; provider_reference: string | null }>(
      deps.db,
      sql`select type, status, amount_cents, provider_reference from transactions
        where reservation_id = ${reservationId} order by type, created_at`,
    );
  const bookingOf = async (reservationId: string) =>
    (
      await queryRows<{
        status: number;
        amount_cents: number;
        version: number;
        payment_attempt: number;
        title: string;
      }>(
        deps.db,
        sql`select r.status, r.amount_cents, r.version, r.payment_attempt, v.title
          from reservations r join venues v on v.id = r.venue_id where r.id = ${reservationId}`,
      )
    )[0]!;
  /** The charge the next confirm of this booking will ask for (its key counts the confirm's attempt). */
  const nextCharge = async (reservationId: string, date: string) => {
    const row = await bookingOf(reservationId);
    return {
      amountCents: row.amount_cents,
      currency: 'usd' as const,
      source: 'tok_visa',
      idempotencyKey: `booking-${reservationId}-v${row.version}-${row.payment_attempt + 1}`,
      description: `${row.title} (${date})`,
      metadata: { reservationId, kind: 'booking', version: String(row.version) },
    };
  };

  it('is a payment the provider keeps: retrievable and refundable, with the key it was made under', async () => {
    const { customer, booking } = await hold();
    const paid = await confirmBooking(context, customer.auth, booking.uuid);
    expect(paid.statusCode).toBe(200);
    expect((await bookingOf(booking.uuid)).status).toBe(ReservationStatus.CONFIRMED);
    const [charge, ...more] = await chargesOf(booking.uuid);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ type: TransactionType.CHARGE, status: TransactionStatus.SUCCEEDED });
    const paymentId = charge!.provider_reference!;
    expect(paymentId).toMatch(/^pi_test_[0-9a-f]{24}$/);
    expect(await provider.retrievePayment(paymentId)).toEqual({
      status: 'succeeded',
      amountCents: charge!.amount_cents,
      metadata: { reservationId: booking.uuid, kind: 'booking', version: expect.stringMatching(/^\d+$/) },
    });
    const keys = await queryRows<{ key: string; result: { paymentId: string } }>(
      deps.db,
      sql`select key, result from test_mode_idempotency where result->>'paymentId' = ${paymentId}`,
    );
    expect(keys).toEqual([
      { key: expect.stringMatching(new RegExp(`^booking-${booking.uuid}-v\\d+-1$`)), result: expect.anything() },
    ]);
    const refund = await provider.refund({ paymentId, amountCents: charge!.amount_cents, idempotencyKey: 'refund-1' });
    expect(refund.status).toBe('succeeded');
  });

  it('stands when the confirmation finds the booking changed: it is refunded, never lost', async () => {
    const { customer, booking } = await hold();
    beforeConfirmation = async (db) => {
      await db.execute(
        sql`update reservations set status = ${ReservationStatus.CANCELLED}, updated_at = now() where id = ${booking.uuid}`,
      );
    };
    const paid = await confirmBooking(context, customer.auth, booking.uuid);
    expect(beforeConfirmation).toBeUndefined();
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(Messages.bookingHoldExpired);
    await deps.jobs.drain();
    const [charge, refund, ...more] = await chargesOf(booking.uuid);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ type: TransactionType.CHARGE, status: TransactionStatus.SUCCEEDED });
    expect(refund).toMatchObject({
      type: TransactionType.REFUND,
      status: TransactionStatus.SUCCEEDED,
      amount_cents: charge!.amount_cents,
    });
    const [payment] = await queryRows<{ status: string; amount_cents: number; refunded_cents: number }>(
      deps.db,
      sql`select status, amount_cents, refunded_cents from test_mode_payments where id = ${charge!.provider_reference}`,
    );
    expect(payment).toEqual({
      status: 'succeeded',
      amount_cents: charge!.amount_cents,
      refunded_cents: charge!.amount_cents,
    });
  });

  it('a key paid before is replayed: the booking is confirmed with that payment, not a new one', async () => {
    const date = dateIn(context, day);
    const { customer, booking } = await hold();
    const earlier = await provider.charge(await nextCharge(booking.uuid, date));
    expect(earlier.status).toBe('succeeded');
    const paid = await confirmBooking(context, customer.auth, booking.uuid);
    expect(paid.statusCode).toBe(200);
    expect((await bookingOf(booking.uuid)).status).toBe(ReservationStatus.CONFIRMED);
    const charges = await chargesOf(booking.uuid);
    expect(charges).toEqual([
      {
        type: TransactionType.CHARGE,
        status: TransactionStatus.SUCCEEDED,
        amount_cents: (await bookingOf(booking.uuid)).amount_cents,
        provider_reference: earlier.status === 'succeeded' ? earlier.paymentId : 'none',
      },
    ]);
    const payments = await queryRows<{ id: string }>(
      deps.db,
      sql`select id from test_mode_payments where metadata->>'reservationId' = ${booking.uuid}`,
    );
    expect(payments).toHaveLength(1);
  });

  it('a key used before for another charge is refused, and the booking stays unpaid', async () => {
    const date = dateIn(context, day);
    const { customer, booking } = await hold();
    const charge = await nextCharge(booking.uuid, date);
    await provider.charge({ ...charge, amountCents: charge.amountCents + 100 });
    const paid = await confirmBooking(context, customer.auth, booking.uuid);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(idempotencyMismatchMessage(charge.idempotencyKey));
    expect((await bookingOf(booking.uuid)).status).toBe(ReservationStatus.INPROCESS);
    expect(await chargesOf(booking.uuid)).toEqual([]);
    // The claim ended: the customer can pay again under a new key.
    const again = await confirmBooking(context, customer.auth, booking.uuid);
    expect(again.statusCode).toBe(200);
    expect((await bookingOf(booking.uuid)).status).toBe(ReservationStatus.CONFIRMED);
  });
});
