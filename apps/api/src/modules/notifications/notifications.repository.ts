import { UserStatus } from '@app/contract';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { notifications, pushSubscriptions, users } from '../../db/schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The user's email and name, and the endpoints of their push subscriptions, in one query. */
const recipientWithPushEndpoints = (userId: string) =>
  sql`select u.email, u.display_name,
      coalesce(array_agg(p.endpoint order by p.created_at) filter (where p.endpoint is not null), '{}') as endpoints
    from users u left join push_subscriptions p on p.user_id = u.id
    where u.id = ${userId}
    group by u.id`;

/** The live event that announces a notification: its payload is the notification as the API presents it. */
export interface NotificationEvent {
  type: string;
  /** The NOTIFY channel whose payload is the id of the committed `events` row. */
  channel: string;
}

/**
 * A notification's email as rendered without its recipient: `text` and `html` are split where the recipient's name
 * goes, and the statement that writes the notification joins them with the name it reads (escaped in HTML).
 */
export interface NotificationEmailParts {
  subject: string;
  text: string[];
  html: string[];
}

/** `escapeHtml` (lib/html.ts) in SQL, for the recipient's name in an email's HTML. */
const escapedHtml = (value: SQL) =>
  sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

/** Parts joined by the recipient's name, in the order they were split. */
const joinedBy = (parts: string[], name: SQL) =>
  sql`(select coalesce(string_agg(part, ${name} order by n), '') from jsonb_array_elements_text(${JSON.stringify(parts)}::jsonb) with ordinality as parts(part, n))`;

/**
 * Writes a notification for a user who exists with the live event that announces it and the email job that sends
 * it, and returns it with the user's push endpoints, in one statement: every booking writes a few of these.
 * Undefined when there is no such user (nothing is written). The event's NOTIFY is delivered when the caller's
 * transaction commits.
 */
export async function insertNotificationForRecipient(
  executor: Executor,
  values: Pick<NotificationRow, 'userId' | 'type' | 'title' | 'body' | 'link' | 'data'>,
  event: NotificationEvent,
  email: NotificationEmailParts,
) {
  const [row] = await queryRows<{
    id: string;
    sequence: string | number;
    created_at: string | Date;
    email: string;
    display_name: string;
    endpoints: string[];
  }>(
    executor,
    sql`with recipient as (${recipientWithPushEndpoints(values.userId)}),
      inserted as (
        insert into notifications (user_id, type, title, body, link, data)
        select ${values.userId}, ${values.type}, ${values.title}, ${values.body}, ${values.link}, ${JSON.stringify(values.data)}::jsonb
        from recipient
        returning id, sequence, created_at, user_id, type, title, body, link, data
      ),
      announced as (
        insert into events (user_id, type, payload)
        select inserted.user_id, ${event.type}, jsonb_build_object(
          'uuid', inserted.id, 'type', inserted.type, 'title', inserted.title, 'body', inserted.body,
          'link', inserted.link, 'facts', inserted.data, 'read', false, 'readAt', null,
          'createdAt', to_char(inserted.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        from inserted
        returning id
      ),
      emailed as (
        insert into jobs (kind, payload)
        select 'email', jsonb_build_object('to', recipient.email, 'subject', ${email.subject}::text,
          'text', ${joinedBy(email.text, sql`recipient.display_name`)},
          'html', ${joinedBy(email.html, escapedHtml(sql`recipient.display_name`))})
        from inserted, recipient
      )
      select inserted.id, inserted.sequence, inserted.created_at, recipient.email, recipient.display_name,
        recipient.endpoints,
        pg_notify(${event.channel}, announced.id::text)
      from inserted, recipient, announced`,
  );
  if (!row) return undefined;
  const notification: NotificationRow = {
    ...values,
    id: row.id,
    sequence: Number(row.sequence),
    readAt: null,
    createdAt: new Date(row.created_at),
  };
  return { notification, recipient: { email: row.email, displayName: row.display_name, pushEndpoints: row.endpoints } };
}

/** Newest first; `sequence` orders notifications written in one transaction (same `created_at`). */
export async function listNotifications(executor: Executor, userId: string, limit: number, offset: number) {
  return executor
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.sequence))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(executor: Executor, userId: string) {
  const [row] = await queryRows<{ total: number; unread: number }>(
    executor,
    sql`select count(*)::int as total, count(*) filter (where read_at is null)::int as unread
      from notifications where user_id = ${userId}`,
  );
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** Marks one of the user's notifications read (keeps the first read time); undefined when it is not theirs. */
export async function markRead(executor: Executor, userId: string, id: string) {
  const [row] = await executor
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(executor: Executor, userId: string) {
  const rows = await executor
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findRecipient(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function activeAdminIds(executor: Executor) {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.status, UserStatus.ACTIVE)));
  return rows.map((row) => row.id);
}

/** One row per browser endpoint: subscribing again (or from another account) refreshes its keys and owner. */
export async function upsertPushSubscription(
  executor: Executor,
  values: { userId: string; endpoint: string; p256dh: string; auth: string },
) {
  await executor
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, updatedAt: sql`now()` },
    });
}

export async function deletePushSubscription(executor: Executor, endpoint: string, userId?: string) {
  const rows = await executor
    .delete(pushSubscriptions)
    .where(
      userId === undefined
        ? eq(pushSubscriptions.endpoint, endpoint)
        : and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function findPushSubscription(executor: Executor, endpoint: string) {
  const [row] = await executor
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  return row;
}
