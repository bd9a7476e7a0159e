import { AppError, type ErrorCode } from '../errors.ts';

export interface ChargeInput {
  /** Integer cents, at least 50 (the card provider's minimum charge). */
  amountCents: number;
  currency: 'usd';
  /** A card token (`tok_…`) or a payment method (`pm_…`). */
  source: string;
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  customerEmail?: string;
  /** Where the card provider sends the customer back after a 3-D Secure redirect. */
  returnUrl?: string;
  /**
   * `manual`: authorise only (Stripe's manual-capture PaymentIntent); the money is taken by `capture` or given back by
   * `cancelAuthorization`. A succeeded authorisation answers `authorized`.
   */
  captureMethod?: 'automatic' | 'manual';
}

export type ChargeResult =
  | { status: 'succeeded'; paymentId: string; amountCents: number }
  /** A manual-capture charge whose card was authorised: the amount is held on the card until captured or cancelled. */
  | { status: 'authorized'; paymentId: string; amountCents: number }
  /** Not final yet: 3-D Secure to complete with `clientSecret` (or, rarely, still processing); settle it from the webhook or `retrievePayment`. */
  | {
      status: 'requires_action';
      paymentId: string;
      clientSecret: string;
      /** A page where the customer authenticates (Stripe's redirect, or the test-mode provider's own page). */
      redirectUrl?: string;
    }
  | {
      status: 'declined';
      /** The provider's error code: `card_declined`, `expired_card`, `incorrect_cvc`, `resource_missing`, `amount_too_small`… */
      code: string;
      /** The issuer's reason when there is one: `generic_decline`, `insufficient_funds`, `fraudulent`… */
      declineCode?: string;
      /** The provider's text, fit to show to the customer. */
      message: string;
      paymentId?: string;
    };

export interface RefundInput {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
  reason?: string;
}

export interface RefundResult {
  status: 'succeeded' | 'pending' | 'failed';
  refundId: string;
}

/** `requires_capture`: authorised, waiting for `capture` or `cancelAuthorization` (Stripe's name). */
export type PaymentStatus = 'succeeded' | 'requires_action' | 'requires_capture' | 'processing' | 'canceled' | 'failed';

export interface CaptureInput {
  paymentId: string;
  idempotencyKey: string;
}

export interface PaymentDetails {
  status: PaymentStatus;
  amountCents: number;
  metadata: Record<string, string>;
}

export type ConnectedAccountCountry = 'US' | 'IT' | 'CA';

export interface TransferInput {
  amountCents: number;
  destinationAccountId: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** The id of `data.object` (a payment intent, refund, account…). */
  objectId: string;
  object: unknown;
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'test';
  /** Charge a card now. Idempotent by `idempotencyKey`; declines are results, not exceptions. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  refund(input: RefundInput): Promise<RefundResult>;
  /** Takes an authorised amount. Capturing a payment captured before answers as that capture did. */
  capture(input: CaptureInput): Promise<{ status: 'succeeded'; amountCents: number }>;
  /** Gives an authorisation back (nothing is charged). Cancelling one cancelled before answers the same. */
  cancelAuthorization(input: CaptureInput): Promise<{ status: 'canceled' }>;
  retrievePayment(paymentId: string): Promise<PaymentDetails>;
  createConnectedAccount(input: {
    country: ConnectedAccountCountry;
    email: string;
    idempotencyKey: string;
  }): Promise<{ accountId: string }>;
  createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  retrieveAccount(accountId: string): Promise<{ payoutsEnabled: boolean; detailsSubmitted: boolean }>;
  transfer(input: TransferInput): Promise<{ transferId: string }>;
  /** Verifies a webhook signature and returns the parsed event, or throws AppError BAD_REQUEST. */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): WebhookEvent;
}

/**
 * An AppError raised by a payment provider. `providerCode` keeps the provider's own code
 * (`balance_insufficient`, `resource_missing`…) so callers such as the payout job can decide to retry later.
 */
export class PaymentProviderError extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly providerCode?: string,
  ) {
    super(code, message);
  }
}

export const PROVIDER_UNAVAILABLE_MESSAGE = 'The card provider is not reachable. Please try again.';

export const providerUnavailable = () => new PaymentProviderError('SERVICE_UNAVAILABLE', PROVIDER_UNAVAILABLE_MESSAGE);

export const idempotencyMismatchMessage = (key: string) =>
  `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;

export const MINIMUM_CHARGE_CENTS = 50;
