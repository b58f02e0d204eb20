import { z } from 'zod';
import { id, pageQuery, pagination } from './common';

/** Where a job stands (the jobs table of docs/decisions/009-seams-events-and-jobs.md). */
export const jobStatuses = ['pending', 'running', 'done', 'failed'] as const;
export const jobStatus = z.enum(jobStatuses);
export type JobStatus = z.infer<typeof jobStatus>;

/** `GET /api/admin/jobs`: failed jobs first by default, newest change first. */
export const adminJobsQuery = pageQuery.extend({
  status: jobStatus.optional(),
  /** Only the jobs whose last run left an error (failed, or pending a retry). */
  errors: z.enum(['true', 'false']).optional(),
});
export type AdminJobsQuery = z.input<typeof adminJobsQuery>;

export const adminJob = z.object({
  id,
  name: z.string(),
  status: jobStatus,
  /** True for a job that runs on a schedule (one row, rescheduled after each run). */
  recurring: z.boolean(),
  everyMs: z.number().int().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

export const adminJobsResponse = z.object({
  jobs: z.array(adminJob),
  pagination,
  /** How many jobs are in each status, and how many pending ones are waiting for a retry after an error. */
  counts: z.object({
    pending: z.number().int(),
    running: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    retrying: z.number().int(),
  }),
});
export type AdminJobsResponse = z.infer<typeof adminJobsResponse>;
