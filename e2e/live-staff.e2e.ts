/**
 * Live teaching, the staff side, end to end (in Arabic, the default): the demo professor schedules a session
 * through the form, the admin approves it from /admin/live-sessions (its sidebar badge counting it first), the
 * professor starts it, goes live, ends it and saves a recording link to the library; a second session is
 * cancelled by the admin with its refund confirmation. Screenshots and axe on every staff page. Sessions are set
 * with tokens from the API (logins are throttled per account); the admin is the test server's second admin.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSession } from '../src/contract/live';
import arLive from '../src/web/locales/ar/live-staff.json';
import arCommon from '../src/web/locales/ar/common.json';
import { ACCOUNTS } from './support/accounts';
import { apiOk } from './support/api';
import { launchBrowser, openPage, waitForApp, type Session } from './support/browser';
import { capture } from './support/capture';
import { escapeRegExp } from './support/locale';
import { loginToken } from './support/sign-in';

const stamp = Date.now().toString(36);
const TITLE = `مراجعة الموجات ${stamp}`;
const SECOND_TITLE = `حصة تُلغى ${stamp}`;

let browser: Browser;
let adminToken = '';
let profToken = '';
let professorId = 0;
let prof: Session;
let admin: Session;

async function sessionWith(token: string): Promise<Session> {
  const session = await openPage(browser);
  await session.page.goto('/');
  await session.page.evaluate((value) => window.localStorage.setItem('token', value), token);
  return session;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await waitForApp(page);
}

/** Three days from now at 18:30 in the browser's zone, as a `datetime-local` input takes it. */
function inThreeDays(): string {
  const date = new Date(Date.now() + 3 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:30`;
}

/** The professor's sessions with this title, read through the API. */
async function sessionTitled(title: string): Promise<LiveSession> {
  const list = await apiOk<{ sessions: LiveSession[] }>(
    'GET',
    `/professors/${professorId}/live-sessions?limit=50`,
    profToken,
  );
  const found = list.sessions.filter((s) => s.title === title);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The professor's card for a session on /professor/live-sessions. */
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

/** A button or link named by its action and the session's title, read after it for screen readers. */
const named = (label: string, title: string) => ({
  name: new RegExp(`^${escapeRegExp(label)}\\s?: ${escapeRegExp(title)}$`),
});

beforeAll(async () => {
  browser = await launchBrowser();
  profToken = await loginToken(ACCOUNTS.professor);
  adminToken = await loginToken(ACCOUNTS.admin2);
  professorId = (await apiOk<{ user: { id: number } }>('GET', '/auth/me', profToken)).user.id;
  prof = await sessionWith(profToken);
  admin = await sessionWith(adminToken);
});

afterAll(async () => {
  await prof?.context.close();
  await admin?.context.close();
  await browser?.close();
});

describe('live teaching, staff side', () => {
  it('the professor schedules a session through the form; it awaits approval', async () => {
    const { page } = prof;
    await open(page, '/professor/create-live-session', arLive.form.createTitle);
    // The form refuses an empty title before sending.
    await page.getByRole('button', { name: arLive.form.submit }).click();
    await page.getByText(arLive.form.fixErrors).waitFor();

    await page.getByLabel(arLive.form.title, { exact: true }).fill(TITLE);
    await page.getByLabel(arLive.form.description).fill('حل تمارين البكالوريا حول الموجات الميكانيكية.');
    await page.getByLabel(arLive.form.tags).fill('فيزياء، بكالوريا');
    await page.getByLabel(arLive.form.when).fill(inThreeDays());
    await page.getByLabel(arLive.form.duration).fill('90');
    await page.getByLabel(arLive.form.maxAttendees).fill('40');
    await page.getByLabel(arLive.form.price).fill('250');
    await capture(page, 'live-staff-create', { waitForApp: true });
    await page.getByRole('button', { name: arLive.form.submit }).click();
    await page.waitForURL('**/professor/live-sessions');
    await page.getByText(arLive.form.created).first().waitFor();
    await card(page, TITLE).waitFor();

    const created = await sessionTitled(TITLE);
    expect(created).toMatchObject({
      status: 'scheduled',
      isApproved: false,
      duration: 90,
      maxAttendees: 40,
      price: 250,
      tags: ['فيزياء', 'بكالوريا'],
    });
    expect(created.scheduledAt.slice(11, 16)).toBe(
      new Date(`${inThreeDays()}:00`).toISOString().slice(11, 16),
    );
    // Not approved: it cannot start yet, and the card says why.
    const own = card(page, TITLE);
    await own.getByText(arLive.list.awaitsApproval).waitFor();
    expect(await own.getByRole('button', named(arLive.actions.starting, TITLE)).count()).toBe(0);
    await capture(page, 'live-staff-professor-list', { waitForApp: true });
  });

  it('the admin sees it counted in the sidebar and approves it from the queue', async () => {
    const { page } = admin;
    await open(page, '/admin/live-sessions', arLive.admin.title);
    const link = page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(arCommon.staffNav.liveSessions) });
    await expect.poll(async () => (await link.textContent()) ?? '').toMatch(/\d/);
    // From the tablet width up, the queue is a table captioned with its title.
    const queue = page.getByRole('table', { name: arLive.admin.queueTitle });
    await queue.getByRole('cell', { name: new RegExp(`^${escapeRegExp(TITLE)}`) }).waitFor();
    await capture(page, 'live-staff-admin', { waitForApp: true });
    await queue.getByRole('button', named(arLive.admin.approve, TITLE)).click();
    await page.getByText(arLive.admin.approved).first().waitFor();
    await expect.poll(async () => (await sessionTitled(TITLE)).isApproved).toBe(true);
  });

  it('the professor starts it, goes live, ends it and saves a recording link', async () => {
    const { page } = prof;
    await open(page, '/professor/live-sessions', arLive.list.title);
    const own = card(page, TITLE);
    await own.getByRole('button', named(arLive.actions.starting, TITLE)).click();
    await own.getByText(arLive.status.starting, { exact: true }).waitFor();
    expect(await own.getByRole('link', named(arLive.actions.openRoom, TITLE)).getAttribute('href')).toMatch(
      /^\/streaming\/\d+$/,
    );
    await own.getByRole('button', named(arLive.actions.live, TITLE)).click();
    await own.getByText(arLive.status.live, { exact: true }).waitFor();
    await own.getByRole('button', named(arLive.actions.ended, TITLE)).click();
    await own.getByText(arLive.status.ended, { exact: true }).waitFor();
    // Ended: no move is offered any more, only saving the recording.
    expect(await own.getByRole('button', named(arLive.actions.live, TITLE)).count()).toBe(0);

    await own.getByRole('button', named(arLive.actions.saveRecording, TITLE)).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(arLive.recording.url).fill('https://videos.example.org/waves.mp4');
    await capture(page, 'live-staff-recording', { scrollToTop: false });
    await dialog.getByRole('button', { name: arLive.recording.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await own.getByText(arLive.list.recorded).waitFor();
    const saved = await sessionTitled(TITLE);
    expect(saved).toMatchObject({ status: 'ended', isRecorded: true });
    expect(saved.recordingUrl).toBe('https://videos.example.org/waves.mp4');
  });

  it('the admin cancels a second session after confirming the refund', async () => {
    await apiOk('POST', `/professors/${professorId}/live-sessions`, profToken, {
      title: SECOND_TITLE,
      scheduledAt: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
      duration: 60,
      maxAttendees: 10,
      price: 100,
    });
    const { page } = admin;
    await open(page, '/admin/live-sessions', arLive.admin.title);
    const queue = page.getByRole('table', { name: arLive.admin.queueTitle });
    await queue.getByRole('cell', { name: new RegExp(`^${escapeRegExp(SECOND_TITLE)}`) }).waitFor();
    await queue.getByRole('button', named(arLive.actions.cancelled, SECOND_TITLE)).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(arLive.cancel.title).waitFor();
    await capture(page, 'live-staff-admin-cancel', { scrollToTop: false });
    await dialog.getByRole('button', { name: arLive.cancel.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(arLive.moved.cancelled).first().waitFor();
    expect((await sessionTitled(SECOND_TITLE)).status).toBe('cancelled');
    // The filters stay in the address.
    await page.getByLabel(arLive.admin.status).selectOption('cancelled');
    await page.waitForURL(/status=cancelled/);
    await page
      .getByRole('table', { name: arLive.admin.allTitle })
      .getByRole('cell', { name: new RegExp(`^${escapeRegExp(SECOND_TITLE)}`) })
      .waitFor();
  });

  it('the professor’s sections page lists own sessions to bundle', async () => {
    const { page } = prof;
    await open(page, '/professor/live-sections', arLive.sections.pageTitle);
    await page.getByRole('checkbox', { name: new RegExp(TITLE) }).waitFor();
    await capture(page, 'live-staff-sections', { waitForApp: true });
    expect(prof.pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
  });
});
