import Stripe from 'stripe';
import { badRequest } from '../errors.ts';
import type { WebhookEvent } from './payment-provider.ts';

/** Stripe's signature scheme (HMAC-SHA256 over `timestamp.body`, 5-minute tolerance), shared by both providers. */
export function verifyWebhook(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  secret: string | undefined,
  receivedAtMs?: number,
): WebhookEvent {
  if (!secret) throw badRequest('Webhook signing secret is not configured');
  if (!signatureHeader) throw badRequest('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, undefined, undefined, receivedAtMs);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw badRequest('Invalid webhook signature');
    }
    throw badRequest('Invalid webhook payload');
  }
  const object = (event.data as { object?: unknown } | undefined)?.object;
  const objectId = object && typeof object === 'object' && 'id' in object ? String(object.id) : '';
  if (typeof event.id !== 'string' || typeof event.type !== 'string') throw badRequest('Invalid webhook payload');
  return { id: event.id, type: event.type, objectId, object };
}
