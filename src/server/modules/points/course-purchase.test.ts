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

describe('what a purchase charges, and what it refuses', () => {
  /** Buys a course as the holder of `token`: the status and the answer. */
  async function buy(courseId: number, token: string, expectedPrice?: number) {
    const res = await post('/api/points/buy-course', { courseId, expectedPrice }, token);
    return [res.statusCode, res.json()];
  }

  it('charges the own price, else the material’s, else the language course price of the course’s level', async () => {
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 10_000);
    const own = await approvedCourse(500);
    expect(await buy(own, u.token)).toMatchObject([200, { price_paid: 500, balance: 9500 }]);
    const onMaterial = await approvedCourse();
    expect(await buy(onMaterial, u.token)).toMatchObject([200, { price_paid: 1200, balance: 8300 }]);

    const lang = (await post('/api/languages', { name: 'Deutsch', code: 'de' }, admin.token)).json();
    const [a1, a2] = await Promise.all(
      ['A1', 'A2'].map(
        async (name) =>
          (await post('/api/language-levels', { name, language_id: lang.id }, admin.token)).json()
            .id as number,
      ),
    );
    const onLanguage = await approvedCourse();
    await t.ctx.db.execute(sql`
      update courses set material_id = null, language_level_id = ${a1} where id = ${onLanguage}`);
    await t.ctx.db.execute(sql`
      insert into language_course_prices (course_id, language_level_id, price) values (${onLanguage}, ${a1}, 700)`);
    expect(await buy(onLanguage, u.token, 700)).toMatchObject([200, { price_paid: 700, balance: 7600 }]);

    // A price recorded for another level than the course's is no price.
    const otherLevel = await approvedCourse();
    await t.ctx.db.execute(sql`
      update courses set material_id = null, language_level_id = ${a2} where id = ${otherLevel}`);
    await t.ctx.db.execute(sql`
      insert into language_course_prices (course_id, language_level_id, price) values (${otherLevel}, ${a1}, 700)`);
    const noPath = await approvedCourse();
    await t.ctx.db.execute(sql`update courses set material_id = null where id = ${noPath}`);
    for (const courseId of [otherLevel, noPath]) {
      expect(await buy(courseId, u.token)).toEqual([409, { error: 'This course has no price yet' }]);
      expect(await salesOf(courseId)).toEqual({ enrollments: 0, spends: 0, earnings: [] });
    }
    expect(await balanceOf(u.token)).toBe(7600);
  });

  it('refuses with the same answers as ever, taking nothing', async () => {
    const u = await buildUser(t, 'student');
    await fund(u.user.id, 10_000);
    expect(await buy(999_999, u.token)).toEqual([404, { error: 'Course not found' }]);

    const unapproved = await approvedCourse(300);
    await t.ctx.db.execute(sql`update courses set status = 'pending' where id = ${unapproved}`);
    expect(await buy(unapproved, u.token)).toEqual([
      409,
      { error: 'This course is not available for purchase' },
    ]);

    const theirs = await approvedCourse(300);
    await t.ctx.db.execute(sql`update courses set created_by = ${u.user.id} where id = ${theirs}`);
    expect(await buy(theirs, u.token)).toEqual([409, { error: 'You cannot buy your own course' }]);

    // The price moved after the buyer saw it: 409 with the price it has now; then that price buys.
    const moved = await approvedCourse(300);
    await t.ctx.db.execute(sql`update courses set price = 450 where id = ${moved}`);
    expect(await buy(moved, u.token, 300)).toEqual([409, { error: 'Price changed', price: 450 }]);
    for (const courseId of [unapproved, theirs, moved])
      expect(await salesOf(courseId)).toEqual({ enrollments: 0, spends: 0, earnings: [] });
    expect(await balanceOf(u.token)).toBe(10_000);
    expect(await buy(moved, u.token, 450)).toMatchObject([200, { price_paid: 450, balance: 9550 }]);

    // A free course stated at 0 enrols without a ledger row; a stale price for it is refused the same way.
    const free = await approvedCourse(0);
    expect(await buy(free, u.token, 10)).toEqual([409, { error: 'Price changed', price: 0 }]);
    expect(await buy(free, u.token, 0)).toMatchObject([
      200,
      { price_paid: 0, balance: 9550, transaction_id: null },
    ]);
    expect(await buy(free, u.token)).toEqual([409, { error: 'Course already purchased' }]);
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
