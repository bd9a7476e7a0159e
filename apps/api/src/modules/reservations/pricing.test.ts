import { describe, expect, it } from 'vitest';
import { bookingPrice, cancellationRefund, payoutOf } from './pricing.ts';

const party = { adults: 2, children: 0 };
const hours = (date: string, ...times: string[]) => [{ date, intervals: times }];

describe('pricing', () => {
  it('charges rent × hours × max(1, slots) under the default rules', () => {
    const price = (rent: number, count: number, slots: number[]) =>
      bookingPrice(
        { rent_cents: rent, booking_rules: {} },
        {
          schedules: hours('2026-12-09', ...['10:00', '11:00', '12:00', '13:00', '14:00'].slice(0, count)),
          slots,
          guests: party,
        },
      ).totalCents;
    expect(price(2550, 3, [])).toBe(7650);
    expect(price(2550, 3, [1])).toBe(7650);
    expect(price(800, 2, [1, 2, 3, 4])).toBe(6400);
    expect(price(0, 5, [1, 2])).toBe(0);
  });

  it("prices with the listing's stored rules, a rule not stored at its default", () => {
    const price = bookingPrice(
      { rent_cents: 3000, booking_rules: { pricing: { cleaningFee: 15 } as never }, category_slot_prefix: 'Court' },
      { schedules: hours('2026-12-12', '10:00', '11:00'), slots: [1, 2], guests: party },
    );
    expect(price.lines.map((line) => [line.label, line.amountCents])).toEqual([
      ['2 hours × 2 courts × $30', 12_000],
      ['Cleaning fee', 1500],
    ]);
  });

  it('refunds 100% at least 24 h before the start and 50% after under the flexible policy', () => {
    const startsAt = new Date('2026-12-10T15:00:00Z');
    const bookedAt = new Date('2026-12-01T15:00:00Z');
    const refund = (paid: number, now: string) =>
      cancellationRefund('flexible', paid, { startsAt, bookedAt, now: new Date(now) });
    expect(refund(10_000, '2026-12-09T15:00:00Z')).toBe(10_000);
    expect(refund(10_000, '2026-12-09T15:00:01Z')).toBe(5_000);
    expect(refund(999, '2026-12-10T14:00:00Z')).toBe(499);
    expect(cancellationRefund('strict', 999, { startsAt, bookedAt, now: startsAt, byHost: true })).toBe(999);
  });

  it('pays the host the net amount minus the platform fee, and the books balance', () => {
    const { netCents, feeCents, payoutCents } = payoutOf(10_000, 5_000, 10);
    expect({ netCents, feeCents, payoutCents }).toEqual({ netCents: 5_000, feeCents: 500, payoutCents: 4_500 });
    expect(10_000 - 5_000 - payoutCents - feeCents).toBe(0);
    expect(payoutOf(333, 0, 10)).toEqual({ netCents: 333, feeCents: 33, payoutCents: 300 });
  });
});
