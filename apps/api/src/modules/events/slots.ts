import type { ListeningConnection } from '../../db/client.ts';

/*
 * The per-user cap on live streams, across processes: each open stream holds one of its user's numbered slots as a
 * session-level advisory lock on its process's events connection. PostgreSQL releases a session's locks when the
 * session ends, so the streams of a process that dies, or whose connection is lost, stop counting at once.
 *
 * A session may take a lock it already holds again, so the locks alone cannot keep one process's streams apart: the
 * hub offers only the slots it does not hold itself (`candidates`).
 */

/** The lock key of a user's slot `s` (a name of its own, so no other advisory lock of the app can collide with it). */
const slotKey = (user: string, slot: string) =>
  `('x' || left(md5('event-stream/' || ${user}::text || '/' || ${slot}::text), 16))::bit(64)::bigint`;

/**
 * Takes up to `count` of `candidates` (slot numbers) for `userId` that no session holds; the slots taken, in order.
 * The scan stops at the `count`th, so no lock beyond those returned is taken.
 */
export async function claimSlots(
  connection: ListeningConnection,
  userId: string,
  candidates: number[],
  count: number,
): Promise<number[]> {
  if (count <= 0 || candidates.length === 0) return [];
  const rows = await connection.query<{ slot: number }>(
    // No ORDER BY: a sort would run the filter, and so take a lock, for every candidate before the limit applies.
    `select s as slot from unnest($2::int[]) as s where pg_try_advisory_lock(${slotKey('$1', 's')}) limit $3`,
    [userId, candidates, count],
  );
  return rows.map((row) => Number(row.slot));
}

/** Gives a slot back (on the connection that took it). */
export async function releaseSlot(connection: ListeningConnection, userId: string, slot: number): Promise<void> {
  await connection.query(`select pg_advisory_unlock(${slotKey('$1', '$2::int')})`, [userId, slot]);
}
