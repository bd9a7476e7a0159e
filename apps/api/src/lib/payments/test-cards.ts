/** Stripe's test card numbers live in the contract: the web app's test-mode card form turns them into tokens too. */
export { TEST_CARD_TOKENS, testCardToToken } from '@app/contract';

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
