import { testCardToToken } from '@app/contract';

/** Stripe Elements' own messages for an incomplete or impossible card, and test mode's for a real card. */
export const CardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  liveCardInTestMode:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

export interface CardInput {
  number: string;
  /** "MM / YY" or "MM/YY". */
  expiry: string;
  cvc: string;
}

export type CardCheck = { token: string } | { field: keyof CardInput; message: string };

const luhnValid = (digits: string) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/** "4242424242424242" → "4242 4242 4242 4242" (Amex: 4-6-5). */
export function formatCardNumber(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 16);
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12 / 28" */
export function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * What Stripe.js would do with a typed card in test mode: check it like Elements does, then exchange a test
 * number for its test token (tok_visa, tok_chargeDeclined, …). The card number never reaches our server.
 */
export function checkTestCard(input: CardInput, now = new Date()): CardCheck {
  const digits = input.number.replace(/\D/g, '');
  const minimum = /^3[47]/.test(digits) ? 15 : 16;
  if (digits.length < minimum) return { field: 'number', message: CardMessages.numberIncomplete };
  if (!luhnValid(digits)) return { field: 'number', message: CardMessages.numberInvalid };
  const expiry = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(input.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return { field: 'expiry', message: CardMessages.expiryIncomplete };
  const year = 2000 + Number(expiry[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return { field: 'expiry', message: CardMessages.expiryPast };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { field: 'cvc', message: CardMessages.cvcIncomplete };
  const token = testCardToToken(digits);
  if (!token) return { field: 'number', message: CardMessages.liveCardInTestMode };
  return { token };
}
