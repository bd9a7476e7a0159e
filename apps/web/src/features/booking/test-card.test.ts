import { describe, expect, it } from 'vitest';
import { CardMessages, checkTestCard, formatCardNumber, formatExpiry } from './test-card.ts';

const now = new Date('2026-11-25T12:00:00Z');
const card = (number: string, expiry = '12 / 30', cvc = '123') => checkTestCard({ number, expiry, cvc }, now);

describe('test-mode card form checks', () => {
  it("turns Stripe's test numbers into their tokens", () => {
    expect(card('4242 4242 4242 4242')).toEqual({ token: 'tok_visa' });
    expect(card('4000 0000 0000 0002')).toEqual({ token: 'tok_chargeDeclined' });
    expect(card('4000 0025 0000 3155')).toEqual({ token: 'tok_threeDSecure2Required' });
    expect(card('3782 822463 10005', '12 / 30', '1234')).toEqual({ token: 'tok_amex' });
  });

  it('answers like Stripe Elements for incomplete, impossible or real cards', () => {
    expect(card('4242 4242')).toEqual({ field: 'number', message: CardMessages.numberIncomplete });
    expect(card('4242 4242 4242 4241')).toEqual({ field: 'number', message: CardMessages.numberInvalid });
    expect(card('4111 1111 1111 1111')).toEqual({ field: 'number', message: CardMessages.liveCardInTestMode });
    expect(card('4242424242424242', '1')).toEqual({ field: 'expiry', message: CardMessages.expiryIncomplete });
    expect(card('4242424242424242', '13 / 30')).toEqual({ field: 'expiry', message: CardMessages.expiryIncomplete });
    expect(card('4242424242424242', '10 / 26')).toEqual({ field: 'expiry', message: CardMessages.expiryPast });
    expect(card('4242424242424242', '11 / 26')).toEqual({ token: 'tok_visa' });
    expect(card('4242424242424242', '12 / 30', '12')).toEqual({ field: 'cvc', message: CardMessages.cvcIncomplete });
  });

  it('formats as the user types', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('1')).toBe('1');
  });
});
