import { cancellationPolicySentence, withDefaultRules, type Quote, type ReservationRequestBody } from '@app/contract';
import type { BookingChecks } from './booking-checks.ts';
import { bookingPrice, dollars } from './pricing.ts';
import * as repository from './reservations.repository.ts';
import type { ReservationsDeps } from './reservations.deps.ts';

/**
 * `POST /reservation/quote` (docs/product/wire-contract.md#booking-rules): what a booking request would cost, line by
 * line, checked as the request is (the same refusals, the same pricing function), without holding anything.
 */
export function createBookingQuote(deps: Pick<ReservationsDeps, 'clock'>, checks: BookingChecks) {
  async function quote(body: ReservationRequestBody): Promise<Quote> {
    const dates = body.schedules.map((day) => day.date);
    const { record, extra } = await checks.loadBookableVenue(body.venueId, repository.takenHoursOnColumn(dates));
    const booking = await checks.validateRequest(record, body, repository.takenHoursOf(extra), deps.clock.now());
    const price = bookingPrice(record, booking);
    const rules = withDefaultRules(record.booking_rules);
    return {
      lines: price.lines.map((line) => ({ label: line.label, amount: dollars(line.amountCents) })),
      total: dollars(price.totalCents),
      refundPolicy: cancellationPolicySentence(rules.cancellationPolicy),
      bookingMode: rules.bookingMode,
    };
  }
  return { quote };
}
