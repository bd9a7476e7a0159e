import { describe, expect, it } from 'vitest';
import { Messages } from './messages.ts';
import {
  PayoutOnboardingBodySchema,
  ReservationConfirmBodySchema,
  ReservationRequestBodySchema,
} from './reservations.ts';
import { ReviewBodySchema } from './reviews.ts';
import { TEST_CARD_TOKENS, testCardToToken } from './test-cards.ts';
import { messagesOf, parsed } from './test-support.ts';

const venueId = '6f1c1f7e-2b1a-4c55-8d2e-111111111111';

describe('booking request', () => {
  it('reads slots and guest counts sent as text; missing counts are 0', () => {
    expect(
      parsed(ReservationRequestBodySchema, {
        venueId,
        schedules: [{ date: '2026-12-01', intervals: ['10:00', '11:00'] }],
        slots: ['1', 2],
        guestList: { adults: '2' },
      }),
    ).toEqual({
      venueId,
      schedules: [{ date: '2026-12-01', intervals: ['10:00', '11:00'] }],
      slots: [1, 2],
      guestList: { adults: 2, children: 0, infants: 0 },
    });
  });

  it("answers with the spec's booking messages", () => {
    const base = { venueId, guestList: { adults: 1 } };
    expect(messagesOf(ReservationRequestBodySchema, { ...base, schedules: [] })).toEqual([
      Messages.selectTimeForEveryDate,
    ]);
    expect(messagesOf(ReservationRequestBodySchema, { venueId, schedules: [{ date: '2026-12-01' }] })).toEqual([
      Messages.oneAdultMandatory,
    ]);
    expect(
      messagesOf(ReservationRequestBodySchema, { ...base, schedules: [{ date: 'tomorrow', intervals: ['10:00'] }] }),
    ).toEqual([Messages.noSlotAvailable]);
    expect(
      messagesOf(ReservationRequestBodySchema, {
        venueId,
        schedules: [{ date: '2026-12-01', intervals: ['10:00'] }],
        guestList: { adults: 1, children: -1 },
      }),
    ).toEqual([Messages.guestCountInvalid]);
  });
});

describe('confirm and payouts', () => {
  it('takes the card from stripetoken, stripeToken, token or paymentMethodId', () => {
    for (const key of ['stripetoken', 'stripeToken', 'token', 'paymentMethodId']) {
      expect(parsed(ReservationConfirmBodySchema, { venueId, [key]: ' tok_visa ' })).toEqual({
        venueId,
        source: 'tok_visa',
      });
    }
    expect(parsed(ReservationConfirmBodySchema, {}).source).toBe('');
  });

  it('offers payouts in US, IT and CA, whatever the case', () => {
    expect(parsed(PayoutOnboardingBodySchema, { country: ' it ' })).toEqual({ country: 'IT' });
    expect(messagesOf(PayoutOnboardingBodySchema, { country: 'FR' })).toEqual([Messages.payoutCountryInvalid]);
  });

  it("turns Stripe's test card numbers into their tokens, and nothing else", () => {
    expect(testCardToToken('4242 4242 4242 4242')).toBe('tok_visa');
    expect(testCardToToken('4000-0000-0000-0002')).toBe('tok_chargeDeclined');
    expect(testCardToToken('4000002500003155')).toBe('tok_threeDSecure2Required');
    expect(testCardToToken('4111111111111111')).toBeUndefined();
    for (const number of Object.keys(TEST_CARD_TOKENS)) expect(number).toMatch(/^\d{15,16}$/);
  });
});

describe('reviews', () => {
  it('take half-star ratings from 0.5 to 5, sent as text or numbers', () => {
    expect(parsed(ReviewBodySchema, { rating: '4.5', remarks: ' Lovely ' })).toEqual({
      rating: 4.5,
      remarks: 'Lovely',
    });
    expect(parsed(ReviewBodySchema, { rating: 0.5, remarks: 'ok' }).rating).toBe(0.5);
    for (const rating of [4.3, 5.5, -1]) {
      expect(messagesOf(ReviewBodySchema, { rating, remarks: 'x' })).toEqual([Messages.reviewRatingInvalid]);
    }
  });

  it("ask for all details when there is neither a rating nor remarks (the spec's message)", () => {
    expect(messagesOf(ReviewBodySchema, { rating: 0, remarks: '' })).toEqual([Messages.reviewIncomplete]);
    expect(messagesOf(ReviewBodySchema, {})).toEqual([Messages.reviewIncomplete]);
  });

  it('keep remarks to 2,000 characters', () => {
    expect(messagesOf(ReviewBodySchema, { rating: 5, remarks: 'x'.repeat(2001) })).toEqual([
      Messages.reviewRemarkTooLong,
    ]);
  });
});
