/**
 * What a lesson costs on a prepaid plan (issue 21): on a 400 kbps connection (DevTools protocol throttling,
 * cache disabled, no service worker so its one-off install is not counted against a page), the bytes received
 * to open the home page, a course page, and to play 30 s of a lesson video — with data saver off and on. The
 * course and its 40 s video are made by the test (ffmpeg's test source), transcoded by the server's job. Each
 * mode is a student of its own: the course page resumes a video where its reader left it, so a second run as
 * the same student started 30 s in and measured a few seconds of video. The figures go to
 * e2e/artifacts/data-budget.json; the test fails when one exceeds e2e/data-budget.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import budget from './data-budget.json';
import { api, apiOk } from './support/api';
import { ARTIFACTS, baseURL, launchBrowser, PHONE, waitForApp } from './support/browser';
import { fundedStudent } from './support/live';
import { courseForOffline, type OfflineWorld } from './support/offline-course';

const KBPS = 400;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (KBPS * 1000) / 8,
  uploadThroughput: (KBPS * 1000) / 8,
};
const VIDEO_SECONDS = 30;

let browser: Browser;
let world: OfflineWorld;
/** The token of the student who plays the lesson with data saver off, and of the one with it on. */
const tokens = { off: '', on: '' };

function lessonVideo(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'masar-lesson-'));
  const file = join(dir, 'lesson.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=duration=40:size=1280x720:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=40'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '20', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', file],
  ]);
  const video = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
  return video;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const setup = await browser.newContext({ baseURL: baseURL() });
  const page = await setup.newPage();
  world = await courseForOffline(page, { title: 'قياس البيانات: درس مصور', video: lessonVideo() });
  tokens.off = world.studentToken;
  tokens.on = await anotherBuyer();
  await setup.close();
  // The server's jobs transcode the video (the scan runs every 30 s, the runner polls every 5 s).
  const deadline = Date.now() + 240_000;
  for (;;) {
    const course = await api<{
      sections: { blocks: { type: string; variants?: unknown[]; processing?: boolean }[] }[];
    }>('GET', `/courses/${world.courseId}`, tokens.off);
    const video = course.body.sections[0]!.blocks.find((b) => b.type === 'video');
    if (video?.variants?.length === 2) break;
    if (Date.now() > deadline)
      throw new Error(`the video was not transcoded in time: ${JSON.stringify(video)}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

/** A second student who buys the course, with no place saved in its video. */
async function anotherBuyer(): Promise<string> {
  const student = await fundedStudent(world.adminToken, 'سلمى بوزيد', 100_000);
  await apiOk('POST', '/points/buy-course', student.token, { courseId: world.courseId });
  return student.token;
}

async function throttled(
  dataSaver: boolean,
): Promise<{ context: BrowserContext; page: Page; received: () => number; reset: () => void }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([saver, stored]) => {
      localStorage.setItem('masar.dataSaver', saver);
      localStorage.setItem('token', stored);
    },
    [dataSaver ? 'on' : 'off', dataSaver ? tokens.on : tokens.off] as const,
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  cdp.on('Network.dataReceived', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  cdp.on('Network.responseReceived', (event: { response: { encodedDataLength?: number } }) => {
    bytes += event.response.encodedDataLength ?? 0;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return { context, page, received: () => bytes, reset: () => (bytes = 0) };
}

async function settle(page: Page) {
  await waitForApp(page);
  await page.waitForLoadState('networkidle', { timeout: 90_000 }).catch(() => undefined);
}

const figures: Record<string, Record<string, number>> = {};

describe.each([
  ['dataSaverOff', false],
  ['dataSaverOn', true],
] as const)('bytes on a 400 kbps connection (%s)', (mode, dataSaver) => {
  it('opens the home page and a course page, and plays 30 s of the lesson video, within budget', async () => {
    const { context, page, received, reset } = await throttled(dataSaver);
    try {
      await page.goto('/', { timeout: 90_000 });
      await settle(page);
      const home = received();

      reset();
      await page.goto(`/coursesList/courses/${world.courseId}`, { timeout: 90_000 });
      await page.getByRole('heading', { level: 1, name: world.title }).waitFor({ timeout: 90_000 });
      await settle(page);
      const course = received();

      reset();
      // Seconds actually played (the video's played ranges), wherever it started: a video resumed near its end
      // runs out before 30 s.
      const played = await page.evaluate(async (seconds) => {
        const video = document.querySelector('video')!;
        const playedSeconds = () => {
          let total = 0;
          for (let i = 0; i < video.played.length; i += 1)
            total += video.played.end(i) - video.played.start(i);
          return total;
        };
        video.muted = true;
        await video.play();
        const started = performance.now();
        while (playedSeconds() < seconds && !video.ended && performance.now() - started < 150_000) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        video.pause();
        return { seconds: playedSeconds(), height: video.videoHeight };
      }, VIDEO_SECONDS);
      expect(played.seconds).toBeGreaterThanOrEqual(VIDEO_SECONDS);
      if (dataSaver) expect(played.height).toBe(360);
      const video30s = received();

      figures[mode] = { home, course, video30s, videoHeight: played.height };
      writeFileSync(join(ARTIFACTS, 'data-budget.json'), JSON.stringify(figures, null, 2));
      console.log(`${mode}: ${JSON.stringify(figures[mode])}`);
      const limits = budget[mode];
      expect(home).toBeLessThanOrEqual(limits.home);
      expect(course).toBeLessThanOrEqual(limits.course);
      expect(video30s).toBeLessThanOrEqual(limits.video30s);
    } finally {
      await context.close();
    }
  }, 300_000);
});
