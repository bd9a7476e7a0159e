import {
  NotificationEventType,
  NotificationMessages,
  isUuid,
  type Notification,
  type NotificationListQuery,
  type NotificationType,
  type PushMessage,
  type PushSubscriptionBody,
} from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { PushSender } from '../../lib/push.ts';
import type { AuthUser } from '../accounts/access.ts';
import * as repository from './notifications.repository.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { notificationEmail, renderNotification, type NotificationData } from './notifications.templates.ts';

export const PUSH_JOB = repository.PUSH_JOB_KIND;

/** Notifications that ask the guest to pay: a push of one is dropped once its booking has moved on. */
const ASKS_FOR_PAYMENT: ReadonlySet<string> = new Set<NotificationType>([
  'booking_requested',
  'reschedule_payment_required',
]);

/** Where the recipient's name goes in a rendered email: a character no stored text can hold (PostgreSQL rejects NUL). */
const NAME_GAP = '\u0000';

export interface NotificationsDeps {
  db: Database;
  /** Absolute links in emails start with it. */
  publicUrl: string;
  push: PushSender;
}

export interface NotifyInput<T extends NotificationType> {
  userId: string;
  type: T;
  data: NotificationData[T];
}

/** What a `push` job carries: the target endpoint (its keys are read when sending) and the message. */
interface PushJobPayload {
  endpoint: string;
  userId: string;
  notificationId: string;
  message: PushMessage;
}

export function presentNotification(row: NotificationRow): Notification {
  return {
    uuid: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    facts: row.data,
    read: row.readAt !== null,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationsService(deps: NotificationsDeps) {
  const { db } = deps;

  /** The rows to write for `inputs`: each rendered, its email with the recipient's name (the statement reads it) left as a gap. */
  function toWrite(inputs: Array<NotifyInput<NotificationType>>): repository.NotificationToWrite[] {
    if (new Set(inputs.map((input) => input.userId)).size !== inputs.length) {
      throw new Error('notifyAll: one notification per person');
    }
    return inputs.map((input) => {
      const content = renderNotification(input.type, input.data);
      const email = notificationEmail({ to: '', recipientName: NAME_GAP, content, publicUrl: deps.publicUrl });
      return {
        values: {
          userId: input.userId,
          type: input.type,
          title: content.title,
          body: content.body,
          link: content.link,
          data: { ...input.data },
        },
        email: { subject: email.subject, text: email.text.split(NAME_GAP), html: email.html.split(NAME_GAP) },
      };
    });
  }

  const liveEvent = { type: NotificationEventType };

  /**
   * `notify` for several people at once, in one statement (a booking's customer and host): each notification with
   * its live event, email job and push jobs. `lead`, the event of the change itself, is written first in the same
   * statement. People must be distinct.
   */
  async function notifyAll(
    executor: Executor,
    inputs: Array<NotifyInput<NotificationType>>,
    lead?: repository.LeadEvent,
  ): Promise<Notification[]> {
    const written = await repository.insertNotifications(executor, toWrite(inputs), liveEvent, lead);
    return written.map(presentNotification);
  }

  return {
    /**
     * Writes the notification in the caller's transaction, with everything that announces it: the live
     * event, the email job and one push job per browser the user subscribed. Nothing is sent unless the
     * transaction commits, and the jobs retry until the transports take the message.
     */
    async notify<T extends NotificationType>(executor: Executor, input: NotifyInput<T>, lead?: repository.LeadEvent) {
      return (await notifyAll(executor, [input], lead))[0];
    },

    notifyAll,

    /**
     * `notifyAll` as part of the caller's statement, written only `when` it holds (`notificationsPart`); whoever runs
     * the statement announces the events it returns (`announceAfterCommit`). `notifyAll` is this part run on its own.
     */
    notifyAllPart: (inputs: Array<NotifyInput<NotificationType>>, lead: repository.LeadEvent | undefined, when: SQL) =>
      repository.notificationsPart(toWrite(inputs), liveEvent, lead, when),

    /** Ids of the active admins (they are told about listings waiting for approval). */
    adminIds: (executor: Executor) => repository.activeAdminIds(executor),

    /** A user's display name, for the text of notifications sent to others. */
    async nameOf(executor: Executor, userId: string) {
      return (await repository.findRecipient(executor, userId))?.displayName;
    },

    /**
     * Job: sends one push message; a subscription the push service no longer knows is forgotten. A call to pay whose
     * booking was paid, cancelled or ended since is not sent: the browser's pushes go out in order (one lane per
     * browser), so the push that says so follows.
     */
    async deliverPush(payload: Record<string, unknown>) {
      const job = payload as unknown as PushJobPayload;
      const subscription = await repository.findPushSubscription(db, job.endpoint);
      // Unsubscribed since, or the browser now belongs to someone else: nothing to send.
      if (!subscription || subscription.userId !== job.userId) return;
      if (ASKS_FOR_PAYMENT.has(job.message.type) && (await repository.overtakenByItsBooking(db, job.notificationId))) {
        return;
      }
      const outcome = await deps.push.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(job.message),
      );
      if (outcome === 'gone') await repository.deletePushSubscription(db, subscription.endpoint);
    },

    async list(user: AuthUser, query: NotificationListQuery) {
      const rows = await repository.listNotifications(db, user.id, query.limit, (query.page - 1) * query.limit);
      const { total, unread } = await repository.countNotifications(db, user.id);
      return { data: rows.map(presentNotification), count: total, unreadCount: unread };
    },

    async markRead(user: AuthUser, id: string) {
      const row = isUuid(id) ? await repository.markRead(db, user.id, id) : undefined;
      if (!row) throw notFound(NotificationMessages.notFound);
      return presentNotification(row);
    },

    async markAllRead(user: AuthUser) {
      const count = await repository.markAllRead(db, user.id);
      return { count, unreadCount: (await repository.countNotifications(db, user.id)).unread };
    },

    async subscribePush(user: AuthUser, body: PushSubscriptionBody) {
      const stored = await repository.upsertPushSubscription(db, {
        userId: user.id,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      });
      if (!stored) throw conflict(NotificationMessages.pushEndpointTaken);
      return { endpoint: body.endpoint, subscribed: true };
    },

    async unsubscribePush(user: AuthUser, endpoint: string) {
      await repository.deletePushSubscription(db, endpoint, user.id);
      return { endpoint, subscribed: false };
    },

    pushPublicKey: () => deps.push.publicKey,
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
