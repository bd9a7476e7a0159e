/** Stripe's published test card numbers and the test token each one stands for. */
export const TEST_CARD_TOKENS: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_visa',
  '4000056655665556': 'tok_visa_debit',
  '5555555555554444': 'tok_mastercard',
  '5200828282828210': 'tok_mastercard_debit',
  '378282246310005': 'tok_amex',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000009995': 'tok_chargeDeclinedInsufficientFunds',
  '4000000000009987': 'tok_chargeDeclinedLostCard',
  '4000000000009979': 'tok_chargeDeclinedStolenCard',
  '4100000000000019': 'tok_chargeDeclinedFraudulent',
  '4000000000000069': 'tok_chargeDeclinedExpiredCard',
  '4000000000000127': 'tok_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'tok_chargeDeclinedProcessingError',
  '4000002500003155': 'tok_threeDSecure2Required',
  '4000000000003220': 'tok_threeDSecure2Required',
};

/** The token for a test card number (spaces and dashes ignored), or undefined when it is not a test card. */
export function testCardToToken(cardNumber: string): string | undefined {
  return TEST_CARD_TOKENS[cardNumber.replace(/[\s-]/g, '')];
}

export type TestCardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'requires_action' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

const SUCCEEDING_CARDS = new Set(['visa', 'visa_debit', 'mastercard', 'mastercard_debit', 'amex']);

const GENERIC_DECLINE = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };

/** Keyed by the part after `tok_chargeDeclined` / `pm_card_chargeDeclined`; messages are Stripe's own. */
const DECLINES: Record<string, { code: string; declineCode?: string; message: string }> = {
  '': GENERIC_DECLINE,
  InsufficientFunds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  LostCard: { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  StolenCard: { code: 'card_declined', declineCode: 'stolen_card', message: 'Your card was declined.' },
  Fraudulent: { code: 'card_declined', declineCode: 'fraudulent', message: 'Your card was declined.' },
  ExpiredCard: { code: 'expired_card', message: 'Your card has expired.' },
  IncorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  ProcessingError: {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** What Stripe test mode does with a test token or test payment method; undefined = no such token. */
export function outcomeOfTestSource(source: string): TestCardOutcome | undefined {
  const match = /^(?:tok_|pm_card_)(.+)$/.exec(source);
  if (!match) return undefined;
  const name = match[1]!;
  if (SUCCEEDING_CARDS.has(name)) return { kind: 'succeeds' };
  if (name === 'threeDSecure2Required') return { kind: 'requires_action' };
  if (name.startsWith('chargeDeclined')) {
    return { kind: 'declined', ...(DECLINES[name.slice('chargeDeclined'.length)] ?? GENERIC_DECLINE) };
  }
  return undefined;
}
