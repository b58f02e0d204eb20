/**
 * Issue 18 in a browser: each role's dashboard with real figures (axe on a phone and a desktop), a student's
 * progress on the course page (tick, bar, "Continue where you left off") reaching the dashboard, and the
 * professor's own students.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, MyStudentList, ProfessorDashboardStats } from '../src/contract/dashboards';
import type { CourseList } from '../src/contract/courses';
import type { EarningsReport } from '../src/contract/points';
import type { TeacherProfile } from '../src/contract/private-classes';
import type { UserList } from '../src/contract/users';
import arDashboards from '../src/web/locales/ar/dashboards.json';
import arProgress from '../src/web/locales/ar/progress.json';
import arCharts from '../src/web/locales/ar/charts.json';
import { DASHBOARDS } from './support/accounts';
import { api, apiOk } from './support/api';
import {
  DESKTOP,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  PHONE,
  waitForApp,
} from './support/browser';
import { fundedStudent, type FundedStudent } from './support/live';
import { escapeRegExp, fill } from './support/locale';
import { loginToken } from './support/sign-in';

const ar = { dashboards: arDashboards, progress: arProgress, charts: arCharts };
const VIEWPORTS = [
  { name: 'desktop', viewport: DESKTOP, isMobile: false },
  { name: 'phone', viewport: PHONE, isMobile: true },
] as const;

let browser: Browser;
let adminToken: string;
let professorToken: string;
let professorId: number;
let student: FundedStudent;
let courseId: number;

/** A page signed in with `token`, at the given viewport. */
async function signedIn(token: string, viewport: (typeof VIEWPORTS)[number]) {
  const session = await openPage(browser, { viewport: viewport.viewport, isMobile: viewport.isMobile });
  await session.page.goto('/');
  await session.page.evaluate((value) => window.localStorage.setItem('token', value), token);
  return session;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

/** The page is no wider than the screen (nothing to scroll sideways). */
async function expectFitsScreen(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} is wider than the screen`).toBeLessThanOrEqual(1);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [adminToken, professorToken] = await Promise.all([loginToken('admin2'), loginToken('professor')]);
  professorId = (await apiOk<{ user: { id: number } }>('GET', '/auth/me', professorToken)).user.id;
  student = await fundedStudent(adminToken, 'Lina Dashboard', 100_000);
  const list = await apiOk<CourseList>('GET', '/courses?status=approved&limit=100', null);
  const course = list.courses.find((c) => c.createdBy === professorId && c.price !== null);
  expect(course, 'a priced approved course of the demo professor').toBeDefined();
  courseId = course!.id;
  await apiOk('POST', '/points/buy-course', student.token, { courseId, expectedPrice: course!.price });
});

afterAll(async () => {
  await browser?.close();
});

describe('the student', () => {
  it('ticks a lesson on the course page, continues where he left off and finds it on his dashboard', async () => {
    const { page, context, pageErrors } = await signedIn(student.token, VIEWPORTS[0]);
    await open(page, DASHBOARDS.student);
    await page.getByRole('heading', { name: ar.dashboards.student.continue }).waitFor();
    await page.getByText(ar.dashboards.student.noLearning).waitFor();
    await expectNoAxeViolations(page, 'student dashboard, nothing started');

    await open(page, `/coursesList/courses/${courseId}`);
    await page.getByRole('button', { name: ar.progress.start }).waitFor();
    const bar = page.getByRole('progressbar').first();
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    const ticks = page.getByRole('checkbox', { name: ar.progress.markDone });
    const total = await ticks.count();
    expect(total).toBeGreaterThan(0);
    // A click, not `check()`: `check()` reads the box's state right after its click, before a loaded machine had
    // rendered it (a CI failure); what must follow is asserted below, waiting: the progress bar, the box done.
    await ticks.first().click();
    const expected = Math.floor(100 / total);
    await page.waitForFunction(
      (value) => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === value,
      String(expected),
    );
    await page.getByRole('checkbox', { name: ar.progress.done }).first().waitFor();
    const progress = await apiOk<{ percentage: number; completed: number }>(
      'GET',
      `/courses/${courseId}/progress`,
      student.token,
    );
    expect(progress).toMatchObject({ percentage: expected, completed: 1 });
    if (total > 1) {
      await page.getByRole('button', { name: ar.progress.continue }).click();
      // The next block takes the focus (a PDF coming into view counts as opened, so progress may grow).
      await page.waitForFunction(() => document.activeElement?.id.startsWith('block-') === true);
    }
    await expectNoAxeViolations(page, 'course page with progress');

    await open(page, DASHBOARDS.student);
    const learning = page.locator('section[aria-labelledby="continue-title"]');
    await learning.getByRole('link', { name: new RegExp(escapeRegExp(await courseTitle())) }).waitFor();
    const now = await apiOk<{ percentage: number }>('GET', `/courses/${courseId}/progress`, student.token);
    expect(now.percentage).toBeGreaterThanOrEqual(expected);
    expect(await learning.getByRole('progressbar').first().getAttribute('aria-valuenow')).toBe(
      String(now.percentage),
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sees a private class the professor confirmed, with Pay leading to the private classes page', async () => {
    const teacher = await apiOk<TeacherProfile>('GET', `/professors/${professorId}`, null);
    expect(teacher.next_slots.length, 'the demo professor has free times').toBeGreaterThan(0);
    const request = await apiOk<{ id: number }>('POST', '/private-classes', student.token, {
      professor_id: professorId,
      material_id: teacher.materials[0]!.id,
      sessions_count: 1,
      preferred_times: 'evenings',
      phone: '0555123456',
    });
    await apiOk('PUT', `/private-classes/${request.id}/confirm`, professorToken, {
      schedule: [{ startsAt: teacher.next_slots.at(-1)! }],
    });
    const { page, context, pageErrors } = await signedIn(student.token, VIEWPORTS[0]);
    await open(page, DASHBOARDS.student);
    const panel = page.locator('section[aria-labelledby="private-classes-to-pay-title"]');
    await panel.getByRole('heading', { name: ar.dashboards.student.toPay }).waitFor();
    const pay = panel.getByRole('link', {
      name: new RegExp(escapeRegExp(ar.dashboards.student.pay.split(' ')[0]!)),
    });
    expect(await pay.getAttribute('href')).toBe('/TTHPrivateClasses');
    await expectNoAxeViolations(page, 'student dashboard with a private class to pay');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)('has an accessible dashboard on a $name', async (viewport) => {
    const { page, context, pageErrors } = await signedIn(student.token, viewport);
    await open(page, DASHBOARDS.student);
    await page.getByRole('heading', { name: ar.dashboards.student.quizResults }).waitFor();
    await page.getByRole('link', { name: new RegExp(escapeRegExp(ar.dashboards.student.balance)) }).waitFor();
    await expectNoAxeViolations(page, `student dashboard (${viewport.name})`);
    await expectFitsScreen(page, `student dashboard (${viewport.name})`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the professor', () => {
  it.each(VIEWPORTS)('sees his real figures and sales chart on a $name', async (viewport) => {
    const stats = await apiOk<ProfessorDashboardStats>('GET', '/professor/dashboard/stats', professorToken);
    const { page, context, pageErrors } = await signedIn(professorToken, viewport);
    await open(page, DASHBOARDS.professor);
    const students = page.getByRole('link', {
      name: new RegExp(escapeRegExp(ar.dashboards.professor.students)),
    });
    await students.waitFor();
    expect(await students.getAttribute('href')).toBe('/professor/my-students');
    expect(await students.innerText()).toContain(stats.students.toLocaleString('ar-DZ'));
    const privateClasses = page.getByRole('link', {
      name: new RegExp(escapeRegExp(ar.dashboards.professor.pendingPrivateClasses)),
    });
    expect(await privateClasses.getAttribute('href')).toBe('/professor/private-classes');
    expect(await privateClasses.innerText()).toContain(stats.pendingPrivateClasses.toLocaleString('ar-DZ'));
    if (stats.salesByWeek.length > 0) {
      await page.getByText(ar.charts.showTable).first().click();
      await page.getByRole('table').first().waitFor();
    }
    await expectNoAxeViolations(page, `professor dashboard (${viewport.name})`);
    await expectFitsScreen(page, `professor dashboard (${viewport.name})`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('lists his own students, the new buyer among them, and searches them', async () => {
    const list = await apiOk<MyStudentList>(
      'GET',
      `/professor/my-students?search=${encodeURIComponent(student.email)}`,
      professorToken,
    );
    expect(list.students.map((s) => s.id)).toEqual([student.id]);
    const { page, context, pageErrors } = await signedIn(professorToken, VIEWPORTS[1]);
    await open(page, '/professor/my-students');
    await page.getByLabel(ar.dashboards.myStudents.search).fill(student.email);
    await page.getByRole('heading', { level: 2, name: student.name }).waitFor();
    await page.getByText(fill(ar.dashboards.myStudents.count_one, { count: 1 })).waitFor();
    await expectNoAxeViolations(page, 'my students (phone)');
    await expectFitsScreen(page, 'my students (phone)');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the admin', () => {
  it.each(VIEWPORTS)('sees numbers that match the lists they link to on a $name', async (viewport) => {
    const [dashboard, students] = await Promise.all([
      apiOk<AdminDashboard>('GET', '/admin/dashboard', adminToken),
      apiOk<UserList>('GET', '/users?role=student&limit=1', adminToken),
    ]);
    expect(dashboard.users.student).toBe(students.pagination.total);
    const { page, context, pageErrors } = await signedIn(adminToken, viewport);
    await open(page, DASHBOARDS.admin);
    const link = page.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(ar.dashboards.admin.students)}`),
    });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/admin/users?role=student');
    expect(await link.innerText()).toContain(dashboard.users.student.toLocaleString('ar-DZ'));
    // This month's money opens the earnings report on this month, which counts the same top-ups and sales.
    const period = `from=${dashboard.month.from}&to=${dashboard.today}`;
    const revenue = page.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(ar.dashboards.admin.revenue)}`),
    });
    expect(await revenue.getAttribute('href')).toBe(`/admin/earnings?${period}`);
    const report = await apiOk<EarningsReport>('GET', `/admin/earnings?${period}`, adminToken);
    expect(report.top_ups.card_dzd).toBe(dashboard.month.revenueDzd);
    const courseSales = report.by_kind.find((row) => row.kind === 'course')?.sales ?? 0;
    expect(courseSales).toBe(dashboard.month.courseSales);
    await page.getByRole('heading', { name: ar.dashboards.admin.queues }).waitFor();
    await expectNoAxeViolations(page, `admin dashboard (${viewport.name})`);
    await expectFitsScreen(page, `admin dashboard (${viewport.name})`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('is refused to the professor by the API', async () => {
    expect((await api('GET', '/admin/dashboard', professorToken)).status).toBe(403);
  });
});

async function courseTitle(): Promise<string> {
  return (await apiOk<{ title: string }>('GET', `/courses/${courseId}`, student.token)).title;
}
