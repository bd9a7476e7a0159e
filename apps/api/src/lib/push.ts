import fs from 'node:fs';
import type https from 'node:https';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** `sent`: the push service took it; `gone`: the subscription no longer exists (404/410) and should be forgotten. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** Base64url public key browsers subscribe with. */
  readonly publicKey: string;
  /** Encrypts (aes128gcm) and sends; throws on any other failure so the job is retried. */
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  vapid: VapidKeys & { subject: string };
  /** How long the push service keeps an undelivered message (seconds). */
  ttlSeconds?: number;
  timeoutMs?: number;
  /** Tests pass an agent that trusts their self-signed push service; production uses Node's default trust store. */
  agent?: https.Agent;
}

/** VAPID keys from configuration; otherwise generated once into `DATA_DIR/vapid.json` and reused on restart. */
export function loadVapidKeys(dataDir: string, configured?: VapidKeys): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid.json');
  const read = () => {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string')
      throw new Error(`${file} does not hold VAPID keys; delete it to generate new ones`);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  }
  return keys;
}

const isWebPushError = (error: unknown): error is webPush.WebPushError =>
  error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number';

export function createWebPushSender(options: WebPushSenderOptions): PushSender {
  const { vapid } = options;
  return {
    publicKey: vapid.publicKey,
    async send(target, payload) {
      try {
        await webPush.sendNotification(target, payload, {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: options.ttlSeconds ?? 24 * 3600,
          timeout: options.timeoutMs ?? 10_000,
          contentEncoding: 'aes128gcm',
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return 'sent';
      } catch (error) {
        if (isWebPushError(error) && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        if (isWebPushError(error))
          throw new Error(`push service answered ${error.statusCode}: ${String(error.body).slice(0, 200)}`);
        throw error;
      }
    },
  };
}
