import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { candidateStarts } from '../../../contract/availability';
import type {
  AdminDashboard,
  MyStudentList,
  ProfessorDashboardStats,
  StudentDashboard,
} from '../../../contract/dashboards';
import { professorEarnings } from '../../db/schema/points';
import { quizzes } from '../../db/schema/quizzes';
import { buildUser, type TestUser } from '../../test/helper';
import { isoDay } from '../../report-calendar';
import { liveFixtures } from '../../test/live-fixtures';
import { pendingCoursesCount } from '../courses/index';
import { notify } from '../notifications/index';
import { KEEP_FIGURES_MS } from './admin-figures';
import {
  admin,
  answerQuiz,
  approvedCourse,
  approvedQuiz,
  buyCourse,
  get,
  MATERIAL_PRICE as PRICE,
  materialId,
  post,
  t,
  useDashboardFixtures,
} from '../../test/dashboard-fixtures';

useDashboardFixtures();

const SHARE = 70; // the professors' default share

const studentDashboard = async (user: TestUser) => {
  const res = await get('/api/me/dashboard', user.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudentDashboard;
};
const professorStats = async (user: TestUser) => {
  const res = await get('/api/professor/dashboard/stats', user.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProfessorDashboardStats;
};
const adminDashboard = async () => {
  const res = await get('/api/admin/dashboard', admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminDashboard;
};

/** A professor with his own approved course and live fixtures. */
async function professorWithCourse(name = 'Prof') {
  const prof = await buildUser(t, 'professor', { name });
  const courseId = await approvedCourse(prof);
  return { prof, courseId, live: liveFixtures(t, { admin, prof }) };
}

describe('student dashboard', () => {
  it('is all zeros and empty lists for a new student', async () => {
    const student = await buildUser(t, 'student');
    expect(await studentDashboard(student)).toEqual({
      learning: [],
      upcomingSessions: [],
      privateClassesToPay: [],
      quizResults: [],
      balance: 0,
      notifications: [],
      unreadNotifications: 0,
    });
  });

  it('shows progress most recent first, upcoming sessions soonest first, quiz results and the balance', async () => {
    const { prof, courseId, live } = await professorWithCourse();
    const second = await approvedCourse(prof);
    const student = await buildUser(t, 'student');
    await buyCourse(student, courseId); // funds 10,000 and spends 500
    await buyCourse(student, second); // funds 10,000 again and spends 500
    const blocksOf = async (id: number) =>
      (await get(`/api/courses/${id}/progress`, student.token)).json().sections[0].blocks;
    const [firstBlock] = await blocksOf(courseId);
    const [secondBlock] = await blocksOf(second);
    const tick = (id: number, blockId: number) =>
      t.request({
        method: 'PUT',
        url: `/api/courses/${id}/progress`,
        token: student.token,
        payload: { blockId, completed: true },
      });
    expect((await tick(courseId, firstBlock.blockId)).statusCode).toBe(200);
    expect((await tick(second, secondBlock.blockId)).statusCode).toBe(200);

    const later = await live.approved({
      title: 'Later',
      price: 100,
      scheduledAt: live.inMinutes(3 * 24 * 60),
    });
    const sooner = await live.approved({ title: 'Sooner', price: 100, scheduledAt: live.inMinutes(60) });
    const cancelled = await live.approved({ title: 'Cancelled', price: 100 });
    for (const session of [later, sooner, cancelled])
      expect((await live.buy(student, session.id)).statusCode).toBe(200);
    expect((await live.move(cancelled.id, 'cancelled', prof)).statusCode).toBe(200);
    expect((await live.move(sooner.id, 'starting', prof)).statusCode).toBe(200);

    // A quiz on the first course, answered 2 + 3 of 10 points.
    const quiz = await approvedQuiz(courseId, prof);
    await answerQuiz(student, quiz.id, [1, true, 1]);

    const dashboard = await studentDashboard(student);
    expect(dashboard.learning).toHaveLength(2);
    expect(
      dashboard.learning.map((course) => [
        course.courseId,
        course.percentage,
        course.completed,
        course.total,
      ]),
    ).toEqual([
      [second, 100, 1, 1],
      [courseId, 100, 1, 1],
    ]);
    expect(dashboard.upcomingSessions.map((s) => [s.title, s.joinable])).toEqual([
      ['Sooner', true],
      ['Later', false],
    ]);
    expect(dashboard.quizResults).toHaveLength(1);
    expect(dashboard.quizResults[0]).toMatchObject({
      quizId: quiz.id,
      score: 5,
      totalPoints: 10,
      percentage: 50,
      passed: true,
    });
    // 10,000 after the second top-up, less the second course and three seats, plus the refunded seat.
    expect(dashboard.balance).toBe(10_000 - PRICE - 3 * 100 + 100);
    expect(dashboard.unreadNotifications).toBe(dashboard.notifications.filter((n) => !n.read).length);
  });

  it("holds a section's approved sessions, shows the five soonest, and the five newest notifications with every unread one counted", async () => {
    const { prof, live } = await professorWithCourse();
    const student = await buildUser(t, 'student');
    const bystander = await buildUser(t, 'student');
    // Six seats, soonest at an hour from now, then one a day; the sixth is left out.
    const seats = [];
    for (let day = 5; day >= 0; day--) {
      const session = await live.approved({
        title: `Seat ${day}`,
        price: 0,
        scheduledAt: live.inMinutes(60 + day * 1440),
      });
      expect((await live.buy(student, session.id)).statusCode).toBe(200);
      seats.push(session);
    }
    // A section owned (its rows written here) holds an approved session sooner than every seat, and one not
    // approved, which is not shown; the bystander's seat is not the student's.
    const inSection = await live.approved({ title: 'In section', price: 0, scheduledAt: live.inMinutes(30) });
    const unapproved = await live.schedule({
      title: 'Not approved',
      price: 0,
      scheduledAt: live.inMinutes(20),
    });
    const other = await live.approved({ title: 'Bystander', price: 0, scheduledAt: live.inMinutes(10) });
    expect((await live.buy(bystander, other.id)).statusCode).toBe(200);
    const [section] = (
      await t.ctx.db.execute<{ id: number }>(sql`
        insert into live_sections (professor_id, title, description, price, status)
        values (${prof.user.id}, 'Term', 'Two sessions', 0, 'approved') returning id`)
    ).rows;
    await t.ctx.db.execute(sql`
      insert into live_section_sessions (section_id, session_id)
      values (${section!.id}, ${inSection.id}), (${section!.id}, ${unapproved.id})`);
    await t.ctx.db.execute(sql`
      insert into live_section_purchases (section_id, user_id, amount_paid) values (${section!.id}, ${student.user.id}, 0)`);

    for (let i = 1; i <= 7; i++) {
      await notify(t.ctx, t.ctx.db, {
        userIds: [student.user.id],
        type: 'course_approved',
        text: () => ({ subject: `Note ${i}`, message: `Note ${i}` }),
      });
    }
    const dashboard = await studentDashboard(student);
    expect(dashboard.upcomingSessions.map((s) => s.title)).toEqual([
      'In section',
      'Seat 0',
      'Seat 1',
      'Seat 2',
      'Seat 3',
    ]);
    expect(dashboard.upcomingSessions[0]).toMatchObject({
      id: inSection.id,
      professorName: 'Prof',
      duration: 60,
      status: 'scheduled',
      joinable: false,
      privateClassId: null,
    });
    expect(dashboard.upcomingSessions[0]!.scheduledAt).toBe(new Date(inSection.scheduledAt).toISOString());
    expect(dashboard.notifications.map((n) => n.message)).toEqual([
      'Note 7',
      'Note 6',
      'Note 5',
      'Note 4',
      'Note 3',
    ]);
    expect(dashboard.notifications[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(dashboard.unreadNotifications).toBeGreaterThanOrEqual(7);
    const all = (await get('/api/notifications?limit=100', student.token)).json();
    expect(dashboard.unreadNotifications).toBe(all.unreadCount);
    expect((await studentDashboard(bystander)).upcomingSessions.map((s) => s.title)).toEqual(['Bystander']);
  });

  it('is refused without a token', async () => {
    expect((await get('/api/me/dashboard')).statusCode).toBe(401);
  });
});

describe('professor dashboard', () => {
  it('is all zeros for a professor with nothing yet', async () => {
    const prof = await buildUser(t, 'professor');
    expect(await professorStats(prof)).toEqual({
      today: isoDay(new Date()), // an Algiers date
      courses: { pending: 0, approved: 0, rejected: 0, total: 0 },
      students: 0,
      sales: {
        thisMonth: { count: 0, gross: 0, earnings: 0 },
        lastMonth: { count: 0, gross: 0, earnings: 0 },
      },
      privateClassSales: {
        thisMonth: { count: 0, gross: 0, earnings: 0 },
        lastMonth: { count: 0, gross: 0, earnings: 0 },
      },
      pendingPrivateClasses: 0,
      averageQuizScore: null,
      quizAttempts: 0,
      upcomingSessions: [],
      unansweredComments: 0,
      salesByWeek: [],
    });
  });

  it('counts his courses, distinct students, sales by month and week, quiz average and comments', async () => {
    const { prof, courseId, live } = await professorWithCourse();
    const pending = await post(
      '/api/courses',
      { title: 'Brouillon', sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }] },
      prof.token,
    );
    expect(pending.statusCode).toBe(201);
    const [amine, lina, someoneElses] = await Promise.all([
      buildUser(t, 'student'),
      buildUser(t, 'student'),
      buildUser(t, 'student'),
    ]);
    await buyCourse(amine, courseId);
    const session = await live.approved({ price: 200 });
    expect((await live.buy(amine, session.id)).statusCode).toBe(200); // the same student twice
    expect((await live.fund(lina.user.id, 1000)).statusCode).toBe(200);
    expect((await live.buy(lina, session.id)).statusCode).toBe(200);
    // Another professor's sale is not his.
    await buyCourse(someoneElses, await approvedCourse(await buildUser(t, 'professor')));

    // One sale moved to last month: 1 course sale last month, 2 seats this month.
    await t.ctx.db
      .update(professorEarnings)
      .set({ createdAt: sql`date_trunc('month', now()) - interval '3 days'` })
      .where(eq(professorEarnings.courseId, courseId));

    const quiz = await approvedQuiz(courseId, prof);
    await answerQuiz(amine, quiz.id, [1, true, 0]); // 100 %
    await answerQuiz(amine, quiz.id, [0, false, 1]); // 0 %
    await answerQuiz(amine, quiz.id, [1, false, 1]); // 20 %
    expect(
      (await post(`/api/courses/${courseId}/comments`, { body: 'Merci !' }, amine.token)).statusCode,
    ).toBe(201);

    const stats = await professorStats(prof);
    expect(stats.courses).toEqual({ pending: 1, approved: 1, rejected: 0, total: 2 });
    expect(stats.students).toBe(2);
    const seat = { gross: 200, earnings: (200 * SHARE) / 100 };
    expect(stats.sales.thisMonth).toEqual({ count: 2, gross: 2 * seat.gross, earnings: 2 * seat.earnings });
    expect(stats.sales.lastMonth).toEqual({ count: 1, gross: PRICE, earnings: (PRICE * SHARE) / 100 });
    expect(stats.quizAttempts).toBe(3);
    expect(stats.averageQuizScore).toBe(40); // (100 + 0 + 20) / 3
    expect(stats.unansweredComments).toBe(1);
    expect(stats.upcomingSessions.map((s) => s.id)).toEqual([session.id]);
    const weekTotal = stats.salesByWeek.reduce((sum, week) => sum + week.gross, 0);
    // The last-month sale falls in the chart's twelve weeks too.
    expect(weekTotal).toBe(2 * seat.gross + PRICE);
    expect(stats.salesByWeek.reduce((sum, week) => sum + week.count, 0)).toBe(3);
  });

  it('is for professors only', async () => {
    const student = await buildUser(t, 'student');
    expect((await get('/api/professor/dashboard/stats', student.token)).statusCode).toBe(403);
    expect((await get('/api/professor/dashboard/stats', admin.token)).statusCode).toBe(403);
  });
});

describe('my students', () => {
  it("lists the professor's own buyers only, with purchases, progress and quiz results, searchable", async () => {
    const { prof, courseId, live } = await professorWithCourse();
    const other = await professorWithCourse();
    const karim = await buildUser(t, 'student', { name: 'Karim Ait' });
    const sara = await buildUser(t, 'student', { name: 'Sara Meziane' });
    const notMine = await buildUser(t, 'student', { name: 'Nadia Other' });
    await buyCourse(karim, courseId);
    const session = await live.approved({ title: 'Révision', price: 100 });
    expect((await live.fund(sara.user.id, 500)).statusCode).toBe(200);
    expect((await live.buy(sara, session.id)).statusCode).toBe(200);
    await buyCourse(notMine, other.courseId);
    const [block] = (await get(`/api/courses/${courseId}/progress`, karim.token)).json().sections[0].blocks;
    await t.request({
      method: 'PUT',
      url: `/api/courses/${courseId}/progress`,
      token: karim.token,
      payload: { blockId: block.blockId, completed: true },
    });
    const quiz = await approvedQuiz(courseId, prof);
    await answerQuiz(karim, quiz.id, [1, true, 0]);

    const res = await get('/api/professor/my-students', prof.token);
    expect(res.statusCode).toBe(200);
    const list = res.json() as MyStudentList;
    expect(list.pagination.total).toBe(2);
    expect(list.students.map((s) => s.name)).toEqual(['Sara Meziane', 'Karim Ait']);
    const karimRow = list.students.find((s) => s.id === karim.user.id)!;
    expect(karimRow.courses).toEqual([{ id: courseId, title: 'Analyse', percentage: 100 }]);
    expect(karimRow.quizzes).toEqual({ attempts: 1, passed: 1, averageScore: 100 });
    expect(list.students.find((s) => s.id === sara.user.id)!.sessions).toEqual([
      { id: session.id, title: 'Révision' },
    ]);
    // Each student's own rows only: Karim bought no session, Sara no course and took no quiz.
    expect(karimRow.sessions).toEqual([]);
    expect(list.students.find((s) => s.id === sara.user.id)).toMatchObject({
      courses: [],
      sections: [],
      privateClasses: [],
      quizzes: { attempts: 0, passed: 0, averageScore: null },
    });
    const searched = (
      await get('/api/professor/my-students?search=meziane', prof.token)
    ).json() as MyStudentList;
    expect(searched.pagination.total).toBe(1);
    expect(searched.students.map((s) => s.id)).toEqual([sara.user.id]);
    // A page past the last has no row to carry the total: it is counted on its own, searched or not.
    for (const [query, total] of [
      ['page=9&limit=1', 2],
      ['page=9&limit=1&search=meziane', 1],
    ] as const) {
      const past = (await get(`/api/professor/my-students?${query}`, prof.token)).json() as MyStudentList;
      expect(past.students).toEqual([]);
      expect(past.pagination).toMatchObject({ page: 9, limit: 1, total, totalPages: total });
    }
    const wildcard = (await get('/api/professor/my-students?search=%25', prof.token)).json() as MyStudentList;
    expect(wildcard.pagination.total).toBe(0);

    const theirs = (await get('/api/professor/my-students', other.prof.token)).json() as MyStudentList;
    expect(theirs.students.map((s) => s.id)).toEqual([notMine.user.id]);
    // A section of his, bought by Sara (its rows written here), is listed; another professor's is not.
    const sectionOf = async (owner: TestUser, title: string) => {
      const [row] = (
        await t.ctx.db.execute<{ id: number }>(sql`
          insert into live_sections (professor_id, title, description, price, status)
          values (${owner.user.id}, ${title}, 'Cycle', 0, 'approved') returning id`)
      ).rows;
      await t.ctx.db.execute(sql`
        insert into live_section_purchases (section_id, user_id, amount_paid)
        values (${row!.id}, ${sara.user.id}, 0)`);
      return Number(row!.id);
    };
    const mine = await sectionOf(prof, 'Cycle A');
    await sectionOf(other.prof, 'Cycle B');
    const withSection = (await get('/api/professor/my-students', prof.token)).json() as MyStudentList;
    expect(withSection.students.find((s) => s.id === sara.user.id)!.sections).toEqual([
      { id: mine, title: 'Cycle A' },
    ]);

    const csv = await get('/api/professor/my-students/export', prof.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^name,email,/);
    expect(csv.body).toContain('Analyse (100%)');
    expect(csv.body).not.toContain('Nadia Other');

    // Karim buys another professor's course too: each professor lists him with his own course only.
    const third = await professorWithCourse('Third Prof');
    await buyCourse(karim, third.courseId);
    const karimIn = async (owner: TestUser) =>
      ((await get('/api/professor/my-students', owner.token)).json() as MyStudentList).students.find(
        (s) => s.id === karim.user.id,
      )!;
    expect((await karimIn(prof)).courses).toEqual([{ id: courseId, title: 'Analyse', percentage: 100 }]);
    expect((await karimIn(third.prof)).courses.map((c) => c.id)).toEqual([third.courseId]);
    // A block he marks as not done any more no longer counts.
    const undone = await t.request({
      method: 'PUT',
      url: `/api/courses/${courseId}/progress`,
      token: karim.token,
      payload: { blockId: block.blockId, completed: false },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await karimIn(prof)).courses).toEqual([{ id: courseId, title: 'Analyse', percentage: 0 }]);
  });

  it('is for professors only', async () => {
    const student = await buildUser(t, 'student');
    expect((await get('/api/professor/my-students', student.token)).statusCode).toBe(403);
    expect((await get('/api/professor/my-students/export', student.token)).statusCode).toBe(403);
  });
});

describe('admin dashboard', () => {
  it('is refused to anyone but an admin', async () => {
    const [student, prof] = await Promise.all([buildUser(t, 'student'), buildUser(t, 'professor')]);
    for (const user of [student, prof]) {
      const res = await get('/api/admin/dashboard', user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty('error');
    }
    expect((await get('/api/admin/dashboard')).statusCode).toBe(401);
  });

  it('keeps its figures and queues at most a few seconds and drops them on any write or announcement', async () => {
    const { prof, courseId } = await professorWithCourse('Queue Prof');
    const quiz = await approvedQuiz(courseId, prof);
    const before = await adminDashboard();
    // A sign-up this instance did not serve (another instance, a script) is not seen while the figures are kept…
    await buildUser(t, 'student');
    const kept = await adminDashboard();
    expect(kept.users.student).toBe(before.users.student);
    // …nor a review queue changed without this instance's request or an announcement…
    await t.ctx.db.update(quizzes).set({ status: 'pending' }).where(eq(quizzes.id, quiz.id));
    expect((await adminDashboard()).pending.quizzes).toBe(before.pending.quizzes);
    // …until `counts.changed` (published by every route that moves something into or out of review, on any
    // instance) drops the queues, and the queues only.
    t.ctx.events.publish({ type: 'counts.changed', audience: 'professors' });
    const announced = await adminDashboard();
    expect(announced.pending.quizzes).toBe(before.pending.quizzes + 1);
    expect(announced.users.student).toBe(before.users.student);
    // A write this instance answers drops the queues too: the quiz approved through the API is gone at once.
    const approve = await t.request({
      method: 'PATCH',
      url: `/api/quizzes/admin/quizzes/${quiz.id}/approve`,
      token: admin.token,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await adminDashboard()).pending.quizzes).toBe(before.pending.quizzes);
    // Another instance's `users.changed` drops the figures.
    t.ctx.events.publish({ type: 'users.changed' });
    expect((await adminDashboard()).users.student).toBe(before.users.student + 1);
    // So does any write request this instance answers, even a refused one.
    await buildUser(t, 'student');
    expect((await adminDashboard()).users.student).toBe(before.users.student + 1);
    const refused = await post('/api/points/buy-course', { courseId: 987_654_321 }, admin.token);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await adminDashboard()).users.student).toBe(before.users.student + 2);
    // And without any event, the figures are never older than the bound.
    await buildUser(t, 'student');
    expect((await adminDashboard()).users.student).toBe(before.users.student + 2);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + KEEP_FIGURES_MS + 1);
    try {
      expect((await adminDashboard()).users.student).toBe(before.users.student + 3);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('counts each review queue as the sidebar does', async () => {
    const { prof, courseId, live } = await professorWithCourse('Sidebar Prof');
    const other = await approvedCourse(prof);
    const quiz = await approvedQuiz(courseId, prof);
    await t.ctx.db.update(quizzes).set({ status: 'pending' }).where(eq(quizzes.id, quiz.id));
    await t.ctx.db.execute(sql`update courses set status = 'pending' where id = ${other}`);
    await live.schedule({ title: 'Waiting' });
    const { pending } = await adminDashboard();
    const [sessions, quizCounts] = await Promise.all([
      get('/api/admin/live-sessions-count', admin.token),
      get('/api/admin/pending-quizzes-count', admin.token),
    ]);
    expect(pending).toEqual({
      courses: await pendingCoursesCount(t.ctx.db),
      liveSessions: sessions.json().pending,
      liveSections: (await get('/api/admin/live-sections/pending', admin.token)).json().length,
      quizzes: quizCounts.json().pending,
      privateClasses: (await get('/api/private-classes?status=pending', admin.token)).json().pagination.total,
    });
    expect(pending.courses).toBeGreaterThanOrEqual(1);
    expect(pending.liveSessions).toBeGreaterThanOrEqual(1);
    expect(pending.quizzes).toBeGreaterThanOrEqual(1);
  });

  it('computes its figures once for requests that arrive together, and each gets the same answer', async () => {
    const { courseId } = await professorWithCourse('Burst Prof');
    const buyer = await buildUser(t, 'student');
    const before = await adminDashboard();
    await buyCourse(buyer, courseId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => adminDashboard()));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.month.courseSales).toBe(before.month.courseSales + 1);
  });

  it('matches the rows: accounts, queues, card top-ups, sales and the best sellers', async () => {
    const before = await adminDashboard();
    const { prof, courseId, live } = await professorWithCourse('Top Prof');
    const [a, b] = await Promise.all([buildUser(t, 'student'), buildUser(t, 'student')]);
    await buyCourse(a, courseId);
    await buyCourse(b, courseId);
    const session = await live.approved({ price: 300 });
    expect((await live.buy(a, session.id)).statusCode).toBe(200);
    await live.schedule({ title: 'Waiting for review' });
    // A card top-up through the sandbox: 1,000 points for 800 DZD.
    const pkg = (
      await post('/api/points/packages', { name: 'Pack', points: 1000, price: 800 }, admin.token)
    ).json();
    const checkout = await post('/api/payments/create-checkout', { packageId: pkg.id }, a.token);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const paid = await t.request({
      method: 'POST',
      url: `/api/payments/sandbox/${checkout.json().checkout_id}/pay`,
      payload: {},
    });
    expect(paid.statusCode).toBeLessThan(400);

    const after = await adminDashboard();
    expect(after.users.student - before.users.student).toBe(2);
    expect(after.users.professor - before.users.professor).toBe(1);
    expect(after.users.newThisWeek - before.users.newThisWeek).toBe(3);
    expect(after.users.total).toBe(after.users.student + after.users.professor + after.users.admin);
    expect(after.pending.liveSessions - before.pending.liveSessions).toBe(1);
    expect(after.month.pointsSold - before.month.pointsSold).toBe(1000);
    expect(after.month.revenueDzd - before.month.revenueDzd).toBe(800);
    expect(after.month.courseSales - before.month.courseSales).toBe(2);
    expect(after.month.courseGross - before.month.courseGross).toBe(2 * PRICE);
    expect(after.month.sessionSales - before.month.sessionSales).toBe(1);
    expect(after.month.sessionGross - before.month.sessionGross).toBe(300);
    expect(after.topCourses[0]).toEqual({
      id: courseId,
      title: 'Analyse',
      professorName: 'Top Prof',
      sales: 2,
      gross: 2 * PRICE,
    });
    expect(after.topProfessors[0]).toEqual({
      id: prof.user.id,
      name: 'Top Prof',
      sales: 3,
      gross: 2 * PRICE + 300,
    });
    const today = after.daily.at(-1)!;
    const todayBefore = before.daily.find((day) => day.date === today.date);
    expect(today.gross - (todayBefore?.gross ?? 0)).toBe(2 * PRICE + 300);
    expect(today.revenueDzd - (todayBefore?.revenueDzd ?? 0)).toBe(800);
    expect(today.signups - (todayBefore?.signups ?? 0)).toBe(3);
    // The sidebar's own count routes say the same.
    const counts = (await get('/api/admin/live-sessions-count', admin.token)).json();
    expect(after.pending.liveSessions).toBe(counts.pending);
  });
});

// ── Private classes: built through their own API (request, confirm, pay, cancel) ──

const PC_PRICE = 1000; // per session
const COMMISSION = 20; // the platform's default commission on private classes
const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));
let nextFrom = Date.now() + 2 * 86_400_000;

/** A professor who takes private classes on the material, every day 08:00–20:00 in Algiers. */
async function privateTeacher(name = 'Yasmine Prof') {
  const prof = await buildUser(t, 'professor', { name });
  const res = await t.request({
    method: 'PUT',
    url: '/api/professor/private-class-settings',
    token: prof.token,
    payload: {
      enabled: true,
      price_per_session: PC_PRICE,
      session_minutes: 60,
      timezone: 'Africa/Algiers',
      availability: ALL_WEEK,
      material_ids: [materialId],
      language_level_ids: [],
      bio: '',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return prof;
}

/** Free starting times, later at each call (a professor cannot teach two classes at once). */
function freeTimes(count: number) {
  const starts = candidateStarts({
    slots: ALL_WEEK,
    timeZone: 'Africa/Algiers',
    durationMinutes: 60,
    from: new Date(nextFrom),
    days: 60,
    limit: count,
  });
  nextFrom = starts.at(-1)!.getTime() + 2 * 60 * 60_000;
  return starts.map((d) => d.toISOString());
}

async function requestClass(student: TestUser, prof: TestUser, sessions = 2) {
  const res = await post(
    '/api/private-classes',
    {
      professor_id: prof.user.id,
      material_id: materialId,
      sessions_count: sessions,
      preferred_times: 'evenings',
      phone: '0555123456',
    },
    student.token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function confirmClass(id: number, prof: TestUser, sessions = 2) {
  const res = await t.request({
    method: 'PUT',
    url: `/api/private-classes/${id}/confirm`,
    token: prof.token,
    payload: { schedule: freeTimes(sessions).map((startsAt) => ({ startsAt })) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Requested, confirmed and paid: its individual sessions' ids. */
async function paidClass(student: TestUser, prof: TestUser, sessions = 2) {
  const id = await requestClass(student, prof, sessions);
  await confirmClass(id, prof, sessions);
  await t.request({
    method: 'PUT',
    url: '/api/points/balance',
    token: admin.token,
    payload: { user_id: student.user.id, points: PC_PRICE * sessions },
  });
  const res = await post(`/api/private-classes/${id}/pay`, {}, student.token);
  expect(res.statusCode, res.body).toBe(200);
  return { id, sessionIds: (res.json().private_class.sessions as { id: number }[]).map((s) => s.id) };
}

const cancelClass = async (id: number, by: TestUser) => {
  const res = await post(`/api/private-classes/${id}/cancel`, { reason: 'Plans changed' }, by.token);
  expect(res.statusCode, res.body).toBe(200);
};

describe('private classes on the dashboards', () => {
  it("a paid private class makes its student the professor's student, listed with the class and in the CSV", async () => {
    const prof = await privateTeacher();
    const live = liveFixtures(t, { admin, prof });
    const [paid, held, cancelledEarly, pending, confirmed] = await Promise.all([
      buildUser(t, 'student', { name: 'Paid Student' }),
      buildUser(t, 'student', { name: 'Held Student' }),
      buildUser(t, 'student', { name: 'Early Cancel' }),
      buildUser(t, 'student', { name: 'Pending Student' }),
      buildUser(t, 'student', { name: 'Confirmed Student' }),
    ]);
    const scheduled = await paidClass(paid, prof);
    // One session held, then the professor cancels the rest: still his student (the held session was bought).
    const partly = await paidClass(held, prof);
    for (const status of ['starting', 'live', 'ended'] as const)
      expect((await live.move(partly.sessionIds[0]!, status, prof)).statusCode).toBe(200);
    await cancelClass(partly.id, prof);
    // Cancelled by the student before any session: everything refunded, not a student.
    await cancelClass((await paidClass(cancelledEarly, prof)).id, cancelledEarly);
    // Asked or confirmed but not paid: not students yet.
    await requestClass(pending, prof);
    await confirmClass(await requestClass(confirmed, prof), prof);

    const stats = await professorStats(prof);
    expect(stats.students).toBe(2);
    const list = (await get('/api/professor/my-students', prof.token)).json() as MyStudentList;
    expect(list.pagination.total).toBe(2);
    expect(list.students.map((s) => s.name).sort()).toEqual(['Held Student', 'Paid Student']);
    const paidRow = list.students.find((s) => s.id === paid.user.id)!;
    expect(paidRow.privateClasses).toEqual([
      { id: scheduled.id, subject: 'Maths', sessionsCount: 2, status: 'scheduled' },
    ]);
    // Its individual sessions are the class, not sessions bought one by one.
    expect(paidRow.sessions).toEqual([]);
    expect(list.students.find((s) => s.id === held.user.id)!.privateClasses).toEqual([
      { id: partly.id, subject: 'Maths', sessionsCount: 2, status: 'cancelled' },
    ]);

    const csv = (await get('/api/professor/my-students/export', prof.token)).body;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(',private_classes,');
    expect(csv).toContain('Maths × 2 (scheduled)');
    expect(csv).not.toContain('Early Cancel');
  });

  it('the professor sees his pending requests (the count route agrees), private-class sales and individual sessions', async () => {
    const prof = await privateTeacher();
    const [a, b, c] = await Promise.all([
      buildUser(t, 'student'),
      buildUser(t, 'student'),
      buildUser(t, 'student'),
    ]);
    await requestClass(a, prof);
    await requestClass(b, prof);
    const { id, sessionIds } = await paidClass(c, prof, 3);

    const stats = await professorStats(prof);
    const count = (await get('/api/professor/pending-private-classes-count', prof.token)).json();
    expect(stats.pendingPrivateClasses).toBe(2);
    expect(count).toEqual({ count: 2 });
    const gross = 3 * PC_PRICE;
    const earnings = (gross * (100 - COMMISSION)) / 100;
    expect(stats.privateClassSales.thisMonth).toEqual({ count: 1, gross, earnings });
    expect(stats.sales.thisMonth).toEqual({ count: 1, gross, earnings });
    expect(stats.privateClassSales.lastMonth).toEqual({ count: 0, gross: 0, earnings: 0 });
    expect(stats.upcomingSessions).toHaveLength(3);
    expect(stats.upcomingSessions.map((s) => [s.id, s.privateClassId])).toEqual(
      sessionIds.map((sessionId) => [sessionId, id]),
    );
  });

  it('the student sees classes to pay and the sessions of a paid class once, labelled with the class', async () => {
    const prof = await privateTeacher('Omar Prof');
    const live = liveFixtures(t, { admin, prof });
    const student = await buildUser(t, 'student');
    const waiting = await requestClass(student, prof, 1);
    await confirmClass(waiting, prof, 1);
    await requestClass(student, prof, 1); // still pending: nothing for the student to do
    const { id, sessionIds } = await paidClass(student, prof, 2);
    const publicSession = await live.approved({ title: 'Public', price: 0 });
    expect((await live.buy(student, publicSession.id)).statusCode).toBe(200);
    expect((await live.move(sessionIds[0]!, 'starting', prof)).statusCode).toBe(200);

    const dashboard = await studentDashboard(student);
    expect(dashboard.privateClassesToPay).toHaveLength(1);
    expect(dashboard.privateClassesToPay[0]).toMatchObject({
      id: waiting,
      professorName: 'Omar Prof',
      subject: 'Maths',
      sessionsCount: 1,
      total: PC_PRICE,
    });
    expect(dashboard.privateClassesToPay[0]!.firstSessionAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const ids = dashboard.upcomingSessions.map((s) => s.id);
    expect(ids).toHaveLength(new Set(ids).size);
    const mine = dashboard.upcomingSessions.filter((s) => s.privateClassId === id);
    expect(mine.map((s) => [s.id, s.joinable])).toEqual([
      [sessionIds[0], true],
      [sessionIds[1], false],
    ]);
    expect(dashboard.upcomingSessions.find((s) => s.id === publicSession.id)!.privateClassId).toBeNull();
  });

  it('the admin sees requests waiting for confirmation and the classes paid this month', async () => {
    const before = await adminDashboard();
    const prof = await privateTeacher();
    const [a, b] = await Promise.all([buildUser(t, 'student'), buildUser(t, 'student')]);
    await requestClass(a, prof);
    await paidClass(b, prof, 2);
    const after = await adminDashboard();
    expect(after.pending.privateClasses - before.pending.privateClasses).toBe(1);
    expect(after.month.privateClassSales - before.month.privateClassSales).toBe(1);
    expect(after.month.privateClassGross - before.month.privateClassGross).toBe(2 * PC_PRICE);
    const listed = await get('/api/private-classes?status=pending', admin.token);
    expect(after.pending.privateClasses).toBe(listed.json().pagination.total);
  });
});
