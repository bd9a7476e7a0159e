import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CustomerUpdateBodySchema,
  CustomerViewResponseSchema,
  EmptyDataResponseSchema,
  EmptyMessageResponseSchema,
  FcmTokenBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  Messages,
  ProfileUpdateBodySchema,
  ProfileUpdateResponseSchema,
  RegisterBodySchema,
  RenewResponseSchema,
  ResetPasswordBodySchema,
  UserEnvelopeSchema,
  UuidSchema,
  VerificationRequestBodySchema,
  VerificationRequestResponseSchema,
  VerificationValidateBodySchema,
  VerificationValidateResponseSchema,
} from '@app/contract';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/errors.ts';
import { parseWith, readMultipart } from '../../lib/http.ts';
import { requireUser, requireVerified } from './access.ts';
import type { AccountsService } from './accounts.service.ts';
import { bearerTokenOf } from './tokens.ts';

export async function registerAccountRoutes(
  fastify: FastifyInstance,
  services: { accounts: AccountsService },
  config: Pick<Config, 'authRateLimit'>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { accounts } = services;
  const tags = ['accounts'];
  // Per-IP limits; per-account and per-destination limits live in the service.
  const authLimit = (factor: number) => ({
    rateLimit: { max: Math.ceil(config.authRateLimit * factor), timeWindow: '1 minute' },
  });
  const bearer = [{ bearer: [] }];

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with email or phone',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema },
      },
      config: authLimit(1.5),
    },
    async (request) => {
      const data = await accounts.login(request.body, request.ip);
      return { data, message: Messages.loginSuccessful };
    },
  );

  app.put(
    '/auth/token/access/renew',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token (sent as bearer) for new tokens',
        security: bearer,
        response: { 200: RenewResponseSchema },
      },
      config: authLimit(3),
    },
    async (request) => {
      const tokens = await accounts.renew(bearerTokenOf(request.headers.authorization));
      return { data: { tokens } };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags, summary: 'Log out (never 403)', security: bearer, response: { 200: EmptyMessageResponseSchema } },
    },
    async (request) => {
      await accounts.logout(await request.server.authenticate(request));
      return { data: {}, message: Messages.logoutSuccessful };
    },
  );

  app.put(
    '/auth/token/fcm/update',
    {
      schema: {
        tags,
        summary: 'Store a push device token',
        body: FcmTokenBodySchema,
        security: bearer,
        response: { 200: EmptyDataResponseSchema },
      },
    },
    async (request) => {
      await accounts.saveFcmToken(await requireUser(request), request.body.fcmToken);
      return { data: {} };
    },
  );

  app.post(
    '/user/verification/token/request',
    {
      schema: {
        tags,
        summary: 'Send a one-time code (1 email, 2 phone, 3 forgot password)',
        body: VerificationRequestBodySchema,
        response: { 200: VerificationRequestResponseSchema },
      },
      config: authLimit(1),
    },
    async (request) => {
      const data = await accounts.requestCode(request.body);
      return { data, message: Messages.otpSent };
    },
  );

  app.post(
    '/user/verification/token/validate',
    {
      schema: {
        tags,
        summary: 'Check a one-time code',
        body: VerificationValidateBodySchema,
        response: { 200: VerificationValidateResponseSchema },
      },
      config: authLimit(1.5),
    },
    async (request) => {
      const result = await accounts.validateCode(request.body);
      return {
        data: {
          userId: result.userId,
          verificationId: result.verificationId,
          ...(result.user ? { user: result.user } : {}),
        },
        message: Messages.verificationSuccessful,
      };
    },
  );

  app.put(
    '/user/:id/resetpassword',
    {
      schema: {
        tags,
        summary: 'Set a new password after a validated forgot-password code',
        params: z.object({ id: z.string() }),
        body: ResetPasswordBodySchema,
        response: { 200: EmptyMessageResponseSchema },
      },
      config: authLimit(1),
    },
    async (request) => {
      const userId = UuidSchema.safeParse(request.params.id);
      if (!userId.success) throw notFound('Account not found');
      await accounts.resetPassword(userId.data, request.body);
      return { data: {}, message: Messages.passwordUpdated };
    },
  );

  app.put(
    '/user/profile/update',
    {
      schema: {
        tags,
        summary: 'Update name, avatar, email, phone or password (multipart)',
        consumes: ['multipart/form-data', 'application/json'],
        security: bearer,
        response: { 200: ProfileUpdateResponseSchema },
      },
    },
    async (request) => {
      const auth = await requireUser(request);
      const form = await readMultipart(request, { files: { displayImage: 1 } });
      const body = parseWith(ProfileUpdateBodySchema, form.fields);
      const { passwordChanged, ...data } = await accounts.updateProfile(auth, body, form.files[0]);
      return { data, message: passwordChanged ? Messages.passwordUpdated : Messages.settingsUpdated };
    },
  );

  app.put(
    '/user/becomehost',
    {
      schema: {
        tags,
        summary: 'Turn the account into a host account',
        security: bearer,
        response: { 200: UserEnvelopeSchema },
      },
    },
    async (request) => {
      const result = await accounts.becomeHost(await requireVerified(request));
      return { data: { user: result.user }, message: result.alreadyHost ? Messages.alreadyHost : Messages.becameHost };
    },
  );

  app.post(
    '/customer/register/public',
    {
      schema: {
        tags,
        summary: 'Sign up (multipart, optional avatar "image")',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: UserEnvelopeSchema },
      },
      config: authLimit(1),
    },
    async (request, reply) => {
      const form = await readMultipart(request, { files: { image: 1 } });
      const body = parseWith(RegisterBodySchema, form.fields);
      const user = await accounts.register(body, form.files[0]);
      return reply.code(201).send({ data: { user }, message: Messages.userCreated });
    },
  );

  app.get(
    '/customer/view',
    {
      schema: {
        tags,
        summary: 'The signed-in customer profile',
        security: bearer,
        response: { 200: CustomerViewResponseSchema },
      },
    },
    async (request) => {
      return { data: await accounts.viewCustomer(await requireUser(request)) };
    },
  );

  app.put(
    '/customer/update',
    {
      schema: {
        tags,
        summary: 'Update general settings',
        body: CustomerUpdateBodySchema,
        security: bearer,
        response: { 200: UserEnvelopeSchema },
      },
    },
    async (request) => {
      const user = await accounts.updateCustomer(await requireUser(request), request.body);
      return { data: { user }, message: Messages.settingsUpdated };
    },
  );

  app.get(
    '/user/me',
    {
      schema: { tags, summary: 'The session user', security: bearer, response: { 200: UserEnvelopeSchema } },
    },
    async (request) => {
      return { data: { user: await accounts.sessionUserOf(await requireUser(request)) } };
    },
  );
}
