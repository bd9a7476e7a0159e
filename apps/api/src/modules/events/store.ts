import { sql, type SQL } from 'drizzle-orm';
import { EventTypeSchema, ReservationEventPayloadSchemas, type EventPayload } from '@app/contract';
import { queryRows, type Database, type Executor, type StatementPart } from '../../db/client.ts';
import { announceAfterCommit, EVENTS_CHANNEL } from './announce.ts';

export { EVENTS_CHANNEL };

/** An announcement's payload, `id/user id` (`parseAnnouncement` reads it back). */
const announced = (id: SQL, userId: SQL) => sql`${id}::text || '/' || ${userId}::text`;

/** The columns a statement's parts name their announcements by (`announcedColumn`). */
export type AnnouncedColumn = 'event_announced' | 'notices_announced';
const ANNOUNCED_COLUMNS: AnnouncedColumn[] = ['event_announced', 'notices_announced'];

/**
 * The column that returns what a statement's part wrote to announce: the `id/user` payloads of rows of `from` (with
 * `id` and `user_id`), in id order, named `as`. Its runner hands them to `announceAfterCommit` (announce.ts), so
 * nothing is announced before the change commits, and a commit does not wait for the lock PostgreSQL holds on its
 * notification queue from a notifying commit until it is flushed (decision 029).
 */
export const announcedColumn = (from: SQL, as: AnnouncedColumn) =>
  sql`(select array_agg(${announced(sql`id`, sql`user_id`)} order by id) from ${from}) as ${sql.raw(as)}`;

/** What a statement's parts returned to announce (`announcedColumn`), in the order of their events' ids. */
export function announcedBy(row: Record<string, unknown> | undefined): string[] {
  return ANNOUNCED_COLUMNS.flatMap((column) => {
    const payloads = row?.[column];
    return Array.isArray(payloads) ? payloads.map(String) : [];
  });
}

/** The event a NOTIFY payload names; `userId` is absent from a bare id (what older processes sent). */
export function parseAnnouncement(payload: string): { id: string; userId?: string } | undefined {
  const match = /^(\d{1,19})(?:\/([0-9a-f-]{36}))?$/.exec(payload);
  return match ? { id: match[1]!, userId: match[2] } : undefined;
}

/** The payload that tells every process's hub to end a user's live streams (older processes ignore it). */
const CLOSE_PREFIX = 'close/';

/** The user whose streams a NOTIFY payload ends (`endLiveStreams`), if it is one. */
export function parseCloseNotice(payload: string): string | undefined {
  const match = /^close\/([0-9a-f-]{36})$/.exec(payload);
  return match?.[1];
}

/**
 * Ends every live stream of `userId` on every process, when the caller's transaction commits (a blocked account):
 * a NOTIFY that each hub hears on its LISTEN connection.
 */
export async function endLiveStreams(executor: Pick<Executor, 'execute'>, userId: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${`${CLOSE_PREFIX}${userId}`})`);
}

export interface PublishEventInput<T extends string> {
  userId: string;
  type: T;
  payload: EventPayload<T>;
}

/** A row of `events`. `id` is a decimal string (bigint), also the SSE event id. */
export interface StoredEvent {
  id: string;
  userId: string;
  type: string;
  payload: unknown;
  createdAt: string;
}

/** The event as it may be stored: a known type, and for a booking event a payload of its schema (else it throws). */
export function checkedEvent<T extends string>(input: PublishEventInput<T>): PublishEventInput<T> {
  const type = EventTypeSchema.parse(input.type) as T;
  if (Object.hasOwn(ReservationEventPayloadSchemas, type)) {
    ReservationEventPayloadSchemas[type as keyof typeof ReservationEventPayloadSchemas].parse(input.payload);
  }
  return { userId: input.userId, type, payload: input.payload };
}

/**
 * Writes the event with the caller's executor (a transaction, or a statement of its own) and announces it once that
 * has committed: a rolled-back change never announces anything. It is `publishEventPart` run on its own.
 */
export async function publishEvent<T extends string>(
  executor: Executor,
  input: PublishEventInput<T>,
): Promise<{ id: string }> {
  const part = publishEventPart(input, sql`true`);
  const [row] = await queryRows<Record<string, unknown>>(
    executor,
    sql`with ${part.ctes} select (select id::text from event_published) as id, ${part.columns}`,
  );
  if (!row?.id) throw new Error('event insert returned no row');
  announceAfterCommit(executor, announcedBy(row));
  return { id: String(row.id) };
}

/**
 * The event as part of the caller's statement, written only `when` it holds (see `StatementPart`); whoever runs the
 * statement announces what it returns (`announcedBy`, `announceAfterCommit`).
 */
export function publishEventPart<T extends string>(input: PublishEventInput<T>, when: SQL): StatementPart {
  const { type } = checkedEvent(input);
  return publishEventsPart(
    {
      name: 'event_published',
      rows: sql`select ${input.userId}::uuid as user_id, ${type}::text as type,
        ${JSON.stringify(input.payload)}::jsonb as payload where ${when}`,
    },
    'event_announced',
  );
}

/**
 * Writes the events `rows` selects (columns `user_id`, `type`, `payload`), in the order of `order`, as the common
 * table expression `name` of the caller's statement (its rows are the events' `id` and `user_id`), returned to
 * announce in the column `as` (`announcedColumn`). The caller has checked them (`checkedEvent`).
 */
export function publishEventsPart(
  events: { name: string; rows: SQL; order?: SQL },
  as: AnnouncedColumn,
): StatementPart {
  const name = sql.raw(events.name);
  return {
    ctes: sql`${name} as (
      insert into events (user_id, type, payload)
      select user_id, type, payload from (${events.rows}) as announcing${events.order ? sql` order by ${events.order}` : sql``}
      returning id, user_id
    )`,
    columns: announcedColumn(name, as),
  };
}

interface EventRow {
  id: string | number;
  user_id: string;
  type: string;
  payload: unknown;
  created_at: Date | string;
}

const eventColumns = sql`id::text as id, user_id, type, payload, created_at`;

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    id: String(row.id),
    userId: row.user_id,
    type: row.type,
    payload: row.payload,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Committed events among `ids` (decimal strings), in id order. */
export async function loadEventsByIds(db: Pick<Database, 'execute'>, ids: string[]): Promise<StoredEvent[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<EventRow>(
    db,
    sql`
    select ${eventColumns} from events
    where id = any(string_to_array(${ids.join(',')}, ',')::bigint[])
    order by events.id`,
  );
  return rows.map(toStoredEvent);
}

/**
 * The events of `userIds` created within the last `withinMs` (database time) with an id above `afterId`, in id
 * order: what the hub replays after it may have missed announcements.
 */
export async function loadRecentEvents(
  db: Pick<Database, 'execute'>,
  query: { userIds: string[]; withinMs: number; afterId: string; limit: number },
): Promise<StoredEvent[]> {
  if (query.userIds.length === 0) return [];
  const rows = await queryRows<EventRow>(
    db,
    sql`
    select ${eventColumns} from events
    where user_id = any(string_to_array(${query.userIds.join(',')}, ',')::uuid[])
      and created_at > now() - ${`${Math.max(0, Math.ceil(query.withinMs))} milliseconds`}::interval
      and id > ${query.afterId}::bigint
    order by events.id
    limit ${query.limit}`,
  );
  return rows.map(toStoredEvent);
}

export async function latestEventId(db: Pick<Database, 'execute'>): Promise<string> {
  const [row] = await queryRows<{ id: string }>(db, sql`select coalesce(max(id), 0)::text as id from events`);
  return String(row?.id ?? '0');
}

export interface ReplayQuery {
  userId: string;
  /** Replay events with a greater id (the client's Last-Event-ID). */
  afterId: string;
  /** Only this type (typed streams); every type when absent. */
  type?: string;
  /** Only events created within this many milliseconds (database time). */
  windowMs: number;
  limit?: number;
}

/** A user's recent events for Last-Event-ID replay, oldest first. */
export async function findEventsForReplay(db: Pick<Database, 'execute'>, query: ReplayQuery): Promise<StoredEvent[]> {
  const rows = await queryRows<EventRow>(
    db,
    sql`
    select ${eventColumns} from events
    where user_id = ${query.userId} and id > ${query.afterId}::bigint
      and created_at > now() - ${`${Math.max(0, Math.floor(query.windowMs))} milliseconds`}::interval
      ${query.type === undefined ? sql`` : sql`and type = ${query.type}`}
    order by events.id
    limit ${query.limit ?? 1000}`,
  );
  return rows.map(toStoredEvent);
}

/** Retention: deletes events created before `olderThan`; returns how many were deleted. */
export async function pruneEvents(db: Pick<Database, 'execute'>, olderThan: Date): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`
    with deleted as (delete from events where created_at < ${olderThan.toISOString()}::timestamptz returning 1)
    select count(*)::int as deleted from deleted`,
  );
  return Number(row?.deleted ?? 0);
}
