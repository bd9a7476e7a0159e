/** What the confirm call answers when the card needs 3-D Secure (docs/product/wire-contract.md#reservations-and-payments + docs/product/rules.md#money). */
export interface RequiredAction {
  clientSecret: string | null;
  paymentId: string;
  redirectUrl: string | null;
}

export interface PaymentFormProps {
  amountText: string;
  /** What the card does: 'Pay' (charged now) or 'Authorise' (a request to book: charged if the host accepts). */
  action?: 'Pay' | 'Authorise';
  busy: boolean;
  /**
   * Pays with a card token or payment method; resolves with the 3-D Secure step when one is needed, undefined
   * when paid (or when it failed: the page shows why and the form stays for another card).
   */
  onToken: (source: string) => Promise<RequiredAction | undefined>;
  /** After 3-D Secure succeeded in the browser: apply the payment. */
  onAuthenticated: (paymentId: string) => Promise<void>;
  onError: (message: string) => void;
}
