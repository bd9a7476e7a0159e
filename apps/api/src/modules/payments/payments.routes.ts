import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nonJsonBody } from '@app/contract';
import { isTestPaymentProvider, TEST_AUTHENTICATION_PATH, type PaymentProvider } from '../../lib/payments/index.ts';
import { defineRoutes } from '../route-registry.ts';
import type { PayoutsService } from './payouts.service.ts';
import { testAuthenticationPage } from './test-authentication.page.ts';

export function paymentRoutes(services: {
  payouts: PayoutsService;
  payments: PaymentProvider;
  publishableKey?: string | null;
}) {
  const { payouts, payments } = services;

  return defineRoutes(
    { tags: ['payments'] },
    {
      'POST /payment/stripe/onboarding/initiate': {
        summary: 'Start payout onboarding (US, IT, CA); redirect to data.url',
        handler: async ({ user, body }) => ({ data: await payouts.initiateOnboarding(user, body.country) }),
      },

      'GET /payment/stripe/onboarding/status': {
        summary: "The host's payout account, re-read from the provider",
        handler: async ({ user }) => ({ data: await payouts.onboardingStatus(user) }),
      },

      'GET /payment/config/public': {
        summary: 'Which card provider the web app talks to',
        handler: async () => ({
          data: {
            provider: payments.kind,
            testMode: payments.kind === 'test',
            // Elements runs only against Stripe; the test-mode provider takes its own card form.
            publishableKey: payments.kind === 'stripe' ? (services.publishableKey ?? null) : null,
          },
        }),
      },

      'POST /payment/stripe/webhook': {
        summary: 'Card-provider webhook (signature verified)',
        // The signature is checked on the bytes as sent.
        rawBody: true,
        handler: async ({ request }) => {
          const event = payments.parseWebhook(
            request.body as Buffer,
            request.headers['stripe-signature'] as string | undefined,
          );
          const result = await payouts.handleWebhook(event);
          return { received: true, duplicate: result.duplicate };
        },
      },
    },
  );
}

/** The test-mode provider's onboarding link (a root path, like Stripe's hosted page): completes at once. */
export async function registerTestOnboardingPage(root: FastifyInstance, payments: PaymentProvider, publicUrl: string) {
  if (!isTestPaymentProvider(payments)) return;
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/payment/stripe/onboarding/test-complete',
    {
      schema: {
        hide: true,
        querystring: z.object({ account: z.string().min(1) }),
        response: { 302: nonJsonBody('Redirect to the web app at /payment/stripe/onboarding/complete') },
      },
    },
    async (request, reply) => {
      await payments.completeTestOnboarding(request.query.account);
      return reply.redirect(`${publicUrl}/payment/stripe/onboarding/complete`);
    },
  );
}

/** Where the authentication page may send the customer back to: a path of this site only (no open redirect). */
const sameSitePath = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/, 'return_url must be a path on this site')
  .optional();

/**
 * The test-mode provider's 3-D Secure challenge, like the page Stripe test mode opens: Complete or Fail
 * authentication, then back to `return_url` with `payment_intent` and `redirect_status`, where the web app asks
 * `POST /reservation/confirm/{id}/complete` to apply the payment.
 */
export async function registerTestAuthenticationPage(root: FastifyInstance, payments: PaymentProvider) {
  if (!isTestPaymentProvider(payments)) return;
  await root.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const params = z.object({ paymentId: z.string().regex(/^pi_[A-Za-z0-9_]+$/) });

    app.get(
      `${TEST_AUTHENTICATION_PATH}/:paymentId`,
      {
        schema: {
          hide: true,
          params,
          querystring: z.object({ return_url: sameSitePath }),
          produces: ['text/html'],
          response: { 200: nonJsonBody('text/html: the Complete / Fail authentication page') },
        },
      },
      async (request, reply) => {
        const payment = await payments.retrievePayment(request.params.paymentId);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            testAuthenticationPage({
              action: `${TEST_AUTHENTICATION_PATH}/${encodeURIComponent(request.params.paymentId)}`,
              amountCents: payment.amountCents,
              status: payment.status,
              returnUrl: request.query.return_url,
            }),
          );
      },
    );

    app.post(
      `${TEST_AUTHENTICATION_PATH}/:paymentId`,
      {
        schema: {
          hide: true,
          params,
          body: z.object({ outcome: z.enum(['complete', 'fail']), return_url: sameSitePath }),
          response: { 303: nonJsonBody('Redirect to return_url with payment_intent and redirect_status') },
        },
      },
      async (request, reply) => {
        const result = await payments.completeTestAction(request.params.paymentId, {
          succeed: request.body.outcome === 'complete',
        });
        const target = new URL(request.body.return_url ?? '/mybookings', 'http://site.invalid');
        target.searchParams.set('payment_intent', request.params.paymentId);
        // As Stripe: an authorised manual-capture payment (requires_capture) also passed its challenge.
        const passed = result.status === 'succeeded' || result.status === 'requires_capture';
        target.searchParams.set('redirect_status', passed ? 'succeeded' : 'failed');
        return reply.redirect(`${target.pathname}${target.search}`, 303);
      },
    );
  });
}
