import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Executor, type StatementPart } from '../db/client.ts';
import { UNPREPARED } from '../db/prepared.ts';
import { createBackgroundLoop } from '../lib/background-loop.ts';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** Jobs of one lane run one at a time, in the order they were queued (e.g. `email:<address>`). */
  lane?: string;
}

/** The columns of `jobs` that whoever queues a job sets; the others are the queue's. */
export type JobColumn = 'kind' | 'payload' | 'run_at' | 'max_attempts' | 'lane';

/**
 * Queues the jobs `rows` selects (a column for each of `columns`; a column left out takes its default), in the order
 * of `order`, as the common table expression `name` of the caller's statement: they run only if it commits.
 */
export function enqueueJobsPart(jobs: { name: string; columns: JobColumn[]; rows: SQL; order?: SQL }): StatementPart {
  const columns = sql.raw(jobs.columns.join(', '));
  return {
    ctes: sql`${sql.raw(jobs.name)} as (
      insert into jobs (${columns})
      select ${columns} from (${jobs.rows}) as queued${jobs.order ? sql` order by ${jobs.order}` : sql``}
    )`,
  };
}

/** `enqueueJob` as part of the caller's statement (the common table expression `job_queued`). */
export function enqueueJobPart(kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
  const columns: JobColumn[] = ['kind', 'payload'];
  const values = [sql`${kind}::text as kind`, sql`${JSON.stringify(payload)}::jsonb as payload`];
  if (options.runAt) {
    columns.push('run_at');
    values.push(sql`${options.runAt.toISOString()}::timestamptz as run_at`);
  }
  if (options.maxAttempts) {
    columns.push('max_attempts');
    values.push(sql`${options.maxAttempts}::int as max_attempts`);
  }
  columns.push('lane');
  values.push(sql`${options.lane ?? null}::text as lane`);
  return enqueueJobsPart({ name: 'job_queued', columns, rows: sql`select ${sql.join(values, sql`, `)}` });
}

/** Writes a job in the caller's transaction: it runs only if that transaction commits. */
export async function enqueueJob(
  executor: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
) {
  // Raw SQL: every booking queues several jobs, and drizzle's insert builder costs more than the statement here.
  await executor.execute(sql`with ${enqueueJobPart(kind, payload, options).ctes} select 1`);
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobRunnerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  log: Logger;
  pollMs?: number;
  batchSize?: number;
  /** Payload keys wiped once a job is done, so codes and message bodies do not stay at rest. */
  sensitiveKeys?: string[];
}

/** Exponential backoff: 5 s, 10 s, 20 s … capped at one hour. */
export const retryDelayMs = (attempt: number) => Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/**
 * A small Postgres-backed queue. Jobs are claimed with FOR UPDATE SKIP LOCKED and a lease, so
 * several API instances share one queue and a crashed worker's jobs are picked up after the lease.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, log } = options;
  const handlers: Record<string, JobHandler> = { ...options.handlers };
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 20;
  const sensitive = options.sensitiveKeys ?? ['code', 'text', 'html'];

  async function claim() {
    return queryRows<{
      id: number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
      followed: boolean;
    }>(
      db,
      // Of a lane, only the job with no earlier one pending: its successor becomes claimable once it is marked done
      // (or failed for good), a commit every runner's next claim sees. `followed`: a successor waits behind it.
      // RETURNING has no order of its own: the outer select keeps due jobs in the order they were queued.
      sql`
      with claimed as (
        update jobs set locked_until = now() + interval '5 minutes', attempts = attempts + 1
        where id in (
          select id from jobs job
          where done_at is null and failed_at is null and run_at <= now()
            and (locked_until is null or locked_until < now())
            and (lane is null or not exists (
              select 1 from jobs earlier
              where earlier.lane = job.lane and earlier.id < job.id
                and earlier.done_at is null and earlier.failed_at is null))
          order by run_at, id
          limit ${batchSize}
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts, run_at, lane
      )
      select id, kind, payload, attempts, max_attempts,
        lane is not null and exists (
          select 1 from jobs later
          where later.lane = claimed.lane and later.id > claimed.id
            and later.done_at is null and later.failed_at is null) as followed
      from claimed order by run_at, id`,
    );
  }

  /** Runs one claimed batch: how many jobs it held, and whether a lane's next job may now be claimable. */
  async function runOnce(): Promise<{ count: number; followed: boolean }> {
    const claimed = await claim();
    const done: number[] = [];
    let followed = false;
    async function runJob(job: (typeof claimed)[number]) {
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job.payload);
        done.push(job.id);
        followed ||= job.followed;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = job.attempts >= job.max_attempts;
        followed ||= giveUp && job.followed;
        if (giveUp) log.error({ jobId: job.id, kind: job.kind, err: message }, 'job failed for good');
        else log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: message }, 'job failed, will retry');
        await db.execute(sql`
          update jobs set locked_until = null, last_error = ${message.slice(0, 1000)},
            run_at = now() + ${`${retryDelayMs(job.attempts)} milliseconds`}::interval,
            failed_at = ${giveUp ? sql`now()` : sql`null`}
          where id = ${job.id}`);
      }
    }
    // The batch's jobs run side by side (one slow SMTP or SMS call does not hold up the rest); it holds at most one
    // job of a lane. Several processes run jobs side by side too, so handlers do not rely on running alone.
    await Promise.all(claimed.map(runJob));
    // One statement for the batch (under load every booking queues emails): a crash before it reruns the batch's
    // finished jobs once their lease ends, as it would rerun a job that crashed before its own update.
    // Planned for its own ids every time: a connection's generic plan for `id = any(…)` is made from the table's size
    // then, and one made while the queue was small scans the whole table until the statistics change (4–8 ms a batch
    // once it held 10,000 jobs: a quarter of PostgreSQL's time under a booking load).
    if (done.length) {
      const keys = sql.raw(sensitive.map((key) => `'${key}'`).join(', '));
      await db.execute(
        sql`${sql.raw(UNPREPARED)} update jobs set done_at = now(), locked_until = null, last_error = null,
          payload = payload - array[${keys}]::text[]
          where id = any(${`{${done.join(',')}}`}::bigint[])`,
      );
    }
    return { count: claimed.length, followed };
  }

  // A batch smaller than the limit emptied the queue of due jobs, but for the lanes' next jobs that its own finished
  // jobs let go: a job queued since then nudges, which asks the loop for another round, so no empty claim is needed
  // to find out.
  const loop = createBackgroundLoop({
    run: async () => {
      let total = 0;
      let round: { count: number; followed: boolean };
      do {
        round = await runOnce();
        total += round.count;
      } while (round.count === batchSize || round.followed);
      return total;
    },
    pollMs,
    onError: (error) => log.error({ err: error instanceof Error ? error.message : String(error) }, 'job runner error'),
  });

  return {
    /** Runs due jobs until none is left. Concurrent calls share one run. */
    drain: loop.runNow,
    /** Adds a handler for a job kind (modules register theirs when the app is built). */
    register(kind: string, handler: JobHandler) {
      handlers[kind] = handler;
    },
    /** Ask for a run soon, e.g. right after a transaction that enqueued jobs committed. */
    nudge: loop.nudge,
    start: loop.start,
    stop: loop.stop,
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;

/** Makes sure one pending job of a recurring kind exists (its handler schedules the next run). */
export async function ensureRecurringJob(db: Database, kind: string, runAt = new Date()) {
  await db.execute(sql`
    insert into jobs (kind, payload, run_at)
    select ${kind}, '{}'::jsonb, ${runAt.toISOString()}::timestamptz
    where not exists (select 1 from jobs where kind = ${kind} and done_at is null and failed_at is null)`);
}

/**
 * Retention: deletes jobs done before `doneBefore` and jobs that failed for good before `failedBefore` (kept longer,
 * for an operator to look into); pending jobs stay whatever their age. Returns how many were deleted.
 */
export async function pruneJobs(
  db: Pick<Database, 'execute'>,
  cutoffs: { doneBefore: Date; failedBefore: Date },
): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`
    with deleted as (
      delete from jobs
      where done_at < ${cutoffs.doneBefore.toISOString()}::timestamptz
        or failed_at < ${cutoffs.failedBefore.toISOString()}::timestamptz
      returning 1
    )
    select count(*)::int as deleted from deleted`,
  );
  return Number(row?.deleted ?? 0);
}
