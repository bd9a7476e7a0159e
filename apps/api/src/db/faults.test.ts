import { describe, expect, it } from 'vitest';
import {
  certainlyNotStarted,
  isConnectionLoss,
  isReadOnlyStatement,
  markNotStarted,
  markedNotStarted,
} from './faults.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('database faults', () => {
  it('knows a lost connection from a refused statement, wrapped by drizzle or not', () => {
    for (const lost of [
      { code: '57P01', severity: 'FATAL' },
      { code: '57P02' },
      { code: '57P03' },
      { code: '53300' },
      { code: '08006' },
      { code: 'ECONNRESET' },
      { code: 'ECONNREFUSED' },
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isConnectionLoss(lost), JSON.stringify(lost)).toBe(true);
      expect(isConnectionLoss(wrapped(lost)), JSON.stringify(lost)).toBe(true);
    }
    for (const refused of [{ code: '23505' }, { code: '57014' }, { code: '40P01' }, new Error('boom'), undefined]) {
      expect(isConnectionLoss(refused)).toBe(false);
      expect(isConnectionLoss(wrapped(refused))).toBe(false);
    }
  });

  it('counts a statement as never started only when refused before sending or marked so by the pool', () => {
    const unsent = new Error('Client was closed and is not queryable');
    expect(certainlyNotStarted(wrapped(unsent))).toBe(true);
    // A transaction may start again only on the pool's mark: a later statement refused unsent came after its work.
    expect(markedNotStarted(wrapped(unsent))).toBe(false);
    const atBegin = { code: '57P01' };
    expect(certainlyNotStarted(atBegin)).toBe(false);
    markNotStarted(atBegin);
    expect(markedNotStarted(wrapped(atBegin))).toBe(true);
    expect(certainlyNotStarted(atBegin)).toBe(true);
  });

  it('takes a statement for a read only when nothing in it can write or lock', () => {
    const writers = new Set(['booking_hold', 'booking_gate']);
    for (const read of [
      'select "id", "updated_at", "deleted_at" from "users" where lower("users"."email") = $1 limit $2',
      '/* unprepared */ with page as materialized (select v.id from venues v) select * from page',
      'select count(*)::int as n, coalesce(max(rating), 0) from reviews where venue_id = $1',
      'select * from unpaid_holdings($1, $2, $3, $4)',
    ]) {
      expect(isReadOnlyStatement(read, writers), read).toBe(true);
    }
    for (const write of [
      'insert into users (email) values ($1)',
      'update users set status = 2',
      'delete from sessions where id = $1',
      'with created as (insert into reservations (id) values ($1) returning *) select * from created',
      'select * from jobs where run_at < now() for update skip locked',
      'select * from venues where id = $1 for share',
      'select * from booking_hold($1::uuid, $2::uuid)',
      'select admitted from "booking_gate"($1::uuid, null)',
      'select admitted from public.booking_gate($1)',
      "select pg_advisory_xact_lock(hashtext('x'))",
      "select set_config('synchronous_commit', 'off', true)",
      "select pg_notify('app_events', $1)",
      "select nextval('orders_seq')",
      'begin',
      'commit',
      'LISTEN app_events',
    ]) {
      expect(isReadOnlyStatement(write, writers), write).toBe(false);
    }
  });
});
