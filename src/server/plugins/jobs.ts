import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;

/**
 * A job's work. Handlers must be idempotent: a runner that dies after the work but before recording it
 * leaves the job to be claimed again once its lock lapses.
 */
export type JobHandler = (job: { id: number; payload: unknown; attempt: number; now: Date }) => Promise<void>;

export interface JobDefinition {
  name: string;
  handler: JobHandler;
  /** Runs the job every so many milliseconds (one row, rescheduled after each run). */
  everyMs?: number;
  /** Attempts before a one-off job is marked failed (a recurring job waits for its next run instead). */
  maxAttempts?: number;
  /** How long a claimed job may run before another runner may claim it again. */
  timeoutMs?: number;
}

export interface Jobs {
  define(definition: JobDefinition): void;
  /**
   * Adds a one-off job, inside the caller's transaction when given one (so it exists only if that commits).
   * A `key` that already names a job adds nothing. Returns the new job's id, or null when the key existed.
   */
  enqueue(
    db: DbOrTx,
    name: string,
    payload?: unknown,
    options?: { runAt?: Date; key?: string; maxAttempts?: number },
  ): Promise<number | null>;
  /** Claims and runs every job due at `now`; returns how many ran. Tests drive the scheduler with it. */
  runDue(options?: { now?: Date; limit?: number }): Promise<{ ran: number; failed: number }>;
  /** Polls every `intervalMs` until stopped (main.ts starts it; tests never do). */
  start(intervalMs?: number): void;
  /** Stops polling and waits for the jobs being run. */
  stop(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** Wait before the next attempt: 30 s, 1 min, 2 min, … capped at an hour. */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * The jobs table as a queue (docs/decisions/009-seams-events-and-jobs.md). Claiming is one short transaction
 * that locks due rows with `FOR UPDATE SKIP LOCKED` and marks them running, so two runners never take one
 * job; the work runs outside it, because PGlite has a single connection that an open transaction would hold.
 */
export function createJobs(options: { db: Db; log: FastifyBaseLogger }): Jobs {
  const { db, log } = options;
  const definitions = new Map<string, JobDefinition>();
  let recurringReady: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;

  // Runners compare times from their own clock (so tests can move `now`); a new recurring job is due at once.
  const ensureRecurring = (now: Date) =>
    (recurringReady ??= (async () => {
      for (const d of definitions.values()) {
        if (!d.everyMs) continue;
        await db
          .insert(jobs)
          .values({
            name: d.name,
            key: `every:${d.name}`,
            everyMs: d.everyMs,
            runAt: now,
            maxAttempts: d.maxAttempts ?? 3,
          })
          .onConflictDoNothing();
        // A changed interval takes effect from the next run.
        await db
          .update(jobs)
          .set({ everyMs: d.everyMs })
          .where(eq(jobs.key, `every:${d.name}`));
      }
    })().catch((error: unknown) => {
      recurringReady = null;
      throw error;
    }));

  async function claim(now: Date, limit: number): Promise<JobRow[]> {
    const names = [...definitions.keys()];
    if (names.length === 0) return [];
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id, name: jobs.name })
        .from(jobs)
        .where(
          and(
            inArray(jobs.name, names),
            or(
              and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
              and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed: JobRow[] = [];
      for (const row of due) {
        const timeout = definitions.get(row.name)?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
        const [job] = await tx
          .update(jobs)
          .set({
            status: 'running',
            attempts: sql`${jobs.attempts} + 1`,
            lockedUntil: new Date(now.getTime() + timeout),
          })
          .where(eq(jobs.id, row.id))
          .returning();
        claimed.push(job!);
      }
      return claimed;
    });
  }

  async function run(job: JobRow, now: Date): Promise<boolean> {
    const definition = definitions.get(job.name)!;
    try {
      await definition.handler({ id: job.id, payload: job.payload, attempt: job.attempts, now });
      await db
        .update(jobs)
        .set(
          job.everyMs
            ? {
                status: 'pending',
                attempts: 0,
                runAt: new Date(now.getTime() + job.everyMs),
                lockedUntil: null,
                lastError: null,
                finishedAt: new Date(),
              }
            : { status: 'done', lockedUntil: null, finishedAt: new Date() },
        )
        .where(eq(jobs.id, job.id));
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const exhausted = job.attempts >= job.maxAttempts;
      log.error({ err, job: job.name, jobId: job.id, attempt: job.attempts, exhausted }, 'job failed');
      const retryAt = new Date(now.getTime() + backoffMs(job.attempts));
      await db
        .update(jobs)
        .set(
          exhausted && !job.everyMs
            ? { status: 'failed', lockedUntil: null, lastError: message, finishedAt: new Date() }
            : exhausted
              ? // A recurring job gives up this run and waits for its next one.
                {
                  status: 'pending',
                  attempts: 0,
                  runAt: new Date(now.getTime() + job.everyMs!),
                  lockedUntil: null,
                  lastError: message,
                }
              : { status: 'pending', runAt: retryAt, lockedUntil: null, lastError: message },
        )
        .where(eq(jobs.id, job.id));
      return false;
    }
  }

  const jobsApi: Jobs = {
    define(definition) {
      if (definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
      definitions.set(definition.name, definition);
      recurringReady = null;
    },
    async enqueue(target, name, payload = {}, opts = {}) {
      if (!definitions.has(name)) throw new Error(`Unknown job ${name}`);
      const [row] = await target
        .insert(jobs)
        .values({
          name,
          payload: payload as object,
          key: opts.key ?? null,
          runAt: opts.runAt ?? new Date(),
          maxAttempts: opts.maxAttempts ?? definitions.get(name)!.maxAttempts ?? 5,
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      return row?.id ?? null;
    },
    async runDue({ now = new Date(), limit = 20 } = {}) {
      await ensureRecurring(now);
      let ran = 0;
      let failed = 0;
      for (;;) {
        const batch = await claim(now, limit);
        for (const job of batch) {
          ran += 1;
          if (!(await run(job, now))) failed += 1;
        }
        if (batch.length < limit) return { ran, failed };
      }
    },
    start(intervalMs = 5_000) {
      if (timer) return;
      const tick = () => {
        if (current) return;
        current = jobsApi
          .runDue()
          .catch((err: unknown) => log.error({ err }, 'job polling failed'))
          .finally(() => {
            current = null;
          });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
  return jobsApi;
}
