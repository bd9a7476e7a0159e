import type { Reservation } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  cancellationTerms,
  declinedText,
  heldFor,
  hourRanges,
  isUpcoming,
  requestOf,
  statusText,
  unpaid,
} from './format.ts';

const now = Date.parse('2026-11-25T12:00:00Z');
const booking = (overrides: Partial<Reservation>) =>
  ({
    status: 2,
    payment: { amount: 90, due: 0 },
    holdExpiresAt: null,
    startsAt: '2026-11-28T15:00:00.000Z',
    endsAt: '2026-11-28T17:00:00.000Z',
    pendingChange: null,
    cancellationPolicy: 'flexible',
    bookingMode: 'instant',
    approval: null,
    respondBy: null,
    declineReason: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  }) as Reservation;

describe('booking formatting and rules', () => {
  it('states the refund of docs/product/rules.md#cancel: a hold is released, then by the booking’s policy', () => {
    expect(cancellationTerms(booking({ status: 1 }), now)).toEqual({ kind: 'release', refund: 0, percent: 0 });
    expect(cancellationTerms(booking({ startsAt: '2026-11-26T12:00:00.000Z' }), now)).toEqual({
      kind: 'full',
      refund: 90,
      percent: 100,
    });
    expect(
      cancellationTerms(booking({ startsAt: '2026-11-26T11:59:00.000Z', payment: { amount: 45.25, due: 0 } }), now),
    ).toEqual({ kind: 'part', refund: 22.62, percent: 50 });
    // Three days ahead: moderate refunds half, strict nothing; eight days ahead strict refunds half.
    expect(cancellationTerms(booking({ cancellationPolicy: 'moderate' }), now)).toMatchObject({
      kind: 'part',
      refund: 45,
    });
    expect(cancellationTerms(booking({ cancellationPolicy: 'strict' }), now)).toMatchObject({
      kind: 'none',
      refund: 0,
    });
    expect(
      cancellationTerms(booking({ cancellationPolicy: 'strict', startsAt: '2026-12-03T15:00:00.000Z' }), now),
    ).toMatchObject({ kind: 'part', refund: 45 });
    // Within an hour of booking, more than 48 hours ahead: in full under any policy.
    expect(
      cancellationTerms(booking({ cancellationPolicy: 'strict', createdAt: '2026-11-25T11:30:00.000Z' }), now),
    ).toMatchObject({ kind: 'full', refund: 90 });
  });

  it('knows what is unpaid, upcoming and how to say the status', () => {
    const hold = booking({ status: 1, holdExpiresAt: '2026-11-25T12:10:00.000Z', payment: { amount: 90, due: 90 } });
    expect(unpaid(hold, now)).toEqual({
      due: 90,
      expiresAt: Date.parse('2026-11-25T12:10:00.000Z'),
      reschedule: false,
    });
    expect(statusText(hold, now)).toBe('Awaiting payment');
    expect(unpaid(hold, Date.parse('2026-11-25T12:11:00Z'))).toBeUndefined();
    expect(statusText(booking({}), now)).toBe('Confirmed');
    expect(statusText(booking({ status: 3 }), now)).toBe('Cancelled');
    expect(isUpcoming(booking({}), now)).toBe(true);
    expect(isUpcoming(booking({ status: 3 }), now)).toBe(false);
    expect(isUpcoming(booking({ endsAt: '2026-11-25T11:00:00.000Z' }), now)).toBe(false);
    expect(hourRanges(['09:00', '10:00', '14:00'])).toEqual(['09:00–11:00', '14:00–15:00']);
  });

  it("says how long a hold lasts in minutes and until when in the listing's zone", () => {
    const expiresAt = Date.parse('2026-12-02T21:42:00Z');
    expect(heldFor(expiresAt, expiresAt - 15 * 60_000, 'America/New_York')).toBe('15 minutes, until 4:42 PM EST');
    expect(heldFor(expiresAt, expiresAt - 14 * 60_000 - 5_001, 'America/New_York')).toBe(
      '15 minutes, until 4:42 PM EST',
    );
    expect(heldFor(expiresAt, expiresAt - 2 * 60_000, 'America/Los_Angeles')).toBe('2 minutes, until 1:42 PM PST');
    expect(heldFor(expiresAt, expiresAt - 59_000, 'America/Chicago')).toBe('less than a minute, until 3:42 PM CST');
    expect(heldFor(expiresAt, expiresAt + 5, 'America/New_York')).toBe('no time left, until 4:42 PM EST');
  });

  it('tells a request to book by its answer, and a pending one is neither unpaid nor awaiting payment', () => {
    const respondBy = '2026-11-26T12:00:00.000Z';
    const pending = booking({
      status: 1,
      bookingMode: 'request',
      approval: 'pending',
      respondBy,
      holdExpiresAt: respondBy,
      payment: { amount: 90, due: 90 },
    });
    expect(requestOf(pending)).toBe('pending');
    expect(unpaid(pending, now)).toBeUndefined();
    expect(statusText(pending, now)).toBe('Waiting for the host');
    expect(isUpcoming(pending, now)).toBe(true);
    // Withdrawn by the guest: the host never answered, the booking is simply cancelled.
    expect(requestOf({ ...pending, status: 3 })).toBeUndefined();
    expect(statusText({ ...pending, status: 3 }, now)).toBe('Cancelled');

    const declined = booking({ status: 3, approval: 'declined', declineReason: 'Closed for a private event!' });
    expect(requestOf(declined)).toBe('declined');
    expect(statusText(declined, now)).toBe('Declined by the host');
    expect(declinedText(declined)).toBe(
      'The host declined your request: Closed for a private event. Your card was not charged.',
    );
    expect(declinedText({ ...declined, declineReason: 'Costs $5 more' })).toBe(
      'The host declined your request: Costs $5 more. Your card was not charged.',
    );

    const expired = booking({ status: 3, approval: 'expired' });
    expect(requestOf(expired)).toBe('expired');
    expect(statusText(expired, now)).toBe('Not answered in time');

    const accepted = booking({ status: 2, approval: 'accepted' });
    expect(requestOf(accepted)).toBeUndefined();
    expect(statusText(accepted, now)).toBe('Confirmed');
  });
});
