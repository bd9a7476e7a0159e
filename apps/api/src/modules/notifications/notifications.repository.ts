import { UserStatus } from '@app/contract';
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor, type StatementPart } from '../../db/client.ts';
import { notifications, pushSubscriptions } from '../../db/schema.ts';
import { emailLaneSql } from '../../jobs/delivery.ts';
import { enqueueJobsPart } from '../../jobs/queue.ts';
import { accountOf, everyAccount } from '../accounts/accounts.parts.ts';
import { announceAfterCommit, announcedBy, publishEventsPart } from '../events/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The job kind that sends a notification to one browser (Web Push). */
export const PUSH_JOB_KIND = 'push';
/** The lane of the pushes to one browser: they arrive in the order their notifications were written. */
const pushLane = (endpoint: SQL) => sql`'push:' || ${endpoint}`;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The live event that announces a notification: its payload is the notification as the API presents it. */
export interface NotificationEvent {
  type: string;
}

/** An event written (and announced) before the notifications' own, in the same statement: the change they are about. */
export interface LeadEvent {
  userId: string;
  type: string;
  payload: unknown;
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

export interface NotificationToWrite {
  values: Pick<NotificationRow, 'userId' | 'type' | 'title' | 'body' | 'link' | 'data'>;
  email: NotificationEmailParts;
}

/** `escapeHtml` (lib/html.ts) in SQL, for the recipient's name in an email's HTML. */
const escapedHtml = (value: SQL) =>
  sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

/**
 * What writes notifications for users who exist (distinct users, one each) with the live events that announce them,
 * an optional lead event before those, the email jobs that send them and a push job for each browser their users
 * subscribed: common table expressions for one statement, however many people a change concerns (a booking tells one
 * or two). A notification whose user does not exist is not written, nor its event, email or push; the lead event is.
 * The events to announce are returned by `columns` (the statement must select it, and its runner announces them
 * once it has committed: `announceAfterCommit`), in the order of their ids. With `when`, nothing
 * at all is written unless it holds (a booking request writes its notifications in the statement that writes the
 * hold, if the hold is written).
 */
export function notificationsPart(
  items: NotificationToWrite[],
  event: NotificationEvent,
  lead?: LeadEvent,
  when?: SQL,
): StatementPart {
  const rows = items.map(({ values, email }, n) => ({
    n,
    user_id: values.userId,
    type: values.type,
    title: values.title,
    body: values.body,
    link: values.link,
    data: values.data,
    subject: email.subject,
    text_parts: email.text,
    html_parts: email.html,
  }));
  const condition = when ? sql` where ${when}` : sql``;
  const leading = lead
    ? sql`select -1 as n, ${lead.userId}::uuid as user_id, ${lead.type}::text as type, ${JSON.stringify(lead.payload)}::jsonb as payload${condition}
      union all `
    : sql``;
  const announced = publishEventsPart(
    {
      name: 'notice_announced',
      rows: sql`${leading}select n, user_id, ${event.type}::text as type, jsonb_build_object(
          'uuid', id, 'type', type, 'title', title, 'body', body, 'link', link, 'facts', data, 'read', false,
          'readAt', null,
          'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) as payload
        from notice_written`,
      order: sql`n`,
    },
    'notices_announced',
  );
  // One insert for every job: each notification's email, then a push for each browser its user subscribed, each in
  // the lane of its inbox or browser (ids in this order, so a person's messages go out in the order written).
  const queued = enqueueJobsPart({
    name: 'notice_queued',
    columns: ['kind', 'payload', 'lane'],
    rows: sql`select 0 as channel, n, 0::bigint as position, 'email' as kind, jsonb_build_object('to', email,
        'subject', subject, 'text', array_to_string(text_parts, display_name),
        'html', array_to_string(html_parts, ${escapedHtml(sql`display_name`)})) as payload,
        ${emailLaneSql(sql`email`)} as lane
      from notice_written
      union all
      select 1, n, browser.position, ${PUSH_JOB_KIND}, jsonb_build_object('endpoint', browser.endpoint,
        'userId', user_id, 'notificationId', id, 'message', jsonb_build_object('type', type, 'title', title,
          'body', body, 'link', link)), ${pushLane(sql`browser.endpoint`)}
      from notice_written cross join lateral unnest(endpoints) with ordinality as browser(endpoint, position)`,
    order: sql`channel, n, position`,
  });
  return {
    ctes: sql`notice_items as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as i(n int, user_id uuid, type text,
          title text, body text, link text, data jsonb, subject text, text_parts text[], html_parts text[])${condition}
      ),
      -- The planner guesses 100 items from jsonb_to_recordset and would join them to every user by a scan; each
      -- recipient is looked up by its key instead (OFFSET 0 keeps the lookup apart), whatever the number of users
      -- and whatever the statistics said when the connection planned the statement (\`id = any(array(…))\` still
      -- scanned all 1,250 users of the booking bench for each booking).
      notice_recipients as (
        select u.id as user_id, u.email, u.display_name,
          array(select p.endpoint from push_subscriptions p where p.user_id = u.id order by p.created_at) as endpoints
        from (select distinct user_id from notice_items) recipient
        cross join lateral (select * from ${accountOf(sql`recipient.user_id`)} account offset 0) u
      ),
      notice_inserted as (
        insert into notifications (user_id, type, title, body, link, data)
        select notice_items.user_id, notice_items.type, notice_items.title, notice_items.body, notice_items.link,
          notice_items.data
        from notice_items join notice_recipients using (user_id)
        order by notice_items.n
        returning id, sequence, created_at, user_id, type, title, body, link, data
      ),
      -- What the notifications written go on to: their event, their email and their pushes, joined once.
      notice_written as (
        select notice_items.n, notice_inserted.*, notice_items.subject, notice_items.text_parts,
          notice_items.html_parts, notice_recipients.email, notice_recipients.display_name, notice_recipients.endpoints
        from notice_inserted join notice_items using (user_id) join notice_recipients using (user_id)
      ),
      ${announced.ctes},
      ${queued.ctes}`,
    columns: announced.columns,
  };
}

/**
 * `notificationsPart` run on its own (in the caller's transaction, or as a statement of its own), announcing its
 * events once that has committed; returns each notification written, in input order.
 */
export async function insertNotifications(
  executor: Executor,
  items: NotificationToWrite[],
  event: NotificationEvent,
  lead?: LeadEvent,
) {
  const part = notificationsPart(items, event, lead);
  const [row] = await queryRows<{
    written: Array<{ n: number; id: string; sequence: string | number; created_at: string }>;
    notices_announced: unknown;
  }>(
    executor,
    sql`with ${part.ctes}
      select ${part.columns},
        coalesce((select json_agg(json_build_object('n', notice_items.n, 'id', notice_inserted.id,
            'sequence', notice_inserted.sequence, 'created_at', notice_inserted.created_at) order by notice_items.n)
          from notice_inserted join notice_items using (user_id)), '[]') as written`,
  );
  announceAfterCommit(executor, announcedBy(row));
  return (row?.written ?? []).map((written): NotificationRow => {
    const { values } = items[written.n]!;
    return {
      ...values,
      id: written.id,
      sequence: Number(written.sequence),
      readAt: null,
      createdAt: new Date(written.created_at),
    };
  });
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
  const [row] = await queryRows<{ id: string; email: string; displayName: string }>(
    executor,
    sql`select u.id, u.email, u.display_name as "displayName" from ${accountOf(sql`${userId}`)} u`,
  );
  return row;
}

export async function activeAdminIds(executor: Executor) {
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`select u.id from ${everyAccount} u where u.is_admin and u.status = ${UserStatus.ACTIVE}`,
  );
  return rows.map((row) => row.id);
}

/** One row per browser endpoint: subscribing again (or from another account) refreshes its keys and owner. */
/**
 * Stores a browser's subscription, or renews it. An endpoint already stored for another account moves only when
 * the keys match (the same browser, now signed in as someone else); false when it does not, and nothing changed.
 */
export async function upsertPushSubscription(
  executor: Executor,
  values: { userId: string; endpoint: string; p256dh: string; auth: string },
) {
  const rows = await executor
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, updatedAt: sql`now()` },
      setWhere: or(
        eq(pushSubscriptions.userId, values.userId),
        and(eq(pushSubscriptions.p256dh, values.p256dh), eq(pushSubscriptions.auth, values.auth)),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
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

/**
 * Whether a later notification to the same person about the same booking exists: it tells the booking's newer state
 * (paid, cancelled, expired, failed), so one that asked for payment is out of date.
 */
export async function overtakenByItsBooking(executor: Executor, notificationId: string) {
  const [row] = await queryRows<{ overtaken: boolean }>(
    executor,
    sql`select exists (
      select 1 from notifications asked
      join notifications later on later.user_id = asked.user_id and later.sequence > asked.sequence
        and later.data->>'reservationId' = asked.data->>'reservationId'
      where asked.id = ${notificationId}) as overtaken`,
  );
  return row?.overtaken === true;
}

export async function findPushSubscription(executor: Executor, endpoint: string) {
  const [row] = await executor
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .limit(1);
  return row;
}
