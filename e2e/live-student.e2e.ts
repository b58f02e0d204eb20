/**
 * A student's live class from end to end. Set up through the API: the demo professor schedules a session
 * tomorrow (no meeting link of his own, so the room is a Jitsi room), an admin approves it. A new student (registered through the API, funded by
 * an admin correction, so no demo account's sign-in is spent) signs in through the form, buys a seat on
 * /TTHLiveClasses through the confirmation, finds it on /TTHSession without Join; the professor moves it to
 * starting then live, and Join appears; the room shows the meeting frame (link mode). Saving the recording's
 * address ends the session and the student finds the recording. axe and screenshots at each step.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arLive from '../src/web/locales/ar/live.json';
import arNotifications from '../src/web/locales/ar/notifications.json';
import { uniqueEmail } from './support/accounts';
import { apiOk } from './support/api';
import { launchBrowser, openPage, waitForApp, type Session } from './support/browser';
import { capture } from './support/capture';
import { loginToken, signInThroughForm } from './support/sign-in';

const TITLE = 'حصة مباشرة: الاحتمالات الشرطية';
const PRICE = 200;
/** The embedded default: a Jitsi room named after the session (the server's JITSI_BASE_URL). */
const JITSI = 'https://meet.jit.si/';
const RECORDING_URL = 'https://video.example.dz/recordings/probabilities';
const STUDENT = { name: 'ليلى قاسمي', email: uniqueEmail('live.student'), password: 'MasarLive#2026' };

let browser: Browser;
let student: Session;
let professorToken = '';
let sessionId = 0;

const prefix = (template: string) => template.split('{{')[0]!.trim();

beforeAll(async () => {
  browser = await launchBrowser();
  student = await openPage(browser);
  // Jitsi is not reachable from the test machine: its page is a small stand-in.
  await student.page.route(`${JITSI}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Meeting</title><main aria-label="Jitsi"><h1>Meeting room</h1></main></html>',
    }),
  );

  professorToken = await loginToken('professor');
  const adminToken = await loginToken('admin2');
  const professor = await apiOk<{ user: { id: number } }>('GET', '/auth/me', professorToken);
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  tomorrow.setUTCMinutes(0, 0, 0);
  const created = await apiOk<{ id: number }>(
    'POST',
    `/professors/${professor.user.id}/live-sessions`,
    professorToken,
    {
      title: TITLE,
      description: 'قانون الاحتمالات الكلية ودستور بايز، مع تمارين البكالوريا.',
      scheduledAt: tomorrow.toISOString(),
      duration: 60,
      maxAttendees: 20,
      price: PRICE,
      tags: ['رياضيات'],
    },
  );
  sessionId = created.id;
  await apiOk('PATCH', `/live-sessions/${sessionId}/admin`, adminToken, { isApproved: true });

  const registered = await apiOk<{ user: { id: number } }>('POST', '/auth/register', null, STUDENT);
  await apiOk('PUT', '/points/balance', adminToken, { user_id: registered.user.id, points: PRICE + 50 });
});

afterAll(async () => {
  await browser?.close();
});

describe('a student’s live class', () => {
  it('buys a seat, joins when the professor goes live and finds the recording afterwards', async () => {
    const { page, pageErrors } = student;
    await signInThroughForm(page, STUDENT, (url) => url.pathname === '/TTHStudentDashboard');

    // ── Buying on /TTHLiveClasses ──
    await page.goto('/TTHLiveClasses');
    await waitForApp(page);
    const card = page.locator('article', { has: page.getByRole('heading', { name: TITLE }) });
    await card.waitFor();
    await card.getByRole('button', { name: arLive.buy.buyNamed.replace('{{title}}', TITLE) }).click();
    const dialog = page.getByRole('dialog', { name: arLive.buy.confirmTitle });
    await dialog.waitFor();
    await capture(page, 'live-buy-dialog', { scrollToTop: false });
    await dialog.getByRole('button', { name: new RegExp(prefix(arLive.buy.confirm)) }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('link', { name: arLive.buy.owned }).waitFor();
    const balance = await apiOk<{ balance: number }>(
      'GET',
      '/points/balance',
      await page.evaluate(() => window.localStorage.getItem('token')),
    );
    expect(balance.balance).toBe(50);
    await capture(page, 'live-classes', { waitForApp: true });

    // ── On /TTHSession, upcoming: no Join yet ──
    await page.goto('/TTHSession');
    await waitForApp(page);
    const mine = page.locator('article', { has: page.getByRole('heading', { name: TITLE }) });
    await mine.waitFor();
    const join = page.getByRole('link', { name: arLive.join.buttonNamed.replace('{{title}}', TITLE) });
    expect(await join.count()).toBe(0);
    expect(await mine.getByText(arLive.mine.joinLater).count()).toBe(1);
    await capture(page, 'live-my-sessions-upcoming', { waitForApp: true });

    // ── The professor goes live: Join appears (the page polls; a reload is allowed) ──
    for (const status of ['starting', 'live']) {
      await apiOk('PATCH', `/live-sessions/${sessionId}`, professorToken, { status });
    }
    await page.reload();
    await waitForApp(page);
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe(`/streaming/${sessionId}`);

    // The buyer was told: the bell counts the notification and leads to the sessions.
    const bell = page.getByRole('button', { name: new RegExp(`^${arNotifications.bell.label}،`) });
    await bell.waitFor();
    await bell.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.locator('a[href="/TTHSession"]').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // ── The room: link mode, embedded with a link to open it in a tab ──
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

    // ── Saved to the library: the session ends and the recording is offered ──
    await apiOk('PATCH', `/live-sessions/${sessionId}`, professorToken, { recordingUrl: RECORDING_URL });
    await page.goto('/TTHSession');
    await waitForApp(page);
    const recording = page.getByRole('link', {
      name: `${arLive.recording.watchNamed.replace('{{title}}', TITLE)} ${arLive.recording.newTab}`,
    });
    await recording.waitFor();
    expect(await recording.getAttribute('href')).toBe(RECORDING_URL);
    expect(await join.count()).toBe(0);
    await capture(page, 'live-my-sessions-ended', { waitForApp: true });

    await page.goto(`/streaming/${sessionId}`);
    await page.getByRole('heading', { name: arLive.recording.title }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);

    expect(pageErrors).toEqual([]);
  });
});
