import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { MyStudentList, ProfessorDashboardStats } from '../../../contract/dashboards';
import { migrationsFolder } from '../../db/client';
import { buildUser, type TestUser } from '../../test/helper';
import { liveFixtures } from '../../test/live-fixtures';
import {
  admin,
  approvedCourse,
  buyCourse,
  get,
  t,
  useDashboardFixtures,
} from '../../test/dashboard-fixtures';

useDashboardFixtures();
const postgres = inject('postgres');

interface Kept {
  student: number;
  last: string;
  courses: number[];
}

/** The professor's rows of `professor_students`, as the purchases' triggers keep them (decision 132). */
async function kept(professor: number): Promise<Kept[]> {
  const { rows } = await t.ctx.db.execute<{ student: number; last: string; courses: number[] }>(sql`
    select student_id as student, to_json(last_purchase_at)#>>'{}' as last,
           array(select unnest(course_ids) order by 1) as courses
    from professor_students where professor_id = ${professor} order by student_id`);
  return rows.map((r) => ({ student: Number(r.student), last: r.last, courses: r.courses.map(Number) }));
}

/**
 * The same, worked out from the purchases themselves: an enrolment in one of his courses, a seat of his not
 * refunded and not a private class's, one of his sections, a private class paid and held; never himself.
 */
async function fromPurchases(professor: number): Promise<Kept[]> {
  const { rows } = await t.ctx.db.execute<{ student: number; last: string; courses: number[] }>(sql`
    select b.student, to_json(max(b.at))#>>'{}' as last,
           coalesce(array_agg(b.course order by b.course) filter (where b.course is not null), '{}') as courses
    from (select e.user_id as student, e.created_at as at, e.course_id as course
            from course_enrollments e join courses c on c.id = e.course_id where c.created_by = ${professor}
          union all
          select sp.user_id, sp.created_at, null from live_session_purchases sp
            join live_sessions s on s.id = sp.session_id
           where s.professor_id = ${professor} and sp.refunded_at is null and s.individual_student_id is null
          union all
          select lp.user_id, lp.created_at, null from live_section_purchases lp
            join live_sections l on l.id = lp.section_id where l.professor_id = ${professor}
          union all
          select pc.student_id, coalesce(pc.paid_at, pc.created_at), null from private_classes pc
           where pc.professor_id = ${professor} and (pc.status in ('scheduled', 'completed')
             or (pc.status = 'cancelled' and pc.paid_at is not null and pc.refunded < coalesce(pc.total, 0)))) b
    where b.student <> ${professor}
    group by b.student order by b.student`);
  return rows.map((r) => ({ student: Number(r.student), last: r.last, courses: r.courses.map(Number) }));
}

/** The kept rows equal the purchases' own answer, and the dashboard and the students' page agree with them. */
async function expectKept(prof: TestUser, students: readonly TestUser[]) {
  const rows = await kept(prof.user.id);
  expect(rows).toEqual(await fromPurchases(prof.user.id));
  expect(rows.map((r) => r.student)).toEqual(students.map((s) => s.user.id).sort((a, b) => a - b));
  const stats = (await get('/api/professor/dashboard/stats', prof.token)).json() as ProfessorDashboardStats;
  expect(stats.students).toBe(students.length);
  const page = (await get('/api/professor/my-students?limit=100', prof.token)).json() as MyStudentList;
  expect(page.pagination.total).toBe(students.length);
  // Latest purchase first, ties by id.
  const order = [...rows].sort((a, b) => b.last.localeCompare(a.last) || a.student - b.student);
  expect(page.students.map((s) => s.id)).toEqual(order.map((r) => r.student));
  return rows;
}

const fund = (student: TestUser) =>
  t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: student.user.id, points: 10_000 },
  });

describe("a professor's students kept as purchases happen", () => {
  it('follows purchases, a cancelled session, a deleted course, a section and a deleted account', async () => {
    const prof = await buildUser(t, 'professor', { name: 'Kept Prof' });
    const other = await buildUser(t, 'professor', { name: 'Other Prof' });
    const live = liveFixtures(t, { admin, prof });
    const karim = await buildUser(t, 'student', { name: 'Karim' });
    const sara = await buildUser(t, 'student', { name: 'Sara' });
    const nadia = await buildUser(t, 'student', { name: 'Nadia' });
    const omar = await buildUser(t, 'student', { name: 'Omar' });
    const [first, second] = [await approvedCourse(prof), await approvedCourse(prof)];
    const theirs = await approvedCourse(other);
    await expectKept(prof, []);

    // Karim buys both of his courses and another professor's; Sara and Nadia buy seats of two sessions.
    await buyCourse(karim, first);
    await buyCourse(karim, second);
    await buyCourse(omar, theirs);
    const [kept1, kept2] = [await live.approved({ price: 100 }), await live.approved({ price: 100 })];
    for (const [student, session] of [
      [sara, kept1],
      [nadia, kept2],
    ] as const) {
      await fund(student);
      expect((await live.buy(student, session.id)).statusCode).toBe(200);
    }
    const rows = await expectKept(prof, [karim, sara, nadia]);
    expect(rows.find((r) => r.student === karim.user.id)!.courses).toEqual(
      [first, second].sort((a, b) => a - b),
    );
    await expectKept(other, [omar]);

    // Nadia's session is cancelled: her seat is refunded and she is no longer his student.
    expect((await live.move(kept2.id, 'cancelled')).statusCode).toBe(200);
    await expectKept(prof, [karim, sara]);

    // His second course is deleted and its buyer refunded: Karim stays, with the first course only.
    const deleted = await t.request({ method: 'DELETE', url: `/api/courses/${second}`, token: admin.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await kept(prof.user.id)).find((r) => r.student === karim.user.id)!.courses).toEqual([first]);
    await expectKept(prof, [karim, sara]);

    // A section of his bought by Omar makes Omar his student too; its rows written here, as the seed does.
    const [section] = (
      await t.ctx.db.execute<{ id: number }>(sql`
        insert into live_sections (professor_id, title, description, price, status)
        values (${prof.user.id}, 'Cycle', 'Cycle', 0, 'approved') returning id`)
    ).rows;
    await t.ctx.db.execute(sql`
      insert into live_section_purchases (section_id, user_id, amount_paid)
      values (${section!.id}, ${omar.user.id}, 0)`);
    await expectKept(prof, [karim, sara, omar]);

    // An account with no points history can be deleted; its purchases go, and so does its row.
    const leaving = await buildUser(t, 'student', { name: 'Leaving' });
    await t.ctx.db.execute(sql`
      insert into course_enrollments (user_id, course_id, price_paid) values (${leaving.user.id}, ${first}, 0)`);
    await expectKept(prof, [karim, sara, omar, leaving]);
    const gone = await t.request({
      method: 'DELETE',
      url: `/api/users/${leaving.user.id}`,
      token: admin.token,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    await expectKept(prof, [karim, sara, omar]);

    // A professor is never his own student, even with a row that makes him own his course.
    await t.ctx.db.execute(sql`
      insert into course_enrollments (user_id, course_id, price_paid) values (${prof.user.id}, ${first}, 0)`);
    await expectKept(prof, [karim, sara, omar]);

    // The migration's last statement fills the table from the purchases a database already holds: run again on
    // an emptied table, it gives back the same rows.
    const before = [await kept(prof.user.id), await kept(other.user.id)];
    const statements = (
      await readFile(path.join(migrationsFolder, '0017_professor-students.sql'), 'utf8')
    ).split('--> statement-breakpoint');
    await t.ctx.db.execute(sql`delete from professor_students`);
    await t.ctx.db.execute(sql.raw(statements.at(-1)!));
    expect([await kept(prof.user.id), await kept(other.user.id)]).toEqual(before);
  });

  it('keeps every course and the latest purchase when one student buys several at once', async () => {
    const prof = await buildUser(t, 'professor', { name: 'Busy Prof' });
    const live = liveFixtures(t, { admin, prof });
    const courses: number[] = [];
    for (let i = 0; i < 4; i += 1) courses.push(await approvedCourse(prof));
    const students = await Promise.all([1, 2, 3].map((i) => buildUser(t, 'student', { name: `Rush ${i}` })));
    const session = await live.approved({ price: 100 });
    for (const student of students) {
      await fund(student);
      expect((await live.buy(student, session.id)).statusCode).toBe(200);
    }
    // Each student buys every course at once while the session they hold a seat of is cancelled (a refund
    // rebuilds their rows as the purchases add to them).
    const answers = await Promise.all([
      ...students.flatMap((student) =>
        courses.map((id) =>
          t.request({
            method: 'POST',
            url: '/api/points/buy-course',
            token: student.token,
            payload: { courseId: id },
          }),
        ),
      ),
      live.move(session.id, 'cancelled'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const rows = await expectKept(prof, students);
    for (const row of rows) expect(row.courses).toEqual([...courses].sort((a, b) => a - b));
  });

  // Two connections at once: the PostgreSQL server only (PGlite has one).
  it.skipIf(!postgres)(
    'a refund that meets an uncommitted purchase of the same pair waits for it',
    async () => {
      const prof = await buildUser(t, 'professor', { name: 'Locked Prof' });
      const live = liveFixtures(t, { admin, prof });
      const student = await buildUser(t, 'student', { name: 'Waiting' });
      const [owned, bought] = [await approvedCourse(prof), await approvedCourse(prof)];
      const session = await live.approved({ price: 100 });
      await buyCourse(student, owned);
      expect((await live.buy(student, session.id)).statusCode).toBe(200);

      const other = new pg.Client({ connectionString: t.databaseUrl! });
      await other.connect();
      try {
        await other.query('begin');
        await other.query(
          'insert into course_enrollments (user_id, course_id, price_paid) values ($1, $2, 0)',
          [student.user.id, bought],
        );
        // The session's cancellation refunds the seat and rebuilds the pair's row while that purchase is open.
        const cancelled = live.move(session.id, 'cancelled');
        await new Promise((resolve) => setTimeout(resolve, 300));
        await other.query('commit');
        expect((await cancelled).statusCode).toBe(200);
      } finally {
        await other.end();
      }
      const [row] = await expectKept(prof, [student]);
      expect(row!.courses).toEqual([owned, bought].sort((a, b) => a - b));
    },
  );
});
