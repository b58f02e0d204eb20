/**
 * Issue 15's loop through the real pages (Arabic, the default): a new student finds the demo professor Benali on
 * /TTHPrivateClasses and asks him for one session in the dialog; Benali accepts it on /professor/private-classes
 * by picking a time on the week calendar; the student pays with points; Benali starts the individual session on
 * /professor/live-sessions; both enter the room on /streaming/{id} (the student through Join on
 * /TTHPrivateClasses). The admin finds the class on /admin/private-classes. axe and screenshots on every new page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arStaff from '../src/web/locales/ar/live-staff.json';
import ar from '../src/web/locales/ar/private-classes.json';
import { ACCOUNTS } from './support/accounts';
import { apiOk } from './support/api';
import { launchBrowser, type Session } from './support/browser';
import { capture } from './support/capture';
import {
  JITSI,
  fundedStudent,
  named,
  openAt,
  sessionCard,
  sessionWith,
  standInJitsi,
  type FundedStudent,
} from './support/live';
import { fill } from './support/locale';
import { loginToken } from './support/sign-in';

const BENALI = 'أ. سمير بن علي';
const PRICE = 1200;
const LEFT_OVER = 300;

let browser: Browser;
let profToken = '';
let adminToken = '';
let professorId = 0;
let buyer: FundedStudent;
let prof: Session;
let admin: Session;
let student: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  profToken = await loginToken(ACCOUNTS.professor);
  adminToken = await loginToken(ACCOUNTS.admin2);
  professorId = (await apiOk<{ user: { id: number } }>('GET', '/auth/me', profToken)).user.id;
  buyer = await fundedStudent(adminToken, `سلمى بلقاسم ${Date.now().toString(36)}`, PRICE + LEFT_OVER);
  prof = await sessionWith(browser, profToken);
  admin = await sessionWith(browser, adminToken);
  student = await sessionWith(browser, buyer.token);
  await standInJitsi(student.page);
  await standInJitsi(prof.page);
});

afterAll(async () => {
  await browser?.close();
});

const requestCard = (session: Session, heading: string) =>
  session.page.getByRole('listitem').filter({ has: session.page.getByRole('heading', { name: heading }) });

describe('private classes, the whole loop', () => {
  it('requested, confirmed with a schedule, paid, and joined by both', { timeout: 240_000 }, async () => {
    // ── The student finds Benali and asks for one session ──
    const { page } = student;
    await openAt(page, '/TTHPrivateClasses', ar.page.title);
    await capture(page, 'private-classes', { waitForApp: true });
    await page.getByRole('button', { name: fill(ar.card.requestNamed, { name: BENALI }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(ar.request.title, { name: BENALI }) });
    await dialog.waitFor();
    await dialog.getByLabel(ar.request.sessions).fill('1');
    await dialog.getByRole('group', { name: ar.request.dates }).getByRole('button').first().click();
    await dialog.getByLabel(ar.request.phone).fill('0555 44 33 22');
    await dialog.getByLabel(ar.request.note).fill('مراجعة الدوال الأسية.');
    await capture(page, 'private-classes-request-dialog', { scrollToTop: false });
    await dialog.getByRole('button', { name: ar.request.send }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(ar.request.sent).waitFor();
    const mine = requestCard(student, fill(ar.requestCard.with, { name: BENALI }));
    await mine.getByText(ar.status.pending).first().waitFor();

    // ── Benali accepts it with a time from his week calendar ──
    {
      const { page: p } = prof;
      await openAt(p, '/professor/private-classes', ar.staff.professorTitle);
      const card = requestCard(prof, fill(ar.requestCard.from, { name: buyer.name }));
      await card.getByRole('button', { name: fill(ar.staff.acceptNamed, { name: buyer.name }) }).click();
      const calendar = p.getByRole('dialog', { name: fill(ar.schedule.title, { name: buyer.name }) });
      await calendar.waitFor();
      const slot = calendar.locator('button[aria-pressed="false"]').first();
      if ((await slot.count()) === 0) await calendar.getByRole('button', { name: ar.schedule.next }).click();
      await calendar.locator('button[aria-pressed="false"]').first().click();
      await capture(p, 'private-classes-schedule', { scrollToTop: false });
      await calendar.getByRole('button', { name: ar.schedule.confirm }).click();
      await calendar.waitFor({ state: 'detached' });
      await p.getByText(ar.staff.accepted).waitFor();
      await capture(p, 'private-classes-professor', { waitForApp: true });
    }

    // ── The student pays with points ──
    await openAt(page, '/TTHPrivateClasses', ar.page.title);
    await mine.getByText(ar.status.confirmed).waitFor();
    await mine.getByRole('button', { name: fill(ar.mine.payNamed, { name: BENALI }) }).click();
    const pay = page.getByRole('dialog', { name: ar.pay.title });
    await pay.getByRole('button', { name: ar.pay.confirm }).click();
    await pay.waitFor({ state: 'detached' });
    await page.getByText(ar.pay.done).waitFor();
    await mine.getByText(ar.status.scheduled).waitFor();
    expect((await apiOk<{ balance: number }>('GET', '/points/balance', buyer.token)).balance).toBe(LEFT_OVER);
    const sessions = await apiOk<{ sessions: { id: number; title: string }[] }>(
      'GET',
      '/points/my-individual-live-sessions',
      buyer.token,
    );
    expect(sessions.sessions).toHaveLength(1);
    const { id: sessionId, title } = sessions.sessions[0]!;

    // ── Benali starts the individual session like any live session, and opens its room ──
    {
      const { page: p } = prof;
      await openAt(p, '/professor/live-sessions', arStaff.list.title);
      const own = sessionCard(p, title);
      await own.getByRole('button', named(arStaff.actions.starting, title)).click();
      await own.getByText(arStaff.status.starting, { exact: true }).waitFor();
      await p.goto(`/streaming/${sessionId}`);
      await p.locator('iframe').waitFor();
      expect((await p.locator('iframe').getAttribute('src'))?.startsWith(JITSI)).toBe(true);
    }

    // ── The student joins from /TTHPrivateClasses ──
    await openAt(page, '/TTHPrivateClasses', ar.page.title);
    const join = mine.getByRole('link', {
      name: fill(ar.sessions.joinNamed, { label: fill(ar.sessions.number, { number: 1 }) }),
    });
    await join.click();
    await page.waitForURL(`**/streaming/${sessionId}`);
    await page.locator('iframe').waitFor();
    expect((await page.locator('iframe').getAttribute('src'))?.startsWith(JITSI)).toBe(true);

    // ── The admin sees it, and the other new pages pass axe ──
    {
      const { page: p } = admin;
      await openAt(p, '/admin/private-classes?status=scheduled', ar.staff.adminTitle);
      await requestCard(
        admin,
        fill(ar.requestCard.between, { student: buyer.name, professor: BENALI }),
      ).waitFor();
      await capture(p, 'private-classes-admin', { waitForApp: true });
      // Every status, narrowed to this student by a fragment of their name: their one class is left.
      await openAt(p, '/admin/private-classes?status=', ar.staff.adminTitle);
      await p.getByRole('searchbox', { name: ar.staff.search }).fill(buyer.name.split(' ').at(-1)!);
      await p.getByRole('button', { name: ar.staff.searchAction, exact: true }).click();
      await p.waitForURL(/[?&]q=/);
      const between = fill(ar.requestCard.between, { student: buyer.name, professor: BENALI });
      await requestCard(admin, between).waitFor();
      const cards = p
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: p.getByRole('heading', { level: 2 }) });
      await expect.poll(() => cards.count()).toBe(1);
      await openAt(p, '/admin/private-class-settings', ar.admin.title);
      await capture(p, 'private-class-settings-admin', { waitForApp: true });
    }
    await openAt(prof.page, '/professor/settings', ar.settings.title);
    await capture(prof.page, 'professor-settings', { waitForApp: true });
    await openAt(page, `/teachers/${professorId}`, BENALI);
    await capture(page, 'teacher-profile', { waitForApp: true });
    await openAt(page, `/TTHTeacherProfile?id=${professorId}`, BENALI);

    expect(student.pageErrors).toEqual([]);
    expect(prof.pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
  });
});
