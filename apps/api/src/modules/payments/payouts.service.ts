import { Messages, TransactionStatus, TransactionType } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { processedWebhooks, transactions } from '../../db/schema.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { notFound } from '../../lib/errors.ts';
import type { PaymentProvider, WebhookEvent } from '../../lib/payments/index.ts';
import type { AuthUser } from '../accounts/access.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- removed by the payments split
import * as accountsRepository from '../accounts/accounts.repository.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- removed by the payments split
import * as reservationsRepository from '../reservations/reservations.repository.ts';
import { PAYOUT_JOB, type ReservationsService } from '../reservations/reservations.service.ts';

/** Host payout accounts (Stripe Connect Express or the test-mode provider) and card-provider webhooks. */
export function createPayoutsService(deps: {
  db: Database;
  payments: PaymentProvider;
  publicUrl: string;
  reservations: Pick<ReservationsService, 'completePayment'>;
  nudgeJobs: () => void;
}) {
  const { db, payments } = deps;

  /** Queues every waiting payout of a host whose account can now receive money. */
  async function releasePendingPayouts(hostId: string) {
    const pending = await reservationsRepository.pendingPayoutsOf(db, hostId);
    await db.transaction(async (tx) => {
      for (const payout of pending) await enqueueJob(tx, PAYOUT_JOB, { transactionId: payout.id });
    });
    if (pending.length) deps.nudgeJobs();
    return pending.length;
  }

  async function syncAccount(hostId: string) {
    const account = await reservationsRepository.findPayoutAccount(db, hostId);
    if (!account) return undefined;
    const remote = await payments.retrieveAccount(account.providerAccountId);
    if (remote.payoutsEnabled !== account.payoutsEnabled)
      await reservationsRepository.setPayoutsEnabled(db, hostId, remote.payoutsEnabled);
    if (remote.payoutsEnabled) await releasePendingPayouts(hostId);
    return {
      country: account.country,
      payoutsEnabled: remote.payoutsEnabled,
      detailsSubmitted: remote.detailsSubmitted,
    };
  }

  return {
    async initiateOnboarding(host: AuthUser, country: 'US' | 'IT' | 'CA') {
      const user = await accountsRepository.findUserById(db, host.id);
      if (!user) throw notFound();
      const existing = await reservationsRepository.findPayoutAccount(db, host.id);
      const accountId =
        existing?.providerAccountId ??
        (
          await payments.createConnectedAccount({
            country,
            email: user.email,
            idempotencyKey: `connect-account-${host.id}`,
          })
        ).accountId;
      if (!existing)
        await reservationsRepository.upsertPayoutAccount(db, {
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
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${transactions.amountCents}), 0)::int` })
        .from(transactions)
        .where(
          sql`${transactions.userId} = ${hostId} and ${transactions.type} = ${TransactionType.PAYOUT} and ${transactions.status} = ${TransactionStatus.PENDING}`,
        );
      return Number(row?.total ?? 0);
    },

    /** Webhooks are verified by signature, handled once per event id, and act on a fresh copy of the object. */
    async handleWebhook(event: WebhookEvent) {
      const inserted = await db
        .insert(processedWebhooks)
        .values({ eventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning();
      if (!inserted.length) return { duplicate: true };
      try {
        if (event.type === 'payment_intent.succeeded') await deps.reservations.completePayment(event.objectId);
        if (event.type === 'account.updated') {
          const [account] = await db
            .execute(sql`select user_id from payout_accounts where provider_account_id = ${event.objectId}`)
            .then((result) => (result as unknown as { rows: Array<{ user_id: string }> }).rows);
          if (account) await syncAccount(account.user_id);
        }
      } catch (error) {
        // Let the provider retry: forget the event id so the retry is handled.
        await db.delete(processedWebhooks).where(eq(processedWebhooks.eventId, event.id));
        throw error;
      }
      return { duplicate: false };
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
