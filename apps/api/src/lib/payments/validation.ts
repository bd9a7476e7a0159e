/** Stripe's largest single charge in USD: $999,999.99. */
export const MAXIMUM_CHARGE_CENTS = 99_999_999;

/** Amounts are computed by the server, so a fractional or negative one is a bug, not a customer error. */
export function assertAmount(amountCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new TypeError(`Invalid integer: ${amountCents}`);
  }
}

export function assertIdempotencyKey(key: string) {
  if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
    throw new TypeError('An idempotency key must be 1 to 255 characters');
  }
}

export const formatUsd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
