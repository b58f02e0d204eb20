import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/helper';
import {
  admin,
  approvedCourse,
  balanceOf,
  fund,
  get,
  post,
  prof,
  t,
  usePointsFixtures,
} from '../../test/points-fixtures';

usePointsFixtures();

describe('earnings', () => {
  it('aggregates real sales by month, professor and kind, and reverses refunds', async () => {
    const courseId = await approvedCourse(1000);
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 1000);
    await post('/api/points/buy-course', { courseId }, u.token);
    const before = (await get('/api/admin/earnings', admin.token)).json();
    await t.request({ method: 'DELETE', url: `/api/courses/${courseId}`, token: admin.token });
    expect(await balanceOf(u.token)).toBe(1000);
    const after = (await get('/api/admin/earnings', admin.token)).json();
    expect(after.totals.gross).toBe(before.totals.gross - 1000);
    expect(after.totals.professor).toBe(before.totals.professor - 700);
    const month = new Date().toISOString().slice(0, 7);
    expect(after.by_month.map((m: { month: string }) => m.month)).toContain(month);
    expect(after.by_kind[0]).toMatchObject({ kind: 'course' });
    const refund = (await get('/api/points/transactions', u.token)).json().transactions[0];
    expect(refund).toMatchObject({ kind: 'refund', amount: 1000, balance_after: 1000 });

    const empty = (await get('/api/admin/earnings?from=2000-01-01&to=2000-12-31', admin.token)).json();
    expect(empty).toMatchObject({ totals: { gross: 0, professor: 0, platform: 0, sales: 0 }, by_month: [] });
    expect((await get('/api/admin/earnings', prof.token)).statusCode).toBe(403);
  });
});
