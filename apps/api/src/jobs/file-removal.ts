import type { Executor } from '../db/client.ts';
import type { Storage } from '../lib/storage.ts';
import { enqueueJob, type JobHandler } from './queue.ts';

export const REMOVE_FILES_JOB = 'storage.remove';

/**
 * Removes stored files once the caller's transaction commits (a deleted listing's photos, a replaced avatar), with
 * the queue's retries when storage does not answer. Removing a file that is already gone succeeds.
 */
export async function queueFileRemoval(executor: Executor, keys: string[]) {
  if (keys.length) await enqueueJob(executor, REMOVE_FILES_JOB, { keys });
}

export function createFileRemovalHandlers(storage: Storage): Record<string, JobHandler> {
  return {
    [REMOVE_FILES_JOB]: async (payload) => {
      for (const key of payload.keys as string[]) await storage.delete(key);
    },
  };
}
