/**
 * Stripe's published test card numbers and the test token each one stands for. The test-mode card provider
 * accepts the tokens; the web app's test-mode card form turns a typed number into its token, as Stripe.js would.
 */
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
