import { z } from 'zod';
import { BookingLimits } from '@app/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `true`/`1`/`yes` or `false`/`0`/`no`; unset or empty = undefined. */
const optionalBooleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value)));

const booleanFromEnv = (fallback: boolean) => optionalBooleanFromEnv.transform((value) => value ?? fallback);

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    PUBLIC_URL: optionalText.pipe(z.url().optional()),
    CORS_ORIGINS: optionalText,
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Hourly Spaces <no-reply@hourlyspaces.local>'),
    SUPPORT_EMAIL: z.email().default('support@hourlyspaces.local'),
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(10),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText,
    DEMO_DATA: booleanFromEnv(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFromEnv(false),
    /** The OpenAPI document and its UI at /api/docs; unset = on outside production. */
    API_DOCS: optionalBooleanFromEnv,
    /** The built web app served at /; unset = apps/web/dist. */
    WEB_DIST: optionalText,
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFromEnv(true),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    LOCATION_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(BookingLimits.maxRequestsPerMinute),
    GEOCODER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: optionalText.pipe(
      z.url({ protocol: /^(mailto|https)$/, error: 'VAPID_SUBJECT must be a mailto: or https: URL' }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM];
    if (twilio.some(Boolean) && !twilio.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'set ADMIN_EMAIL and ADMIN_PASSWORD together' });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, '');
  return {
    env: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === 'production',
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    publicUrl,
    corsOrigins: raw.CORS_ORIGINS ? raw.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : undefined,
    jwtSecret: raw.JWT_SECRET,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    supportEmail: raw.SUPPORT_EMAIL,
    twilio: raw.TWILIO_ACCOUNT_SID
      ? { accountSid: raw.TWILIO_ACCOUNT_SID, authToken: raw.TWILIO_AUTH_TOKEN!, from: raw.TWILIO_FROM! }
      : undefined,
    stripe: {
      secretKey: raw.STRIPE_SECRET_KEY,
      publishableKey: raw.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
    },
    /** Share of each completed booking the platform keeps; the host is paid the rest. */
    platformFeePercent: raw.PLATFORM_FEE_PERCENT,
    admin: raw.ADMIN_EMAIL ? { email: raw.ADMIN_EMAIL, password: raw.ADMIN_PASSWORD! } : undefined,
    demoData: raw.DEMO_DATA,
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    apiDocs: raw.API_DOCS ?? raw.NODE_ENV !== 'production',
    webDist: raw.WEB_DIST
      ? path.resolve(raw.WEB_DIST)
      : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
    s3: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          region: raw.S3_REGION,
          endpoint: raw.S3_ENDPOINT,
          accessKeyId: raw.S3_ACCESS_KEY_ID,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
          forcePathStyle: raw.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    /** Requests per minute per IP on each sign-in, sign-up and code endpoint. */
    authRateLimit: raw.AUTH_RATE_LIMIT,
    /** Requests per minute per IP on each location endpoint (autocomplete calls one per keystroke). */
    locationRateLimit: raw.LOCATION_RATE_LIMIT,
    /** Booking requests and reschedules per minute per customer, whatever their outcome (issue 12). */
    bookingRateLimit: raw.BOOKING_RATE_LIMIT,
    /** Nominatim-compatible geocoder for free-text addresses; unset = offline gazetteer only. */
    geocoderUrl: raw.GEOCODER_URL?.replace(/\/+$/, ''),
    /** Web Push: configured VAPID keys (else generated into DATA_DIR/vapid.json) and the contact sent with them. */
    vapid: {
      keys: raw.VAPID_PUBLIC_KEY ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY! } : undefined,
      subject: raw.VAPID_SUBJECT ?? `mailto:${raw.SUPPORT_EMAIL}`,
    },
  };
}
