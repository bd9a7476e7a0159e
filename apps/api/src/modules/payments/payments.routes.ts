import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PayoutOnboardingBodySchema } from '@app/contract';
import { parseWith } from '../../lib/http.ts';
import { isTestPaymentProvider, type PaymentProvider } from '../../lib/payments/index.ts';
import { requireHost } from '../accounts/access.ts';
import type { PayoutsService } from './payouts.service.ts';

export async function registerPaymentRoutes(
  fastify: FastifyInstance,
  services: { payouts: PayoutsService; payments: PaymentProvider },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payouts, payments } = services;
  const schema = { tags: ['payments'], security: [{ bearer: [] }] };

  app.post(
    '/payment/stripe/onboarding/initiate',
    { schema: { ...schema, summary: 'Start payout onboarding (US, IT, CA); redirect to data.url' } },
    async (request) => {
      const host = await requireHost(request);
      const body = parseWith(PayoutOnboardingBodySchema, request.body ?? {});
      return { data: await payouts.initiateOnboarding(host, body.country) };
    },
  );

  app.get(
    '/payment/stripe/onboarding/status',
    { schema: { ...schema, summary: "The host's payout account, re-read from the provider" } },
    async (request) => {
      return { data: await payouts.onboardingStatus(await requireHost(request)) };
    },
  );

  app.get(
    '/payment/config/public',
    { schema: { tags: ['payments'], summary: 'Which card provider the web app talks to' } },
    async () => ({
      data: { provider: payments.kind, testMode: payments.kind === 'test' },
    }),
  );

  // Webhooks need the raw body for the signature check, so JSON is not parsed in this scope.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/payment/stripe/webhook',
      { schema: { tags: ['payments'], summary: 'Card-provider webhook (signature verified)' } },
      async (request) => {
        const event = payments.parseWebhook(
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        );
        const result = await payouts.handleWebhook(event);
        return { received: true, duplicate: result.duplicate };
      },
    );
  });
}

/** The test-mode provider's onboarding link (a root path, like Stripe's hosted page): completes at once. */
export async function registerTestOnboardingPage(root: FastifyInstance, payments: PaymentProvider, publicUrl: string) {
  if (!isTestPaymentProvider(payments)) return;
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/payment/stripe/onboarding/test-complete',
    { schema: { hide: true, querystring: z.object({ account: z.string().min(1) }) } },
    async (request, reply) => {
      await payments.completeTestOnboarding(request.query.account);
      return reply.redirect(`${publicUrl}/payment/stripe/onboarding/complete`);
    },
  );
}
