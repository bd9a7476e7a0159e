import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { queryRows } from '../db/client.ts';
import { PRUNE_JOBS_JOB } from '../modules/services.ts';
import { enqueueJob } from './queue.ts';

describe('job retention', async () => {
  const { deps, clock } = await createTestApp({ reference: false });

  it('deletes finished jobs after a week and failed ones after a month, keeps the rest, and runs again in 6 hours', async () => {
    const now = clock.now().getTime();
    const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
    await deps.db.execute(sql`
      insert into jobs (kind, payload, done_at, failed_at) values
        ('retention-test', '{"n":"done 8 days ago"}', ${ago(8)}::timestamptz, null),
        ('retention-test', '{"n":"done 6 days ago"}', ${ago(6)}::timestamptz, null),
        ('retention-test', '{"n":"failed 31 days ago"}', null, ${ago(31)}::timestamptz),
        ('retention-test', '{"n":"failed 29 days ago"}', null, ${ago(29)}::timestamptz)`);
    await enqueueJob(deps.db, PRUNE_JOBS_JOB, {});
    await deps.jobs.drain();

    const left = await queryRows<{ n: string }>(
      deps.db,
      sql`select payload->>'n' as n from jobs where kind = 'retention-test' order by id`,
    );
    expect(left.map((row) => row.n)).toEqual(['done 6 days ago', 'failed 29 days ago']);
    const next = await queryRows<{ run_at_ms: number }>(
      deps.db,
      sql`select (extract(epoch from run_at) * 1000)::float8 as run_at_ms from jobs
        where kind = ${PRUNE_JOBS_JOB} and done_at is null and failed_at is null`,
    );
    expect(next.map((row) => Number(row.run_at_ms))).toEqual([now + 6 * 3_600_000]);
  });
});
