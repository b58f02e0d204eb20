import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const jobStatus = pgEnum('job_status', ['pending', 'running', 'done', 'failed']);

/**
 * Work the server does later or on a schedule (plugins/jobs.ts). A runner claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so however many instances poll one database, each job runs on one of them.
 * Failed jobs stay here with their last error, for admins and support.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /**
     * Names one job for ever: enqueueing a key that exists does nothing. A recurring job's key is
     * `every:<name>`, so it has one row that is rescheduled after each run.
     */
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    status: jobStatus('status').notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Milliseconds between runs of a recurring job; null for a one-off job. */
    everyMs: integer('every_ms'),
    /** A running job whose runner died is claimed again once this passes. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    index('jobs_due_idx').on(t.status, t.runAt),
    check('jobs_attempts_positive', sql`${t.maxAttempts} > 0`),
  ],
);
