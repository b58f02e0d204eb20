import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper';
import { DEMO_ACCOUNTS, seedDatabase } from '../demo/seed';
import { users } from './schema/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const userCount = async () => (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('seedDatabase', () => {
  it('creates nothing when seeding is off and no admin is configured', async () => {
    const report = await seedDatabase({ ...t.ctx, config: { ...t.config, seedDemo: false, admin: null } });
    expect(report).toEqual({ adminCreated: null, demoSeeded: null });
    expect(await userCount()).toBe(0);
  });

  it('creates the configured admin and the demo accounts on an empty database, once', async () => {
    const config = {
      ...t.config,
      seedDemo: true,
      admin: { email: 'boss@school.dz', password: 'boss-password' },
    };
    const first = await seedDatabase({ ...t.ctx, config });
    expect(first.adminCreated).toBe('boss@school.dz');
    expect(first.demoSeeded).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await userCount()).toBe(DEMO_ACCOUNTS.length + 1);

    const admin = await login('boss@school.dz', 'boss-password');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.role).toBe('admin');
    for (const account of DEMO_ACCOUNTS) {
      const res = await login(account.email, account.password);
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user.role).toBe(account.role);
    }

    // The demo catalogue and courses, with their files really stored.
    const tree = (await t.request({ method: 'GET', url: '/api/structure/tree' })).json();
    expect(tree.levels.map((l: { name: string }) => l.name)).toEqual([
      'التعليم الابتدائي',
      'التعليم المتوسط',
      'التعليم الثانوي',
    ]);
    expect(tree.languages.length).toBeGreaterThanOrEqual(3);
    const approved = (await t.request({ method: 'GET', url: '/api/courses?limit=50' })).json();
    expect(approved.courses.length).toBeGreaterThanOrEqual(3);
    const adminToken = admin.json().token;
    const statuses = (
      await t.request({ method: 'GET', url: '/api/courses?status=all&limit=50', token: adminToken })
    )
      .json()
      .courses.map((c: { status: string }) => c.status);
    expect(new Set(statuses)).toEqual(new Set(['approved', 'pending', 'rejected']));
    const sample = (
      await t.request({ method: 'GET', url: `/api/courses/${approved.courses[0].id}`, token: adminToken })
    ).json();
    const pdf = sample.sections
      .flatMap((s: { blocks: { fileUrl: string | null }[] }) => s.blocks)
      .find((b: { fileUrl: string | null }) => b.fileUrl);
    const file = await t.request({ method: 'GET', url: pdf.fileUrl, token: adminToken });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const cover = await t.request({ method: 'GET', url: sample.cover_url });
    expect(cover.headers['content-type']).toBe('image/png');
    const scan = (
      await t.request({ method: 'GET', url: '/api/courses/admin/scan-files', token: adminToken })
    ).json();
    expect(scan).toMatchObject({ missing: [], orphaned: [] });

    // The demo wallet: packages, students with real ledger history, balances equal to their rows.
    expect(
      (await t.request({ method: 'GET', url: '/api/points/packages' }))
        .json()
        .map((p: { points: number }) => p.points),
    ).toEqual([1000, 2000, 5000]);
    const amine = (await login('amine@masar.dz', 'MasarStudent#2026')).json().token;
    const mine = (await t.request({ method: 'GET', url: '/api/points/my-courses', token: amine })).json();
    expect(mine.courses).toHaveLength(2);
    const amineBalance = (await t.request({ method: 'GET', url: '/api/points/balance', token: amine })).json()
      .balance;
    const paid = mine.courses.reduce((sum: number, c: { price_paid: number }) => sum + c.price_paid, 0);
    // Amine also holds two demo live sessions (one upcoming, one recorded), bought with points.
    const live = (
      await t.request({ method: 'GET', url: '/api/points/my-live-sessions', token: amine })
    ).json().sessions;
    expect(live).toHaveLength(2);
    expect(live.some((s: { isRecorded: boolean }) => s.isRecorded)).toBe(true);
    const livePaid = live.reduce((sum: number, s: { amount_paid: number }) => sum + s.amount_paid, 0);
    // His wallet is his ledger: the demo code, the courses and sessions above, and a private class (paid, after
    // an admin's top-up where he lacked points) are all rows of it.
    const ledger = (
      await t.request({ method: 'GET', url: '/api/points/transactions?limit=100', token: amine })
    ).json().transactions as { kind: string; status: string; amount: number }[];
    const completed = ledger.filter((row) => row.status === 'completed');
    expect(amineBalance).toBe(completed.reduce((sum, row) => sum + row.amount, 0));
    expect(
      completed.filter((row) => row.amount < 0).reduce((sum, row) => sum - row.amount, 0),
    ).toBeGreaterThan(paid + livePaid);
    const earnings = (
      await t.request({ method: 'GET', url: '/api/admin/earnings', token: adminToken })
    ).json();
    expect(earnings.by_kind.find((k: { kind: string }) => k.kind === 'course')).toMatchObject({
      gross: paid,
      sales: 2,
    });
    const upcoming = (await t.request({ method: 'GET', url: '/api/live-sessions' })).json().sessions;
    expect(upcoming.some((s: { attendeesCount: number }) => s.attendeesCount > 0)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/live-sections' })).json()).toHaveLength(1);

    // Demo quizzes: two approved on Amine's courses, one waiting for review, and his three closed attempts.
    const quizCount = await t.request({
      method: 'GET',
      url: '/api/admin/pending-quizzes-count',
      token: adminToken,
    });
    expect(quizCount.json()).toEqual({ pending: 1, total: 3 });
    const haddad = (await login('prof.haddad@masar.dz', 'MasarProf#2026')).json().token;
    const results = (
      await t.request({ method: 'GET', url: '/api/quizzes/professor/results', token: haddad })
    ).json();
    expect(results).toMatchObject({ total_attempts: 3, passed_attempts: 2 });
    expect(results.attempts.map((a: { status: string }) => a.status).sort()).toEqual([
      'expired',
      'submitted',
      'submitted',
    ]);

    const second = await seedDatabase({ ...t.ctx, config });
    expect(second).toEqual({ adminCreated: null, demoSeeded: null });
    expect(await userCount()).toBe(DEMO_ACCOUNTS.length + 1);
  });
});
