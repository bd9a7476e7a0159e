import { Messages, ProfileUpdateBodySchema, RegisterBodySchema, UuidSchema } from '@app/contract';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/errors.ts';
import { parseWith, readMultipart } from '../../lib/http.ts';
import { defineRoutes } from '../route-registry.ts';
import type { AccountsService } from './accounts.service.ts';
import { bearerTokenOf } from './tokens.ts';

export function accountRoutes(services: { accounts: AccountsService }, config: Pick<Config, 'authRateLimit'>) {
  const { accounts } = services;
  // Per-IP limits; per-account and per-destination limits live in the service.
  const authLimit = (factor: number) => ({
    rateLimit: { max: Math.ceil(config.authRateLimit * factor), timeWindow: '1 minute' },
  });

  return defineRoutes(
    { tags: ['accounts'] },
    {
      'POST /auth/login': {
        summary: 'Log in with email or phone',
        config: authLimit(1.5),
        handler: async ({ request, body }) => ({
          data: await accounts.login(body, request.ip),
          message: Messages.loginSuccessful,
        }),
      },

      'PUT /auth/token/access/renew': {
        summary: 'Rotate the refresh token (sent as bearer) for new tokens',
        bearer: true,
        config: authLimit(3),
        handler: async ({ request }) => ({
          data: { tokens: await accounts.renew(bearerTokenOf(request.headers.authorization)) },
        }),
      },

      'POST /auth/logout': {
        summary: 'Log out (never 403)',
        bearer: true,
        // The session to end, a blocked account's too.
        handler: async ({ request }) => {
          await accounts.logout(await request.server.authenticate(request));
          return { data: {}, message: Messages.logoutSuccessful };
        },
      },

      'PUT /auth/token/fcm/update': {
        summary: 'Store a push device token',
        handler: async ({ user, body }) => {
          await accounts.saveFcmToken(user, body.fcmToken);
          return { data: {} };
        },
      },

      'POST /user/verification/token/request': {
        summary: 'Send a one-time code (1 email, 2 phone, 3 forgot password)',
        config: authLimit(1),
        handler: async ({ body }) => ({ data: await accounts.requestCode(body), message: Messages.otpSent }),
      },

      'POST /user/verification/token/validate': {
        summary: 'Check a one-time code',
        config: authLimit(1.5),
        handler: async ({ body }) => {
          const result = await accounts.validateCode(body);
          return {
            data: {
              userId: result.userId,
              verificationId: result.verificationId,
              ...(result.user ? { user: result.user } : {}),
            },
            message: Messages.verificationSuccessful,
          };
        },
      },

      'PUT /user/:id/resetpassword': {
        summary: 'Set a new password after a validated forgot-password code',
        config: authLimit(1),
        handler: async ({ params, body }) => {
          const userId = UuidSchema.safeParse(params.id);
          if (!userId.success) throw notFound('Account not found');
          await accounts.resetPassword(userId.data, body);
          return { data: {}, message: Messages.passwordUpdated };
        },
      },

      'PUT /user/profile/update': {
        summary: 'Update name, avatar, email, phone or password (multipart)',
        handler: async ({ request, user }) => {
          const form = await readMultipart(request, { files: { displayImage: 1 } });
          const body = parseWith(ProfileUpdateBodySchema, form.fields);
          const { passwordChanged, ...data } = await accounts.updateProfile(user, body, form.files[0]);
          return { data, message: passwordChanged ? Messages.passwordUpdated : Messages.settingsUpdated };
        },
      },

      'PUT /user/becomehost': {
        summary: 'Turn the account into a host account',
        handler: async ({ user }) => {
          const result = await accounts.becomeHost(user);
          return {
            data: { user: result.user },
            message: result.alreadyHost ? Messages.alreadyHost : Messages.becameHost,
          };
        },
      },

      'POST /customer/register/public': {
        summary: 'Sign up (multipart, optional avatar "image")',
        config: authLimit(1),
        handler: async ({ request }) => {
          const form = await readMultipart(request, { files: { image: 1 } });
          const body = parseWith(RegisterBodySchema, form.fields);
          const user = await accounts.register(body, form.files[0]);
          return { data: { user }, message: Messages.userCreated };
        },
      },

      'GET /customer/view': {
        summary: 'The signed-in customer profile',
        handler: async ({ user }) => ({ data: await accounts.viewCustomer(user) }),
      },

      'PUT /customer/update': {
        summary: 'Update general settings',
        handler: async ({ user, body }) => ({
          data: { user: await accounts.updateCustomer(user, body) },
          message: Messages.settingsUpdated,
        }),
      },

      'GET /user/me': {
        summary: 'The session user',
        handler: async ({ user }) => ({ data: { user: await accounts.sessionUserOf(user) } }),
      },
    },
  );
}
