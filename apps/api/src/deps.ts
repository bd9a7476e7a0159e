import crypto from 'node:crypto';
import fs from 'node:fs';
import type https from 'node:https';
import path from 'node:path';
import pino from 'pino';
import type { Config } from './config.ts';
import { openDatabase, migrateDatabase, type DatabaseHandle } from './db/client.ts';
import { serializeError } from './lib/log-errors.ts';
import { createOutbox, type Outbox } from './lib/outbox.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './lib/mailer.ts';
import { createOutboxSmsSender, createTwilioSender, type SmsSender } from './lib/sms.ts';
import { createLocalStorage, createS3Storage, type Storage } from './lib/storage.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createJobRunner, type JobRunner } from './jobs/queue.ts';
import { createDeliveryHandlers } from './jobs/delivery.ts';
import { createFileRemovalHandlers } from './jobs/file-removal.ts';
import { createDatabaseTestModeStore, testModeChargePart } from './db/test-mode-store.ts';
import {
  createStripeProvider,
  createTestPaymentProvider,
  importTestModeStateFile,
  newTestWebhookSecret,
  type PaymentProvider,
} from './lib/payments/index.ts';
import { createEventsHub, type EventsHub, type EventStreamSettings } from './modules/events/index.ts';
import type { StageChargePort } from './db/test-mode-store.ts';
import { createWebPushSender, loadVapidKeys, type PushSender } from './lib/push.ts';

export type Logger = pino.Logger;

export interface Deps {
  config: Config;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  storage: Storage;
  outbox: Outbox;
  mailer: Mailer;
  sms: SmsSender;
  jobs: JobRunner;
  payments: PaymentProvider;
  /**
   * Set when `payments` is the test-mode provider on this database: a charge recorded by the caller's own statement
   * (a booking's confirmation), where Stripe would need one more request. Absent with Stripe.
   */
  stageCharge?: StageChargePort;
  push: PushSender;
  events: EventsHub;
  clock: Clock;
  log: Logger;
  secrets: { jwt: Uint8Array; codes: Buffer };
}

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.token',
  '*.code',
  '*.refreshToken',
];

/** Query parameters that carry credentials (EventSource clients send `access_token`). */
export const redactUrl = (url: string | undefined) =>
  url?.replace(/([?&](?:access_token|token)=)[^&]*/gi, '$1[redacted]');

export function createLogger(config: Config, destination?: pino.DestinationStream) {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        err: serializeError,
        req: (request: { method?: string; url?: string; host?: string; ip?: string; id?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    destination,
  );
}

/** JWT_SECRET when configured; otherwise one generated on first start and kept in DATA_DIR so restarts keep sessions. */
export function loadJwtSecret(config: Config): Buffer {
  if (config.jwtSecret) return Buffer.from(config.jwtSecret, 'utf8');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48);
  fs.writeFileSync(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The test-mode provider on its database tables; a state file left by an older version is imported first. */
async function openTestPaymentProvider(config: Config, database: DatabaseHandle, clock: Clock) {
  // The card provider it stands for does not wait for this app's connections, so its statements go ahead of them.
  const store = createDatabaseTestModeStore(database.ahead);
  await importTestModeStateFile(store, path.join(config.dataDir, 'test-mode-payments.json'));
  const webhookSecret = await store.webhookSecret(newTestWebhookSecret());
  const provider = createTestPaymentProvider({ publicUrl: config.publicUrl, clock, store, webhookSecret });
  const stageCharge: StageChargePort = (input) => {
    const { result, write } = provider.stageCharge(input);
    const { recorded, ...part } = testModeChargePart(write);
    return { result, part, recorded };
  };
  return { provider, stageCharge };
}

export interface CreateDepsOverrides {
  database?: DatabaseHandle;
  clock?: Clock;
  log?: Logger;
  mailer?: Mailer;
  sms?: SmsSender;
  payments?: PaymentProvider;
  eventStreams?: Partial<EventStreamSettings>;
  /** HTTPS agent for Web Push requests (tests trust their self-signed push service with it). */
  pushAgent?: https.Agent;
}

export async function createDeps(config: Config, overrides: CreateDepsOverrides = {}): Promise<Deps> {
  const log = overrides.log ?? createLogger(config);
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  if (!overrides.database) {
    await migrateDatabase(database, () => log.info('another process is migrating the database: waiting for it'));
  }
  const outbox = createOutbox(config.dataDir, config.isProduction ? undefined : log);
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(outbox));
  const sms =
    overrides.sms ?? (config.twilio ? await createTwilioSender(config.twilio) : createOutboxSmsSender(outbox));
  const jwt = loadJwtSecret(config);
  const clock = overrides.clock ?? systemClock;
  const payments: { provider: PaymentProvider; stageCharge?: StageChargePort } = overrides.payments
    ? { provider: overrides.payments }
    : config.stripe.secretKey
      ? {
          provider: createStripeProvider({
            secretKey: config.stripe.secretKey,
            webhookSecret: config.stripe.webhookSecret,
          }),
        }
      : await openTestPaymentProvider(config, database, clock);
  const push = createWebPushSender({
    vapid: { ...loadVapidKeys(config.dataDir, config.vapid.keys), subject: config.vapid.subject },
    agent: overrides.pushAgent,
  });
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir);
  const jobs = createJobRunner({
    db: database.db,
    handlers: { ...createDeliveryHandlers(mailer, sms), ...createFileRemovalHandlers(storage) },
    log,
  });
  return {
    config,
    database,
    db: database.db,
    storage,
    outbox,
    mailer,
    sms,
    jobs,
    payments: payments.provider,
    stageCharge: payments.stageCharge,
    push,
    events: createEventsHub({ database, log, settings: overrides.eventStreams }),
    clock,
    log,
    secrets: { jwt, codes: crypto.createHmac('sha256', jwt).update('one-time-codes').digest() },
  };
}

export async function closeDeps(deps: Deps) {
  await deps.jobs.stop();
  await deps.events.stop();
  await deps.mailer.close();
  await deps.database.close();
}
