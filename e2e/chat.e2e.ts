/**
 * Real time in two browsers. Set up through the API: the demo professor schedules a session, an admin approves
 * it, a new student (registered and funded through the API) buys a seat. Both open /streaming/{id}: the
 * professor's room and the student's waiting page each show the session's chat. The professor starts the
 * session through the API and the student's page shows the `live_session_started` notification as a toast
 * without a reload; then they write to each other and each message appears on the other page as it is sent.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startedText } from '../src/server/modules/live/notification-texts';
import arChat from '../src/web/locales/ar/chat.json';
import { uniqueEmail } from './support/accounts';
import { apiOk } from './support/api';
import { launchBrowser, openPage, waitForApp, type Session } from './support/browser';
import { capture } from './support/capture';
import { loginToken } from './support/sign-in';

const stamp = Date.now().toString(36);
const TITLE = `دردشة الحصة: المتتاليات ${stamp}`;
const PRICE = 100;
const JITSI = 'https://meet.jit.si/';
const STUDENT = { name: 'سارة بوزيد', email: uniqueEmail('chat.student'), password: 'MasarChat#2026' };

let browser: Browser;
let professor: Session;
let student: Session;
let professorToken = '';
let sessionId = 0;

/** A page signed in with a token (no login form: sign-ins are throttled per account). */
async function sessionWith(token: string): Promise<Session> {
  const session = await openPage(browser);
  await session.context.route(`${JITSI}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Meeting</title><main aria-label="Jitsi"><h1>Meeting room</h1></main></html>',
    }),
  );
  await session.page.goto('/');
  await session.page.evaluate((value) => window.localStorage.setItem('token', value), token);
  return session;
}

/** Resolves once the page's socket has joined the room (the server answered `subscribed`). */
function joinedRoom(page: Page, roomId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('"subscribed"') && text.includes(`"${roomId}"`)) resolve();
      });
    });
  });
}

async function openRoom(page: Page): Promise<void> {
  const joined = joinedRoom(page, String(sessionId));
  await page.goto(`/streaming/${sessionId}`);
  await waitForApp(page);
  await page.getByRole('log', { name: arChat.titleNamed.replace('{{title}}', TITLE) }).waitFor();
  await joined;
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: arChat.composer.label });
  await input.fill(text);
  await input.press('Enter');
  await page.getByRole('log').getByText(text).waitFor();
  // The box empties once the server has answered the send, which may come just after the socket's copy.
  await expect.poll(() => input.inputValue()).toBe('');
}

beforeAll(async () => {
  browser = await launchBrowser();
  professorToken = await loginToken('professor');
  const adminToken = await loginToken('admin2');
  const me = await apiOk<{ user: { id: number } }>('GET', '/auth/me', professorToken);
  const inAnHour = new Date(Date.now() + 3_600_000);
  const created = await apiOk<{ id: number }>(
    'POST',
    `/professors/${me.user.id}/live-sessions`,
    professorToken,
    {
      title: TITLE,
      description: 'المتتاليات الحسابية والهندسية: أسئلة وأجوبة.',
      scheduledAt: inAnHour.toISOString(),
      duration: 60,
      maxAttendees: 20,
      price: PRICE,
      tags: ['رياضيات'],
    },
  );
  sessionId = created.id;
  await apiOk('PATCH', `/live-sessions/${sessionId}/admin`, adminToken, { isApproved: true });

  const registered = await apiOk<{ token: string; user: { id: number } }>(
    'POST',
    '/auth/register',
    null,
    STUDENT,
  );
  await apiOk('PUT', '/points/balance', adminToken, { user_id: registered.user.id, points: PRICE });
  await apiOk('POST', `/live-sessions/${sessionId}/purchase`, registered.token, { amount_paid: PRICE });

  professor = await sessionWith(professorToken);
  student = await sessionWith(registered.token);
});

afterAll(async () => {
  await browser?.close();
});

describe('chat in a live session', () => {
  it('brings a notification as a toast and carries messages both ways without a reload', async () => {
    await openRoom(student.page);
    await openRoom(professor.page);
    // A reload would clear this.
    await student.page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    // ── Going live: the buyer is told at once ──
    for (const status of ['starting', 'live']) {
      await apiOk('PATCH', `/live-sessions/${sessionId}`, professorToken, { status });
    }
    // The "starting soon" reminder (the session is an hour away) may be on screen too: look for "started".
    const toast = student.page.locator('[data-sonner-toast]', {
      hasText: startedText(TITLE)('ar').message,
    });
    await toast.waitFor({ timeout: 5_000 });
    await capture(student.page, 'chat-notification-toast', { scrollToTop: false });

    // ── Student → professor ──
    const question = `أستاذ، هل المتتالية (2ⁿ) هندسية؟ ${stamp}`;
    await send(student.page, question);
    const atProfessor = professor.page.getByRole('log').getByText(question);
    await atProfessor.waitFor({ timeout: 5_000 });

    // ── Professor → student, a link stays plain text ──
    const answer = `نعم، أساسها 2. راجع https://example.dz/suites ${stamp}`;
    await send(professor.page, answer);
    const atStudent = student.page.getByRole('log').getByText(answer);
    await atStudent.waitFor({ timeout: 5_000 });
    expect(await student.page.getByRole('log').locator('a').count()).toBe(0);

    // Own messages carry "you"; the other's name is shown on theirs.
    expect(await student.page.getByRole('log').getByText(arChat.you).count()).toBe(1);
    expect(await student.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await capture(student.page, 'chat-student', { waitForApp: true });
    await capture(professor.page, 'chat-professor', { waitForApp: true });

    expect(student.pageErrors).toEqual([]);
    expect(professor.pageErrors).toEqual([]);
  });
});
