import { sql } from 'drizzle-orm';
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

  it('writes one ledger row, one enrollment and one earning at the share stored at the sale, or none at all', async () => {
    const courseId = await approvedCourse(1000);
    const poor = await buildUser(t, 'student');
    await fund(poor.user.id, 999);
    const refused = await post('/api/points/buy-course', { courseId }, poor.token);
    expect([refused.statusCode, refused.json()]).toEqual([402, { error: 'Insufficient points' }]);
    expect(await salesOf(courseId)).toEqual({ enrollments: 0, spends: 0, earnings: [] });

    await t.ctx.db.execute(sql`
      insert into platform_settings (key, value) values ('professor_share_percent', '35')
      on conflict (key) do update set value = excluded.value`);
    try {
      const u = await buildUser(t, 'student');
      await fund(u.user.id, 1000);
      const res = await post('/api/points/buy-course', { courseId }, u.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ course_id: courseId, price_paid: 1000, balance: 0 });
      const sales = await salesOf(courseId);
      expect(sales).toEqual({
        enrollments: 1,
        spends: 1,
        earnings: [
          {
            professor_id: prof.user.id,
            transaction_id: res.json().transaction_id,
            gross: 1000,
            share_percent: 35,
            amount: 350,
          },
        ],
      });
      // Bought already, and the balance no longer covers it: still "already purchased", nothing taken.
      const again = await post('/api/points/buy-course', { courseId }, u.token);
      expect([again.statusCode, again.json()]).toEqual([409, { error: 'Course already purchased' }]);
      expect(await salesOf(courseId)).toEqual(sales);
    } finally {
      await t.ctx.db.execute(sql`delete from platform_settings where key = 'professor_share_percent'`);
    }
  });

  it('answers 404 Course not found and takes nothing when the course is deleted during the purchase', async () => {
    const courseId = await approvedCourse(300);
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 1000);
    // The deletion holds the course's row until it commits; on the PostgreSQL server the purchase has read the
    // course before and meets the deletion at its enrollment's foreign key, on PGlite it queues behind it.
    let purchase: ReturnType<typeof post> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`delete from courses where id = ${courseId}`);
      purchase = post('/api/points/buy-course', { courseId }, u.token);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await purchase!;
    expect([res.statusCode, res.json()]).toEqual([404, { error: 'Course not found' }]);
    expect(await balanceOf(u.token)).toBe(1000);
    expect(await salesOf(courseId)).toEqual({ enrollments: 0, spends: 0, earnings: [] });
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

  it('lists my courses newest first with the total on every page, a page past the end included', async () => {
    const ids = [await approvedCourse(100), await approvedCourse(100), await approvedCourse(100)];
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 1000);
    for (const courseId of ids) {
      const bought = await post('/api/points/buy-course', { courseId }, u.token);
      expect(bought.statusCode, bought.body).toBe(200);
    }
    const page = async (n: number) => {
      const res = await get(`/api/points/my-courses?page=${n}&limit=2`, u.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { courses: { id: number }[]; pagination: object };
    };
    const pagination = (n: number) => ({ page: n, limit: 2, total: 3, totalPages: 2 });
    expect(await page(1)).toMatchObject({
      courses: [{ id: ids[2] }, { id: ids[1] }],
      pagination: pagination(1),
    });
    expect(await page(2)).toMatchObject({ courses: [{ id: ids[0] }], pagination: pagination(2) });
    expect(await page(3)).toEqual({ courses: [], pagination: pagination(3) });
    const none = await buildUser(t, 'student');
    const empty = await get('/api/points/my-courses', none.token);
    expect(empty.json()).toEqual({
      courses: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
    });
  });
});

/** What the sales of one course wrote: enrollments, spend rows and the professor's earning rows. */
async function salesOf(courseId: number) {
  const counts = await t.ctx.db.execute<{ enrollments: number; spends: number }>(sql`
    select (select count(*)::int from course_enrollments where course_id = ${courseId}) as enrollments,
           (select count(*)::int from point_transactions where course_id = ${courseId} and kind = 'spend') as spends`);
  const earnings = await t.ctx.db.execute(sql`
    select professor_id, transaction_id, gross, share_percent, amount from professor_earnings
    where course_id = ${courseId} order by id`);
  return { ...counts.rows[0], earnings: earnings.rows };
}
