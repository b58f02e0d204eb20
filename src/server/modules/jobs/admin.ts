import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminJob, AdminJobsResponse, JobStatus } from '../../../contract/jobs';
import type { Db } from '../../db/client';
import { boundedCount, paginate, type PageQuery } from '../../db/pagination';
import { jobs } from '../../db/schema/jobs';
import { conflict, notFound } from '../../errors';

type JobRow = typeof jobs.$inferSelect;

function toAdminJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    recurring: row.everyMs !== null,
    everyMs: row.everyMs,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * What admins see of the scheduler: every job with its status and last error, and how many sit in each
 * status. Failed jobs and jobs waiting for a retry come first, then the most recently changed.
 */
export async function listJobs(
  db: Db,
  query: PageQuery & { status?: JobStatus | undefined; errors?: 'true' | 'false' | undefined },
): Promise<AdminJobsResponse> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(jobs.status, query.status));
  if (query.errors === 'true') filters.push(isNotNull(jobs.lastError));
  const where = filters.length ? and(...filters) : undefined;
  const [page, counts] = await Promise.all([
    paginate(
      query,
      ({ limit, offset }) =>
        db
          .select()
          .from(jobs)
          .where(where)
          .orderBy(
            sql`case when ${jobs.status} = 'failed' then 0 when ${jobs.lastError} is not null then 1 else 2 end`,
            desc(sql`coalesce(${jobs.finishedAt}, ${jobs.createdAt})`),
            desc(jobs.id),
          )
          .limit(limit)
          .offset(offset),
      boundedCount(db, jobs, where).then((total) => [{ total }]),
    ),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${jobs.status} = 'pending')::int`,
        running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
        done: sql<number>`count(*) filter (where ${jobs.status} = 'done')::int`,
        failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')::int`,
        retrying: sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.lastError} is not null)::int`,
      })
      .from(jobs),
  ]);
  return {
    jobs: page.rows.map(toAdminJob),
    pagination: page.pagination,
    counts: counts[0] ?? { pending: 0, running: 0, done: 0, failed: 0, retrying: 0 },
  };
}

/**
 * Gives a failed job a fresh set of attempts, due now (once its cause is fixed). Only a failed job: a pending
 * or running one is already on its way, and a done one must not run twice.
 */
export async function retryJob(db: Db, id: number, now = new Date()): Promise<AdminJob> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: now, lockedUntil: null, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
    .returning();
  if (row) return toAdminJob(row);
  const [existing] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  if (!existing) throw notFound('Job not found');
  throw conflict('Only a failed job can be retried');
}
