import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { createTestApp, type TestApp } from '../test/helper';
import { expectErrorLogs } from '../test/log-capture';
import { backoffMs, createJobs, type Jobs } from './jobs';

let t: TestApp;
let jobsApi: Jobs;
const ran: { name: string; payload: unknown; attempt: number }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A runner of its own on the app's database, so these test jobs stay out of the app's definitions.
  jobsApi = createJobs({ db: t.ctx.db, log: t.app.log });
  jobsApi.define({
    name: 'test.record',
    handler: async ({ payload, attempt }) => {
      ran.push({ name: 'test.record', payload, attempt });
    },
  });
  jobsApi.define({
    name: 'test.flaky',
    maxAttempts: 3,
    handler: async ({ payload, attempt }) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error(`flaky failure ${attempt}`);
      }
      ran.push({ name: 'test.flaky', payload, attempt });
    },
  });
});
afterAll(async () => {
  await t.close();
});

const jobRow = async (id: number) => (await t.ctx.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const take = (name: string) => {
  const mine = ran.filter((r) => r.name === name);
  ran.splice(0, ran.length, ...ran.filter((r) => r.name !== name));
  return mine;
};

describe('one-off jobs', () => {
  it('runs a due job once, then marks it done', async () => {
    const id = await jobsApi.enqueue(t.ctx.db, 'test.record', { n: 1 });
    expect(id).toEqual(expect.any(Number));
    await jobsApi.runDue();
    await jobsApi.runDue();
    expect(take('test.record')).toEqual([{ name: 'test.record', payload: { n: 1 }, attempt: 1 }]);
    const row = await jobRow(id!);
    expect(row.status).toBe('done');
    expect(row.attempts).toBe(1);
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  it('waits for its run-at time', async () => {
    const runAt = new Date(Date.now() + 60 * 60_000);
    const id = await jobsApi.enqueue(t.ctx.db, 'test.record', { n: 2 }, { runAt });
    await jobsApi.runDue();
    expect(take('test.record')).toEqual([]);
    expect((await jobRow(id!)).status).toBe('pending');
    await jobsApi.runDue({ now: new Date(runAt.getTime() + 1) });
    expect(take('test.record')).toEqual([{ name: 'test.record', payload: { n: 2 }, attempt: 1 }]);
    expect((await jobRow(id!)).status).toBe('done');
  });

  it('a key names one job: enqueueing it again adds nothing', async () => {
    const first = await jobsApi.enqueue(t.ctx.db, 'test.record', { n: 3 }, { key: 'record:3' });
    const second = await jobsApi.enqueue(t.ctx.db, 'test.record', { n: 4 }, { key: 'record:3' });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    await jobsApi.runDue();
    expect(take('test.record')).toEqual([{ name: 'test.record', payload: { n: 3 }, attempt: 1 }]);
  });

  it('a job enqueued in a transaction that rolls back does not exist', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await jobsApi.enqueue(tx, 'test.record', { n: 5 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(after[0]!.n).toBe(before[0]!.n);
    await jobsApi.runDue();
    expect(take('test.record')).toEqual([]);
  });

  it('refuses a job nobody defined', async () => {
    await expect(jobsApi.enqueue(t.ctx.db, 'test.unknown')).rejects.toThrow('Unknown job test.unknown');
  });

  it('retries a failure with growing back-off, keeping the error, then succeeds', async () => {
    failuresLeft = 2;
    expectErrorLogs(2);
    const id = (await jobsApi.enqueue(t.ctx.db, 'test.flaky', { n: 6 }))!;
    const start = new Date();
    expect(await jobsApi.runDue({ now: start })).toEqual({ ran: 1, failed: 1 });
    let row = await jobRow(id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBe('flaky failure 1');
    expect(row.runAt.getTime()).toBe(start.getTime() + backoffMs(1));

    // Not yet due: nothing runs.
    expect(await jobsApi.runDue({ now: new Date(start.getTime() + backoffMs(1) - 1) })).toEqual({
      ran: 0,
      failed: 0,
    });
    const second = new Date(start.getTime() + backoffMs(1));
    await jobsApi.runDue({ now: second });
    row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBe('flaky failure 2');
    expect(row.runAt.getTime()).toBe(second.getTime() + backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    await jobsApi.runDue({ now: row.runAt });
    expect(take('test.flaky')).toEqual([{ name: 'test.flaky', payload: { n: 6 }, attempt: 3 }]);
    expect((await jobRow(id)).status).toBe('done');
  });

  it('after its last attempt a job is kept as failed with its error, and not run again', async () => {
    failuresLeft = 10;
    expectErrorLogs(3);
    const id = (await jobsApi.enqueue(t.ctx.db, 'test.flaky', { n: 7 }))!;
    let now = new Date();
    for (let i = 0; i < 3; i += 1) {
      await jobsApi.runDue({ now });
      now = (await jobRow(id)).runAt;
    }
    const row = await jobRow(id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBe('flaky failure 3');
    expect(await jobsApi.runDue({ now: new Date(Date.now() + 10 * 60 * 60_000) })).toEqual({
      ran: 0,
      failed: 0,
    });
    failuresLeft = 0;
    expect(take('test.flaky')).toEqual([]);
  });

  it('a job whose runner died is claimed again once its lock lapses', async () => {
    const id = (await jobsApi.enqueue(t.ctx.db, 'test.record', { n: 8 }))!;
    const now = new Date();
    // A runner claimed it and vanished.
    await t.ctx.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(jobs.id, id));
    await jobsApi.runDue({ now });
    expect(take('test.record')).toEqual([]);
    await jobsApi.runDue({ now: new Date(now.getTime() + 60_001) });
    expect(take('test.record')).toEqual([{ name: 'test.record', payload: { n: 8 }, attempt: 2 }]);
    expect((await jobRow(id)).status).toBe('done');
  });
});

describe('recurring jobs', () => {
  it('have one row, run when due and are rescheduled one interval later', async () => {
    const runner = createJobs({ db: t.ctx.db, log: t.app.log });
    runner.define({
      name: 'test.every-minute',
      everyMs: 60_000,
      handler: async ({ attempt }) => {
        ran.push({ name: 'test.every-minute', payload: null, attempt });
      },
    });
    const now = new Date(Date.now() + 1000);
    await runner.runDue({ now });
    expect(take('test.every-minute')).toHaveLength(1);
    const rows = await t.ctx.db.select().from(jobs).where(eq(jobs.name, 'test.every-minute'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toBe('every:test.every-minute');
    expect(rows[0]!.status).toBe('pending');
    expect(rows[0]!.runAt.getTime()).toBe(now.getTime() + 60_000);

    await runner.runDue({ now: new Date(now.getTime() + 59_999) });
    expect(take('test.every-minute')).toHaveLength(0);
    await runner.runDue({ now: new Date(now.getTime() + 60_000) });
    expect(take('test.every-minute')).toHaveLength(1);
  });

  it('the app defines its recurring jobs but does not poll in tests', async () => {
    // buildApp defines its jobs (checkout expiry, live-session reminders and auto-end, the expired-token
    // clean-up, the pruning of old finished jobs, private classes' completion, the media module's scan for new
    // videos and its image backfill); only main.ts starts polling, so the recurring rows do not even exist yet.
    const rows = await t.ctx.db.select().from(jobs).where(eq(jobs.name, 'payments.expire-checkouts'));
    expect(rows).toEqual([]);
    expect(await t.ctx.jobs.runDue()).toEqual({ ran: 8, failed: 0 });
    const after = await t.ctx.db.select().from(jobs).where(eq(jobs.name, 'payments.expire-checkouts'));
    expect(after.map((r) => r.status)).toEqual(['pending']);
  });
});

describe('runners racing on one database', () => {
  it('each job runs exactly once however many runners poll', async () => {
    // On PostgreSQL each runner has its own connection pool, as two instances would; on PGlite they share
    // the one connection, and the claim rule still holds.
    const second: Database | null = t.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: t.databaseUrl, max: 5 })
      : null;
    const counts = new Map<number, number>();
    const runners = [t.ctx.db, second?.db ?? t.ctx.db].map((db) => {
      const runner = createJobs({ db, log: t.app.log });
      runner.define({
        name: 'test.race',
        handler: async ({ payload }) => {
          const n = (payload as { n: number }).n;
          counts.set(n, (counts.get(n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      runner.define({
        name: 'test.race-every',
        everyMs: 60_000,
        handler: async () => {
          counts.set(-1, (counts.get(-1) ?? 0) + 1);
        },
      });
      return runner;
    });
    try {
      const N = 60;
      for (let n = 0; n < N; n += 1) await runners[0]!.enqueue(t.ctx.db, 'test.race', { n });
      const now = new Date(Date.now() + 1000);
      const results = await Promise.all(
        runners.flatMap((r) => [r.runDue({ now, limit: 5 }), r.runDue({ now, limit: 5 })]),
      );
      expect(results.reduce((sum, r) => sum + r.ran, 0)).toBe(N + 1);
      expect(counts.get(-1)).toBe(1);
      counts.delete(-1);
      expect(counts.size).toBe(N);
      expect([...counts.values()].every((c) => c === 1)).toBe(true);
      const [{ done }] = (
        await t.ctx.db.execute<{ done: number }>(
          sql`select count(*)::int as done from jobs where name = 'test.race' and status = 'done'`,
        )
      ).rows as [{ done: number }];
      expect(done).toBe(N);
    } finally {
      await second?.close();
    }
  });
});
