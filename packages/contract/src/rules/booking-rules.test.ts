import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookingRulesBodySchema } from '../booking-rules.ts';
import { Messages } from '../messages.ts';
import { messagesOf } from '../test-support.ts';
import {
  cancellationPolicySentence,
  CancellationPolicies,
  defaultBookingRules,
  defaultPricingRules,
  formatDollars,
  isWeekendDate,
  quoteBooking,
  refundOf,
  refundPercent,
  type PricingRules,
} from './booking-rules.ts';

const HOUR = 3_600_000;
const guests = { adults: 2, children: 0 };
const pricing = (rules: Partial<PricingRules>): PricingRules => ({ ...defaultPricingRules, ...rules });
const hoursOn = (date: string, from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => ({ date, hour: from + index }));

// Dates around the US and EU clock changes and month ends: the listing-local date alone says the weekday.
const dates = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const bookedHours = fc
  .uniqueArray(fc.record({ date: dates, hour: fc.integer({ min: 0, max: 23 }) }), {
    minLength: 1,
    maxLength: 48,
    selector: (hour) => `${hour.date} ${hour.hour}`,
  })
  .map((hours) => hours);
const dollarsOrNull = fc.option(
  fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100),
  { nil: null },
);
const anyPricing = fc.record({
  weekendRent: dollarsOrNull,
  peakRent: dollarsOrNull,
  peakHours: fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 24 }),
  cleaningFee: dollarsOrNull,
  extraGuestFee: dollarsOrNull,
  extraGuestsFrom: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  longBookingHours: fc.option(fc.integer({ min: 2, max: 48 }), { nil: null }),
  longBookingDiscountPercent: fc.option(fc.integer({ min: 1, max: 90 }), { nil: null }),
});

describe('the price of a booking', () => {
  it('under the default rules is rent × hours × max(1, slots), in one line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        bookedHours,
        fc.integer({ min: 0, max: 20 }),
        (rentCents, hours, slotCount) => {
          const quote = quoteBooking({ rentCents, pricing: defaultPricingRules, hours, slotCount, guests });
          expect(quote.totalCents).toBe(rentCents * hours.length * Math.max(1, slotCount));
          expect(quote.lines).toHaveLength(1);
        },
      ),
    );
  });

  it('is whole cents, never negative, and the sum of its lines, whatever the rules', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        anyPricing,
        bookedHours,
        fc.integer({ min: 0, max: 10 }),
        fc.record({ adults: fc.integer({ min: 1, max: 30 }), children: fc.integer({ min: 0, max: 30 }) }),
        (rentCents, rules, hours, slotCount, party) => {
          const quote = quoteBooking({ rentCents, pricing: rules, hours, slotCount, guests: party });
          expect(Number.isInteger(quote.totalCents)).toBe(true);
          expect(quote.totalCents).toBeGreaterThanOrEqual(0);
          expect(quote.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(quote.totalCents);
          for (const line of quote.lines) expect(Number.isInteger(line.amountCents)).toBe(true);
        },
      ),
    );
  });

  it('charges the weekend rate on a Saturday or Sunday of the listing, across the clock change', () => {
    // 2026-03-08 (Sunday) is the US spring-forward day, 2026-10-25 (Sunday) the EU fall-back day.
    expect(['2026-03-07', '2026-03-08', '2026-10-25', '2026-10-26'].map(isWeekendDate)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const quote = quoteBooking({
      rentCents: 3000,
      pricing: pricing({ weekendRent: 45 }),
      hours: [...hoursOn('2026-03-06', 10, 12), ...hoursOn('2026-03-08', 10, 13)],
      slotCount: 0,
      guests,
    });
    expect(quote.lines.map(({ label, amountCents }) => [label, amountCents])).toEqual([
      ['2 hours × $30', 6000],
      ['3 weekend hours × $45', 13_500],
    ]);
    expect(quote.totalCents).toBe(19_500);
  });

  it('charges the peak rate in peak hours, on weekends too, and multiplies the hours by the slots', () => {
    const quote = quoteBooking({
      rentCents: 1000,
      pricing: pricing({ weekendRent: 15, peakRent: 20, peakHours: [18, 19] }),
      hours: hoursOn('2026-12-05', 16, 20),
      slotCount: 2,
      slotName: 'Space',
      guests,
    });
    expect(quote.lines.map(({ label, amountCents }) => [label, amountCents])).toEqual([
      ['2 weekend hours × 2 spaces × $15', 6000],
      ['2 peak hours × 2 spaces × $20', 8000],
    ]);
  });

  it('takes the long-booking discount off the hours from its threshold on, then adds guests and cleaning', () => {
    const rules = pricing({
      longBookingHours: 4,
      longBookingDiscountPercent: 10,
      extraGuestFee: 5,
      extraGuestsFrom: 6,
      cleaningFee: 25,
    });
    const three = quoteBooking({
      rentCents: 3000,
      pricing: rules,
      hours: hoursOn('2026-12-02', 10, 13),
      slotCount: 0,
      guests: { adults: 6, children: 2 },
    });
    expect(three.lines.map(({ label, amountCents }) => [label, amountCents])).toEqual([
      ['3 hours × $30', 9000],
      ['2 extra guests × 3 hours × $5', 3000],
      ['Cleaning fee', 2500],
    ]);
    const four = quoteBooking({
      rentCents: 3000,
      pricing: rules,
      hours: hoursOn('2026-12-02', 10, 14),
      slotCount: 0,
      guests: { adults: 6, children: 0 },
    });
    expect(four.lines.map(({ label, amountCents }) => [label, amountCents])).toEqual([
      ['4 hours × $30', 12_000],
      ['10% off 4 hours or more', -1200],
      ['Cleaning fee', 2500],
    ]);
    expect(four.totalCents).toBe(13_300);
  });

  it('writes amounts as dollars, cents only when there are some', () => {
    expect([formatDollars(3000), formatDollars(123_450), formatDollars(1), formatDollars(-1200)]).toEqual([
      '$30',
      '$1,234.50',
      '$0.01',
      '−$12',
    ]);
  });
});

describe('the refund of a cancellation', () => {
  const bookedAt = new Date('2026-12-01T12:00:00Z');
  const startsAt = new Date('2026-12-20T12:00:00Z');
  const before = (hours: number) => new Date(startsAt.getTime() - hours * HOUR);

  it('follows each policy’s tiers by the time left before the start', () => {
    const at = (policy: (typeof CancellationPolicies)[number], hours: number) =>
      refundPercent(policy, { startsAt, bookedAt, now: before(hours) });
    expect([at('flexible', 24), at('flexible', 23.99), at('flexible', 0)]).toEqual([100, 50, 50]);
    expect([at('moderate', 120), at('moderate', 119.99), at('moderate', 1)]).toEqual([100, 50, 50]);
    expect([at('strict', 168), at('strict', 167.99), at('strict', 30)]).toEqual([50, 0, 0]);
  });

  it('refunds in full within an hour of booking when the start is more than 48 hours away, and for a host', () => {
    const justBooked = new Date('2026-12-18T11:00:00Z');
    const cancel = (now: Date) => refundPercent('strict', { startsAt, bookedAt: justBooked, now });
    expect(cancel(new Date('2026-12-18T11:59:00Z'))).toBe(100);
    expect(cancel(new Date('2026-12-18T12:01:00Z'))).toBe(0);
    const close = new Date('2026-12-19T12:00:00Z');
    expect(refundPercent('strict', { startsAt, bookedAt: close, now: close })).toBe(0);
    expect(refundPercent('strict', { startsAt, bookedAt, now: before(1), byHost: true })).toBe(100);
  });

  it('never refunds more than was paid, nor less than nothing, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...CancellationPolicies),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.boolean(),
        (paidCents, policy, leadHours, sinceBookingMinutes, byHost) => {
          const now = new Date(startsAt.getTime() - leadHours * HOUR);
          const booked = new Date(now.getTime() - sinceBookingMinutes * 60_000);
          const refund = refundOf(paidCents, refundPercent(policy, { startsAt, bookedAt: booked, now, byHost }));
          expect(Number.isInteger(refund)).toBe(true);
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(paidCents);
        },
      ),
    );
  });

  it('keeps today’s rule by default: full a day ahead, half (rounded down) after', () => {
    expect(defaultBookingRules.cancellationPolicy).toBe('flexible');
    expect(refundOf(1001, 50)).toBe(500);
    expect(cancellationPolicySentence('flexible')).toBe(Messages.cancellationPolicyFlexible);
  });
});

describe('the rules body', () => {
  it('gives every rule left out its default', () => {
    expect(BookingRulesBodySchema.parse({})).toEqual(defaultBookingRules);
  });

  it('names the rule that is wrong', () => {
    expect(messagesOf(BookingRulesBodySchema, { bufferBeforeHours: 5 })).toEqual([Messages.rulesBufferInvalid]);
    expect(messagesOf(BookingRulesBodySchema, { minHours: 3, maxHours: 2 })).toEqual([Messages.rulesMaxHoursInvalid]);
    expect(messagesOf(BookingRulesBodySchema, { noticeHours: 169 })).toEqual([Messages.rulesNoticeInvalid]);
    expect(messagesOf(BookingRulesBodySchema, { pricing: { cleaningFee: 10.005 } })).toEqual([
      Messages.rulesAmountInvalid,
    ]);
    expect(messagesOf(BookingRulesBodySchema, { pricing: { peakHours: [18] } })).toEqual([
      Messages.rulesPeakHoursInvalid,
    ]);
    expect(messagesOf(BookingRulesBodySchema, { pricing: { longBookingHours: 4 } })).toEqual([
      Messages.rulesDiscountInvalid,
    ]);
    expect(messagesOf(BookingRulesBodySchema, { pricing: { extraGuestFee: 5 } })).toEqual([
      Messages.rulesExtraGuestsInvalid,
    ]);
  });
});
