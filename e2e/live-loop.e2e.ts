/**
 * Issue 13's loop through the real pages, in three browser contexts (Arabic, the default): the demo professor
 * schedules a session on /professor/create-live-session (no meeting link of his own, so the room is a Jitsi
 * room), the admin approves it on /admin/live-sessions, a new student (registered and funded through the API)
 * buys a seat on /TTHLiveClasses and finds it on /TTHSession without Join; the professor starts it and goes
 * live on /professor/live-sessions, the student's page shows Join at its next poll (the page clock is moved on)
 * and the room opens in the frame on /streaming/{id}; the professor ends it and uploads the recording, which the
 * student then finds on /TTHSession and plays on /streaming/{id}. axe and screenshots on each new page state.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arLive from '../src/web/locales/ar/live.json';
import arStaff from '../src/web/locales/ar/live-staff.json';
import arNotifications from '../src/web/locales/ar/notifications.json';
import arStaffArea from '../src/web/locales/ar/staff-area.json';
import { MP4 } from '../src/server/test/files';
import { ACCOUNTS } from './support/accounts';
import { apiOk } from './support/api';
import { launchBrowser, type Session } from './support/browser';
import { capture } from './support/capture';
import {
  JITSI,
  fundedStudent,
  localDateTimeIn,
  named,
  numberIn,
  openAt,
  sessionCard,
  sessionTitled,
  sessionWith,
  standInJitsi,
  type FundedStudent,
} from './support/live';
import { escapeRegExp, fill } from './support/locale';
import { loginToken } from './support/sign-in';

const TITLE = `حصة مباشرة: الاحتمالات الشرطية ${Date.now().toString(36)}`;
const PRICE = 200;
const LEFT_OVER = 50;

let browser: Browser;
let profToken = '';
let professorId = 0;
let buyer: FundedStudent;
let prof: Session;
let admin: Session;
let student: Session;

const prefix = (template: string) => template.split('{{')[0]!.trim();

beforeAll(async () => {
  browser = await launchBrowser();
  profToken = await loginToken(ACCOUNTS.professor);
  const adminToken = await loginToken(ACCOUNTS.admin2);
  professorId = (await apiOk<{ user: { id: number } }>('GET', '/auth/me', profToken)).user.id;
  buyer = await fundedStudent(adminToken, 'ليلى قاسمي', PRICE + LEFT_OVER);
  prof = await sessionWith(browser, profToken);
  admin = await sessionWith(browser, adminToken);
  student = await sessionWith(browser, buyer.token);
  await standInJitsi(student.page);
});

afterAll(async () => {
  await browser?.close();
});

describe('live teaching, the whole loop', () => {
  // Three contexts and nine captures on a shared 2-core machine: more than the default minute.
  it(
    'scheduled, approved, bought, joined when live, and watched as a recording afterwards',
    { timeout: 180_000 },
    async () => {
      // ── The professor schedules it, without a meeting link of his own ──
      {
        const { page } = prof;
        await openAt(page, '/professor/create-live-session', arStaff.form.createTitle);
        // The form refuses an empty title before sending.
        await page.getByRole('button', { name: arStaff.form.submit }).click();
        await page.getByText(arStaff.form.fixErrors).waitFor();

        await page.getByLabel(arStaff.form.title, { exact: true }).fill(TITLE);
        await page
          .getByLabel(arStaff.form.description)
          .fill('قانون الاحتمالات الكلية ودستور بايز، مع تمارين البكالوريا.');
        await page.getByLabel(arStaff.form.tags).fill('رياضيات، بكالوريا');
        await page.getByLabel(arStaff.form.when).fill(localDateTimeIn(1));
        await page.getByLabel(arStaff.form.duration).fill('90');
        await page.getByLabel(arStaff.form.maxAttendees).fill('20');
        await page.getByLabel(arStaff.form.price).fill(String(PRICE));
        expect(await page.getByLabel(arStaff.form.meetingUrl).inputValue()).toBe('');
        await capture(page, 'live-staff-create', { waitForApp: true });
        await page.getByRole('button', { name: arStaff.form.submit }).click();
        await page.waitForURL('**/professor/live-sessions');
        await page.getByText(arStaff.form.created).first().waitFor();

        const own = sessionCard(page, TITLE);
        await own.getByText(arStaff.list.awaitsApproval).waitFor();
        expect(await own.getByRole('button', named(arStaff.actions.starting, TITLE)).count()).toBe(0);
        const created = await sessionTitled(professorId, profToken, TITLE);
        expect(created).toMatchObject({
          status: 'scheduled',
          isApproved: false,
          duration: 90,
          maxAttendees: 20,
          price: PRICE,
          tags: ['رياضيات', 'بكالوريا'],
        });
        expect(created.scheduledAt.slice(11, 16)).toBe(
          new Date(`${localDateTimeIn(1)}:00`).toISOString().slice(11, 16),
        );
        await capture(page, 'live-staff-professor-list', { waitForApp: true });
      }
      const sessionId = (await sessionTitled(professorId, profToken, TITLE)).id;

      // ── The admin sees it counted in the sidebar and approves it ──
      {
        const { page } = admin;
        await openAt(page, '/admin/live-sessions', arStaff.admin.title);
        const link = page
          .getByRole('navigation')
          .getByRole('link', { name: new RegExp(arStaffArea.staffNav.liveSessions) });
        await expect.poll(async () => numberIn(await link.textContent())).toBeGreaterThan(0);
        const queue = page.getByRole('table', { name: arStaff.admin.queueTitle });
        await queue.getByRole('cell', { name: new RegExp(`^${escapeRegExp(TITLE)}`) }).waitFor();
        await capture(page, 'live-staff-admin', { waitForApp: true });
        await queue.getByRole('button', named(arStaff.admin.approve, TITLE)).click();
        await page.getByText(arStaff.admin.approved).first().waitFor();
        await expect
          .poll(async () => (await sessionTitled(professorId, profToken, TITLE)).isApproved)
          .toBe(true);
      }

      // ── The student buys a seat on /TTHLiveClasses: the dialog shows the balance before and after ──
      const { page } = student;
      await openAt(page, '/TTHLiveClasses', arLive.classes.title);
      const card = sessionCard(page, TITLE);
      await card.getByRole('button', { name: fill(arLive.buy.buyNamed, { title: TITLE }) }).click();
      const dialog = page.getByRole('dialog', { name: arLive.buy.confirmTitle });
      await dialog.waitFor();
      const amount = (term: string) =>
        dialog.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
      await expect
        .poll(async () => numberIn(await amount(arLive.buy.balance).textContent()))
        .toBe(PRICE + LEFT_OVER);
      expect(numberIn(await amount(arLive.buy.after).textContent())).toBe(LEFT_OVER);
      await capture(page, 'live-buy-dialog', { scrollToTop: false });
      await dialog.getByRole('button', { name: new RegExp(prefix(arLive.buy.confirm)) }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByRole('link', { name: arLive.buy.owned }).waitFor();
      const balance = await apiOk<{ balance: number }>('GET', '/points/balance', buyer.token);
      expect(balance.balance).toBe(LEFT_OVER);
      await capture(page, 'live-classes', { waitForApp: true });

      // ── On /TTHSession, upcoming: no Join yet. The page clock is faked from here so its poll can be hurried ──
      await page.clock.install();
      await openAt(page, '/TTHSession', arLive.mine.title);
      const mine = sessionCard(page, TITLE);
      await mine.getByText(arLive.status.scheduled, { exact: true }).waitFor();
      const join = page.getByRole('link', { name: fill(arLive.join.buttonNamed, { title: TITLE }) });
      expect(await join.count()).toBe(0);
      expect(await mine.getByText(arLive.mine.joinLater).count()).toBe(1);
      await capture(page, 'live-my-sessions-upcoming', { waitForApp: true });

      // ── The professor starts it and goes live ──
      {
        const { page: profPage } = prof;
        await openAt(profPage, '/professor/live-sessions', arStaff.list.title);
        const own = sessionCard(profPage, TITLE);
        await own.getByRole('button', named(arStaff.actions.starting, TITLE)).click();
        await own.getByText(arStaff.status.starting, { exact: true }).waitFor();
        expect(await own.getByRole('link', named(arStaff.actions.openRoom, TITLE)).getAttribute('href')).toBe(
          `/streaming/${sessionId}`,
        );
        await own.getByRole('button', named(arStaff.actions.live, TITLE)).click();
        await own.getByText(arStaff.status.live, { exact: true }).waitFor();
      }

      // ── The student's page, at its next polls (sessions every 30 s, notifications every minute), shows
      // the session live with Join and the bell counts the news ──
      await page.clock.fastForward('01:01');
      await join.waitFor();
      await mine.getByText(arLive.status.live, { exact: true }).waitFor();
      expect(await join.getAttribute('href')).toBe(`/streaming/${sessionId}`);
      expect(await mine.getByText(arLive.mine.joinLater).count()).toBe(0);

      // The buyer was told: the bell counts the notification and leads to the sessions.
      const bell = page.getByRole('button', { name: new RegExp(`^${arNotifications.bell.label}،`) });
      await bell.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.locator('a[href="/TTHSession"]').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');

      // ── The room: the Jitsi room embedded, with a link to open it in a tab ──
      await join.click();
      await page.waitForURL(`**/streaming/${sessionId}`);
      const frame = page.locator('iframe');
      await frame.waitFor();
      const room = await frame.getAttribute('src');
      expect(room?.startsWith(JITSI), `room ${room}`).toBe(true);
      expect(room!.length).toBeGreaterThan(JITSI.length + 8);
      // The page's content security policy lets the room load in the frame.
      await page.frameLocator('iframe').getByRole('heading', { name: 'Meeting room' }).waitFor();
      expect(await frame.getAttribute('allow')).toBe('camera; microphone; fullscreen; display-capture');
      const newTab = page.getByRole('link', { name: new RegExp(arLive.stream.openInTab) });
      expect(await newTab.getAttribute('href')).toBe(room);
      await capture(page, 'live-streaming-link', { waitForApp: true });

      // ── The professor ends it and uploads the recording to the library ──
      {
        const { page: profPage } = prof;
        const own = sessionCard(profPage, TITLE);
        await own.getByRole('button', named(arStaff.actions.ended, TITLE)).click();
        await own.getByText(arStaff.status.ended, { exact: true }).waitFor();
        // Ended: no move is offered any more, only saving the recording.
        expect(await own.getByRole('button', named(arStaff.actions.live, TITLE)).count()).toBe(0);
        await own.getByRole('button', named(arStaff.actions.saveRecording, TITLE)).click();
        const recordingDialog = profPage.getByRole('dialog', { name: arStaff.recording.title });
        await recordingDialog.getByRole('radio', { name: arStaff.recording.file }).check();
        await recordingDialog
          .locator('input[type="file"]')
          .setInputFiles({ name: 'probabilities.mp4', mimeType: 'video/mp4', buffer: MP4 });
        await recordingDialog.getByText('probabilities.mp4').waitFor();
        await recordingDialog.getByRole('button', { name: arStaff.recording.save }).click();
        await recordingDialog.waitFor({ state: 'detached' });
        await own.getByText(arStaff.list.recorded).waitFor();
        expect(await sessionTitled(professorId, profToken, TITLE)).toMatchObject({
          status: 'ended',
          isRecorded: true,
        });
      }

      // ── The student plays the recording in place on /TTHSession and on /streaming/{id} ──
      const played = page.locator(`video[aria-label="${fill(arLive.recording.videoOf, { title: TITLE })}"]`);
      const recordingAddress = new RegExp(`^/api/live-sessions/${sessionId}/recording\\?t=`);
      await openAt(page, '/TTHSession', arLive.mine.title);
      await mine.getByText(arLive.status.ended, { exact: true }).waitFor();
      await mine.locator('video').waitFor();
      expect(await mine.locator('video').getAttribute('aria-label')).toBe(
        fill(arLive.recording.videoOf, { title: TITLE }),
      );
      expect(await mine.locator('video').getAttribute('src')).toMatch(recordingAddress);
      expect(await join.count()).toBe(0);
      await capture(page, 'live-my-sessions-ended', { waitForApp: true });

      await openAt(page, `/streaming/${sessionId}`, TITLE);
      await page.getByRole('heading', { name: arLive.recording.title }).waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      await played.waitFor();
      const src = await played.getAttribute('src');
      expect(src).toMatch(recordingAddress);
      // The video's address works without a bearer header and serves the uploaded file.
      const file = await page.request.get(src!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('video/mp4');
      expect((await file.body()).equals(MP4)).toBe(true);
      await capture(page, 'live-streaming-recording', { waitForApp: true });

      expect(prof.pageErrors).toEqual([]);
      expect(admin.pageErrors).toEqual([]);
      expect(student.pageErrors).toEqual([]);
    },
  );
});
