import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminJobsResponse } from '../../../contract/jobs';
import { jobs } from '../../db/schema/jobs';
import { refreshTokens } from '../../db/schema/users';
import {
  buildAdmin,
  buildProfessor,
  buildStudent,
  createTestApp,
  type TestApp,
  type TestUser,
} from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let professor: TestUser;
let failedId: number;
let retryingId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, student, professor] = await Promise.all([buildAdmin(t), buildStudent(t), buildProfessor(t)]);
  // A job that used up its attempts, one waiting for its second try, and one done: as the runner leaves them.
  const rows = await t.ctx.db
    .insert(jobs)
    .values([
      {
        name: 'quizzes.close-attempt',
        payload: { attemptId: 999_999 },
        status: 'failed',
        attempts: 5,
        maxAttempts: 5,
        lastError: 'connect ECONNREFUSED 10.0.0.7:5432',
        finishedAt: new Date(),
      },
      {
        name: 'quizzes.close-attempt',
        payload: { attemptId: 999_998 },
        status: 'pending',
        attempts: 1,
        runAt: new Date(Date.now() + 30_000),
        lastError: 'timeout',
      },
      { name: 'quizzes.close-attempt', payload: {}, status: 'done', attempts: 1, finishedAt: new Date() },
    ])
    .returning({ id: jobs.id });
  failedId = rows[0]!.id;
  retryingId = rows[1]!.id;
});
afterAll(async () => {
  await t.close();
});

const list = (query = '', token = admin.token) =>
  t.request({ method: 'GET', url: `/api/admin/jobs${query}`, token });
const retry = (id: number, token = admin.token) =>
  t.request({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, token });

describe('the admins’ list of jobs', () => {
  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
    for (const user of [student, professor]) {
      const res = await list('', user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('lists failed jobs first, then those waiting for a retry, with their last error and counts per status', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminJobsResponse>();
    expect(body.jobs[0]).toMatchObject({
      id: failedId,
      name: 'quizzes.close-attempt',
      status: 'failed',
      recurring: false,
      attempts: 5,
      maxAttempts: 5,
      lastError: 'connect ECONNREFUSED 10.0.0.7:5432',
    });
    expect(body.jobs[1]).toMatchObject({ id: retryingId, status: 'pending', lastError: 'timeout' });
    expect(body.counts).toMatchObject({ failed: 1, retrying: 1, done: 1 });
    expect(body.pagination.total).toBe(body.jobs.length);
  });

  it('filters by status and by errors, and pages', async () => {
    const failed = (await list('?status=failed')).json<AdminJobsResponse>();
    expect(failed.jobs.map((j) => j.id)).toEqual([failedId]);
    expect(failed.pagination.total).toBe(1);
    const withErrors = (await list('?errors=true')).json<AdminJobsResponse>();
    expect(withErrors.jobs.map((j) => j.id)).toEqual([failedId, retryingId]);
    const page = (await list('?limit=1&page=2')).json<AdminJobsResponse>();
    expect(page.jobs).toHaveLength(1);
    expect(page.jobs[0]!.id).toBe(retryingId);
    expect(page.pagination).toMatchObject({ page: 2, limit: 1 });
    const bad = await list('?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.stringContaining('status') });
  });
});

describe('retrying a failed job', () => {
  it('is refused to non-admins, for a job that is not failed, and for an unknown job', async () => {
    expect((await retry(failedId, student.token)).statusCode).toBe(403);
    const pending = await retry(retryingId);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ error: 'Only a failed job can be retried' });
    const missing = await retry(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Job not found' });
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, failedId));
    expect(row!.status).toBe('failed');
  });

  it('gives it fresh attempts, due now; the runner then runs it once and marks it done', async () => {
    const res = await retry(failedId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: failedId, status: 'pending', attempts: 0, finishedAt: null });
    await t.ctx.jobs.runDue();
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, failedId));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect((await retry(failedId)).statusCode).toBe(409);
  });
});

describe('the token clean-up job', () => {
  it('runs on the schedule, removes refresh tokens a day past expiry and keeps live ones', async () => {
    // The job already ran with the earlier runDue calls; its next run is six hours later.
    const now = new Date(Date.now() + 7 * 60 * 60_000);
    const family = '00000000-0000-4000-8000-000000000001';
    await t.ctx.db.insert(refreshTokens).values([
      {
        userId: student.user.id,
        familyId: family,
        tokenHash: 'old-hash',
        expiresAt: new Date(now.getTime() - 3 * 86_400_000),
      },
      {
        userId: student.user.id,
        familyId: family,
        tokenHash: 'live-hash',
        expiresAt: new Date(now.getTime() + 86_400_000),
      },
    ]);
    await t.ctx.jobs.runDue({ now });
    const left = await t.ctx.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, family));
    expect(left).toEqual([{ hash: 'live-hash' }]);
    const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.key, 'every:auth.clean-expired-tokens'));
    expect(row).toMatchObject({ status: 'pending', everyMs: 6 * 60 * 60_000, lastError: null });
    expect(row!.runAt.getTime()).toBe(now.getTime() + 6 * 60 * 60_000);
  });
});

describe('pruning finished jobs', () => {
  it('removes done one-off jobs a month old, and keeps failed, recent and recurring ones', async () => {
    const now = new Date(Date.now() + 8 * 60 * 60_000);
    const old = new Date(now.getTime() - 31 * 86_400_000);
    const rows = await t.ctx.db
      .insert(jobs)
      .values([
        { name: 'quizzes.close-attempt', status: 'done', attempts: 1, finishedAt: old },
        { name: 'quizzes.close-attempt', status: 'failed', attempts: 5, finishedAt: old, lastError: 'x' },
        {
          name: 'quizzes.close-attempt',
          status: 'done',
          attempts: 1,
          finishedAt: new Date(now.getTime() - 86_400_000),
        },
      ])
      .returning({ id: jobs.id });
    // A day later than any earlier run of the daily job: it is due.
    await t.ctx.jobs.runDue({ now: new Date(now.getTime() + 2 * 86_400_000) });
    const left = await t.ctx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[1]!.id, rows[2]!.id].sort());
    const [prune] = await t.ctx.db.select().from(jobs).where(eq(jobs.key, 'every:jobs.prune-finished'));
    expect(prune).toMatchObject({ status: 'pending', lastError: null });
  });
});
