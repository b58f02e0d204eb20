import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import type { JobDefinition } from '../../plugins/jobs';

export const PRUNE_JOBS_JOB = 'jobs.prune-finished';
/** Done one-off jobs are kept this long (for support: "did the deadline close my attempt?"), then removed. */
export const DONE_JOBS_KEPT_DAYS = 30;

/**
 * Every quiz attempt leaves a one-off job behind; without pruning the table grows with every attempt. Only done
 * one-off jobs go: failed ones stay until an admin retries them, recurring ones are one row each.
 */
export async function pruneFinishedJobs(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DONE_JOBS_KEPT_DAYS * 24 * 60 * 60_000);
  const removed = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), isNull(jobs.everyMs), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return removed.length;
}

/** Once a day, on one instance; deleting what is already gone changes nothing, so a repeat is harmless. */
export function pruneJobsJob(db: Db): JobDefinition {
  return {
    name: PRUNE_JOBS_JOB,
    everyMs: 24 * 60 * 60_000,
    handler: async ({ now }) => {
      await pruneFinishedJobs(db, now);
    },
  };
}
