/**
 * Live teaching, the staff side beyond the loop of e2e/live-loop.e2e.ts (which schedules through the form,
 * approves, starts, goes live, ends and uploads a recording): saving a recording as a link, the admin's cancel
 * with its refund confirmation and the filters in the address, and the professor's live sections page.
 * Sessions are set up through the API with tokens (logins are throttled per account); the admin is the test
 * server's second admin. Screenshots and axe on each page state.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arLive from '../src/web/locales/ar/live-staff.json';
import { ACCOUNTS } from './support/accounts';
import { apiOk } from './support/api';
import { launchBrowser, type Session } from './support/browser';
import { capture } from './support/capture';
import { named, openAt, sessionCard, sessionTitled, sessionWith } from './support/live';
import { escapeRegExp } from './support/locale';
import { loginToken } from './support/sign-in';

const stamp = Date.now().toString(36);
const TITLE = `مراجعة الموجات ${stamp}`;
const SECOND_TITLE = `حصة تُلغى ${stamp}`;
const RECORDING_URL = 'https://videos.example.org/waves.mp4';

let browser: Browser;
let adminToken = '';
let profToken = '';
let professorId = 0;
let prof: Session;
let admin: Session;

beforeAll(async () => {
  browser = await launchBrowser();
  profToken = await loginToken(ACCOUNTS.professor);
  adminToken = await loginToken(ACCOUNTS.admin2);
  professorId = (await apiOk<{ user: { id: number } }>('GET', '/auth/me', profToken)).user.id;
  prof = await sessionWith(browser, profToken);
  admin = await sessionWith(browser, adminToken);
});

afterAll(async () => {
  await prof?.context.close();
  await admin?.context.close();
  await browser?.close();
});

describe('live teaching, staff side', () => {
  it('the professor saves an ended session’s recording as a link', async () => {
    const { id } = await apiOk<{ id: number }>(
      'POST',
      `/professors/${professorId}/live-sessions`,
      profToken,
      {
        title: TITLE,
        scheduledAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
        duration: 90,
        maxAttendees: 40,
        price: 250,
      },
    );
    await apiOk('PATCH', `/live-sessions/${id}/admin`, adminToken, { isApproved: true });
    for (const status of ['starting', 'live', 'ended'])
      await apiOk('PATCH', `/live-sessions/${id}`, profToken, { status });

    const { page } = prof;
    await openAt(page, '/professor/live-sessions', arLive.list.title);
    const own = sessionCard(page, TITLE);
    await own.getByText(arLive.status.ended, { exact: true }).waitFor();
    await own.getByRole('button', named(arLive.actions.saveRecording, TITLE)).click();
    const dialog = page.getByRole('dialog');
    // An address that is not one is refused in the dialog.
    await dialog.getByLabel(arLive.recording.url).fill('waves');
    await dialog.getByRole('button', { name: arLive.recording.save }).click();
    expect(await dialog.getByLabel(arLive.recording.url).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel(arLive.recording.url).fill(RECORDING_URL);
    await capture(page, 'live-staff-recording', { scrollToTop: false });
    await dialog.getByRole('button', { name: arLive.recording.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await own.getByText(arLive.list.recorded).waitFor();
    await own.getByRole('button', named(arLive.actions.replaceRecording, TITLE)).waitFor();
    const saved = await sessionTitled(professorId, profToken, TITLE);
    expect(saved).toMatchObject({ status: 'ended', isRecorded: true, recordingUrl: RECORDING_URL });
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
    await openAt(page, '/admin/live-sessions', arLive.admin.title);
    const queue = page.getByRole('table', { name: arLive.admin.queueTitle });
    await queue.getByRole('cell', { name: new RegExp(`^${escapeRegExp(SECOND_TITLE)}`) }).waitFor();
    await queue.getByRole('button', named(arLive.actions.cancelled, SECOND_TITLE)).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(arLive.cancel.title).waitFor();
    await capture(page, 'live-staff-admin-cancel', { scrollToTop: false });
    await dialog.getByRole('button', { name: arLive.cancel.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(arLive.moved.cancelled).first().waitFor();
    expect((await sessionTitled(professorId, profToken, SECOND_TITLE)).status).toBe('cancelled');
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
    await openAt(page, '/professor/live-sections', arLive.sections.pageTitle);
    await page.getByRole('checkbox', { name: new RegExp(TITLE) }).waitFor();
    await capture(page, 'live-staff-sections', { waitForApp: true });
    expect(prof.pageErrors).toEqual([]);
    expect(admin.pageErrors).toEqual([]);
  });
});
