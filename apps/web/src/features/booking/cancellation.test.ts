import { describe, expect, it } from 'vitest';
import { cancellationText, refundOnItsWay } from './cancellation.ts';

const at = '2026-11-21T10:00:00.000Z';

describe('cancellationText', () => {
  it('names who cancelled, and nobody for a hold that ran out', () => {
    const money = { at, paid: 40, refunded: 40, refunding: 0 };
    expect(cancellationText({ ...money, by: 'customer' }).by).toBe('Cancelled by you');
    expect(cancellationText({ ...money, by: 'host' }).by).toBe('Cancelled by the host');
    expect(cancellationText({ ...money, by: 'admin' }).by).toBe('Cancelled by the admin');
    expect(cancellationText({ ...money, by: null }).by).toBeUndefined();
  });

  it.each([
    [{ paid: 0, refunded: 0, refunding: 0 }, 'Not charged'],
    [{ paid: 115, refunded: 0, refunding: 0 }, 'No refund'],
    [{ paid: 115, refunded: 115, refunding: 0 }, 'Refunded $115.00'],
    [{ paid: 230, refunded: 115, refunding: 0 }, 'Refunded $115.00 of $230.00'],
    [{ paid: 115, refunded: 0, refunding: 115 }, 'Refund of $115.00 on its way'],
    [{ paid: 1234.5, refunded: 1000, refunding: 234.5 }, 'Refunded $1,000.00, $234.50 on its way'],
    // Dollars from the wire add up in whole cents.
    [{ paid: 0.3, refunded: 0.1 + 0.2, refunding: 0 }, 'Refunded $0.30'],
  ])('says where the money went: %o → %s', (money, text) => {
    expect(cancellationText({ by: 'customer', at, ...money }).money).toBe(text);
  });

  it('asks for the bookings again only while a refund is on its way', () => {
    expect(refundOnItsWay(null)).toBe(false);
    expect(refundOnItsWay({ by: 'customer', at, paid: 40, refunded: 0, refunding: 40 })).toBe(true);
    expect(refundOnItsWay({ by: 'customer', at, paid: 40, refunded: 40, refunding: 0 })).toBe(false);
  });
});
