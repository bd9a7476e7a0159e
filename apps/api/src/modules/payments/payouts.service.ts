import { Messages } from '@app/contract';
import type { Database } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { notFound } from '../../lib/errors.ts';
import type { PaymentProvider, WebhookEvent } from '../../lib/payments/index.ts';
import type { AuthUser } from '../accounts/access.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import * as repository from './payments.repository.ts';
import { PAYOUT_JOB } from './payments.service.ts';

/** Host payout accounts (Stripe Connect Express or the test-mode provider) and card-provider webhooks. */
export function createPayoutsService(deps: {
  db: Database;
  payments: PaymentProvider;
  publicUrl: string;
  accounts: Pick<AccountsService, 'contactOf'>;
  /** Applies a card payment that succeeded out of band to its booking (the reservations module). */
  completePayment: (paymentId: string) => Promise<unknown>;
  nudgeJobs: () => void;
}) {
  const { db, payments } = deps;

  /** Queues every waiting payout of a host whose account can now receive money. */
  async function releasePendingPayouts(hostId: string) {
    const pending = await repository.pendingPayoutsOf(db, hostId);
    await db.transaction(async (tx) => {
      for (const payout of pending) await enqueueJob(tx, PAYOUT_JOB, { transactionId: payout.id });
    });
    if (pending.length) deps.nudgeJobs();
    return pending.length;
  }

  async function syncAccount(hostId: string) {
    const account = await repository.findPayoutAccount(db, hostId);
    if (!account) return undefined;
    const remote = await payments.retrieveAccount(account.providerAccountId);
    if (remote.payoutsEnabled !== account.payoutsEnabled)
      await repository.setPayoutsEnabled(db, hostId, remote.payoutsEnabled);
    if (remote.payoutsEnabled) await releasePendingPayouts(hostId);
    return {
      country: account.country,
      payoutsEnabled: remote.payoutsEnabled,
      detailsSubmitted: remote.detailsSubmitted,
    };
  }

  return {
    async initiateOnboarding(host: AuthUser, country: 'US' | 'IT' | 'CA') {
      const contact = await deps.accounts.contactOf(host.id);
      if (!contact) throw notFound();
      const existing = await repository.findPayoutAccount(db, host.id);
      const accountId =
        existing?.providerAccountId ??
        (
          await payments.createConnectedAccount({
            country,
            email: contact.email,
            idempotencyKey: `connect-account-${host.id}`,
          })
        ).accountId;
      if (!existing)
        await repository.upsertPayoutAccount(db, {
          userId: host.id,
          providerAccountId: accountId,
          country,
          payoutsEnabled: false,
        });
      const link = await payments.createOnboardingLink({
        accountId,
        refreshUrl: `${deps.publicUrl}/payment/stripe/onboarding/complete?refresh=1`,
        returnUrl: `${deps.publicUrl}/payment/stripe/onboarding/complete`,
      });
      return { url: link.url };
    },

    /** Called when the host comes back from onboarding: re-reads the account from the provider. */
    async onboardingStatus(host: AuthUser) {
      const status = await syncAccount(host.id);
      return status
        ? { connected: true, ...status, message: status.payoutsEnabled ? Messages.stripeAccountAdded : undefined }
        : { connected: false, payoutsEnabled: false };
    },

    syncAccount,

    async pendingPayoutTotal(hostId: string) {
      return repository.pendingPayoutTotal(db, hostId);
    },

    /** Webhooks are verified by signature, handled once per event id, and act on a fresh copy of the object. */
    async handleWebhook(event: WebhookEvent) {
      if (!(await repository.recordWebhook(db, event))) return { duplicate: true };
      try {
        // A manual-capture card authorised after 3-D Secure reports `amount_capturable_updated` (a request to book).
        if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.amount_capturable_updated') {
          await deps.completePayment(event.objectId);
        }
        if (event.type === 'account.updated') {
          const hostId = await repository.payoutAccountOwner(db, event.objectId);
          if (hostId) await syncAccount(hostId);
        }
      } catch (error) {
        // Let the provider retry: forget the event id so the retry is handled.
        await repository.forgetWebhook(db, event.id);
        throw error;
      }
      return { duplicate: false };
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
