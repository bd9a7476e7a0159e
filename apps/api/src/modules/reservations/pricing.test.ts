import { describe, expect, it } from 'vitest';
import { cancellationRefundCents, payoutOf, priceCents } from './pricing.ts';

describe('pricing', () => {
  it('charges rent × hours × max(1, slots)', () => {
    expect(priceCents(2550, 3, 0)).toBe(7650);
    expect(priceCents(2550, 3, 1)).toBe(7650);
    expect(priceCents(800, 2, 4)).toBe(6400);
    expect(priceCents(0, 5, 2)).toBe(0);
  });

  it('refunds 100% at least 24 h before the start and 50% after', () => {
    const start = new Date('2026-12-10T15:00:00Z');
    expect(cancellationRefundCents(10_000, start, new Date('2026-12-09T15:00:00Z'))).toBe(10_000);
    expect(cancellationRefundCents(10_000, start, new Date('2026-12-09T15:00:01Z'))).toBe(5_000);
    expect(cancellationRefundCents(999, start, new Date('2026-12-10T14:00:00Z'))).toBe(499);
  });

  it('pays the host the net amount minus the platform fee, and the books balance', () => {
    const { netCents, feeCents, payoutCents } = payoutOf(10_000, 5_000, 10);
    expect({ netCents, feeCents, payoutCents }).toEqual({ netCents: 5_000, feeCents: 500, payoutCents: 4_500 });
    expect(10_000 - 5_000 - payoutCents - feeCents).toBe(0);
    expect(payoutOf(333, 0, 10)).toEqual({ netCents: 333, feeCents: 33, payoutCents: 300 });
  });
});
