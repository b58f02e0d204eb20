import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/helper';
import {
  admin,
  approvedCourse,
  balanceOf,
  fund,
  get,
  materialId,
  post,
  prof,
  student,
  t,
  usePointsFixtures,
} from '../../test/points-fixtures';

usePointsFixtures();

describe('buying a course', () => {
  it('debits the price, opens the content, records the professor’s share, and refuses a second purchase', async () => {
    const courseId = await approvedCourse();
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 2000);
    const locked = (await get(`/api/courses/${courseId}`, u.token)).json();
    expect(locked.sections[0].blocks[0].content).toBeNull();

    const res = await post('/api/points/buy-course', { courseId }, u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ course_id: courseId, price_paid: 1200, balance: 800 });
    const open = (await get(`/api/courses/${courseId}`, u.token)).json();
    expect(open).toMatchObject({ canAccessContent: true, purchased: true });
    expect(open.sections[0].blocks[0].content).toBe('secret content');

    const again = await post('/api/points/buy-course', { courseId }, u.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Course already purchased' });
    expect(await balanceOf(u.token)).toBe(800);

    const mine = (await get('/api/points/my-courses', u.token)).json();
    expect(mine.courses).toHaveLength(1);
    expect(mine.courses[0]).toMatchObject({ id: courseId, price_paid: 1200 });

    const spend = (await get('/api/points/transactions/me', u.token)).json().transactions[0];
    expect(spend).toMatchObject({
      kind: 'spend',
      amount: -1200,
      balance_after: 800,
      course_id: courseId,
      course_title: 'Cours',
    });

    const earnings = (await get('/api/admin/earnings', admin.token)).json();
    expect(earnings.share_percent).toBe(70);
    const mineAsProf = earnings.by_professor.find(
      (p: { professor_id: number }) => p.professor_id === prof.user.id,
    );
    expect(mineAsProf).toMatchObject({ gross: 1200, professor: 840, platform: 360, sales: 1 });
  });

  it('answers 402 Insufficient points and changes nothing', async () => {
    const courseId = await approvedCourse();
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 1199);
    const res = await post('/api/points/buy-course', { courseId }, u.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'Insufficient points' });
    expect(await balanceOf(u.token)).toBe(1199);
    expect((await get('/api/points/my-courses', u.token)).json().courses).toEqual([]);
    expect((await get(`/api/courses/${courseId}`, u.token)).json().canAccessContent).toBe(false);
  });

  it('refuses pending courses, professors and admins, and unknown courses', async () => {
    const pending = (
      await post(
        '/api/courses',
        {
          title: 'Pending',
          sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }],
          material_id: materialId,
        },
        prof.token,
      )
    ).json().id;
    await fund(student.user.id, 10_000);
    expect((await post('/api/points/buy-course', { courseId: pending }, student.token)).statusCode).toBe(409);
    expect((await post('/api/points/buy-course', { courseId: 999999 }, student.token)).statusCode).toBe(404);
    const courseId = await approvedCourse();
    expect((await post('/api/points/buy-course', { courseId }, prof.token)).statusCode).toBe(403);
    expect((await post('/api/points/buy-course', { courseId }, admin.token)).statusCode).toBe(403);
    expect((await post('/api/points/buy-course', { courseId })).statusCode).toBe(401);
  });

  it('a free course records the enrollment without a ledger row', async () => {
    const courseId = await approvedCourse(0);
    const u = await buildUser(t, 'student');
    const res = await post('/api/points/buy-course', { courseId }, u.token);
    expect(res.json()).toMatchObject({ price_paid: 0, balance: 0, transaction_id: null });
    expect((await get(`/api/courses/${courseId}`, u.token)).json().purchased).toBe(true);
    expect((await get('/api/points/transactions', u.token)).json().transactions).toEqual([]);
  });
});
