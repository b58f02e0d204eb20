/**
 * First load on a cheap phone: each public page opened with a cold cache on a phone-sized screen, with
 * Chromium's network throttled to 1.6 Mbps down / 750 Kbps up / 150 ms latency and the CPU slowed four times
 * (DevTools protocol). Records when the first heading is on screen, the first contentful paint and the bytes
 * transferred, prints them and writes them to e2e/artifacts/first-load.json; docs/performance.md keeps the
 * figures. Times are measured, not asserted (a shared machine makes them vary); what is asserted is that each
 * page loaded and that what it loaded came compressed, and, on every page (home, catalogue, course, login), that
 * the heading the reader first sees is the server's first paint (decision 100) and that React's page replaces it
 * with one heading at the same place, in the first frame it shows, without a layout shift in the frames around
 * the hand-over.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from './support/api';
import { ARTIFACTS, baseURL, expectNoAxeViolations, launchBrowser, openPage, PHONE } from './support/browser';

const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/**
 * Loads per page; the median and the fastest are kept (a shared machine's load spreads them). CI asks for 3
 * (`FIRST_LOAD_RUNS`, .ci/run): its figures are not the ones docs/performance.md reports, and its assertions
 * hold on every load.
 */
const RUNS = Number(process.env.FIRST_LOAD_RUNS) || 5;

interface Load {
  /** From the start of the navigation until the first h1 with text is painted (Element Timing), in ms. */
  firstHeadingMs: number;
  /** Until that h1 is in the document with a size (the measure used before decision 100), in ms. */
  headingInDocumentMs: number;
  /** Until the app's own heading replaced the server's first paint (decision 100), in ms; null without one. */
  handOverMs: number | null;
  /** Cumulative layout shift until the load event (the performance timeline's layout-shift entries). */
  layoutShift: number;
  firstContentfulPaintMs: number | null;
  domContentLoadedMs: number;
  /** Bytes over the wire (headers included), as the browser's resource timing reports them. */
  transferredBytes: number;
  requests: number;
}

interface PageFigures {
  page: string;
  url: string;
  runs: Load[];
  medianFirstHeadingMs: number;
  fastestFirstHeadingMs: number;
  medianFirstContentfulPaintMs: number;
  medianHeadingInDocumentMs: number;
  medianHandOverMs: number | null;
  maxLayoutShift: number;
  medianTransferredKB: number;
  /** The machine's 1-minute load average when the page's runs ended (2 cores). */
  loadAverage: number;
}

let browser: Browser;
const figures: PageFigures[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (figures.length === 0) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    profile: { ...NETWORK, cpuSlowdown: CPU_SLOWDOWN, viewport: PHONE, runsPerPage: RUNS },
    pages: figures,
  };
  writeFileSync(join(ARTIFACTS, 'first-load.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nFirst load, 1.6 Mbps / 150 ms / CPU ×4, cold cache (%d runs per page)', RUNS);
  for (const f of figures) {
    const runs = f.runs.map((run) => Math.round(run.firstHeadingMs)).join(', ');
    console.log(
      `${f.page.padEnd(10)} first h1 median ${String(f.medianFirstHeadingMs).padStart(5)} ms, ` +
        `fastest ${String(f.fastestFirstHeadingMs).padStart(5)} ms (${runs}); ` +
        `FCP median ${f.medianFirstContentfulPaintMs} ms; h1 in document ${f.medianHeadingInDocumentMs} ms; ` +
        `hand-over ${f.medianHandOverMs ?? '-'} ms; CLS max ${f.maxLayoutShift}; ` +
        `${f.medianTransferredKB} KB; load ${f.loadAverage}`,
    );
  }
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** What the page records about its first heading (`watchFirstHeading`). */
interface HeadingWatch {
  __firstHeadingMs?: number;
  __headingInDocumentMs?: number;
  __firstHeadingFromServer?: boolean;
  __handOverMs?: number;
  /** The server's heading and header bar as last laid out before the app replaced them. */
  __serverBoxes?: { heading: DOMRectReadOnly; header: DOMRectReadOnly; band: DOMRectReadOnly };
  /** The app's heading, header bar and band in the first frame after it took over. */
  __appBoxes?: { heading?: DOMRectReadOnly; header?: DOMRectReadOnly; band?: DOMRectReadOnly };
  /** The last frame that still showed the first paint, and the frame after the one that showed the app. */
  __beforeHandOverMs?: number;
  __afterHandOverMs?: number;
  __layoutShift?: number;
  __layoutShifts?: { at: number; value: number }[];
}

/**
 * Records, in the page (performance.now(): from navigation start), when the first h1 with text is painted —
 * it is marked for Element Timing as soon as the parser or React inserts it, so the paint time is the
 * browser's own — and when it first had a size in the document; whether it came from the server's first
 * paint, where that first paint's heading and header bar were laid out in the last frame before the app took
 * over, and when that happened; and the layout shifts the timeline reports.
 */
function watchFirstHeading() {
  const w = window as unknown as HeadingWatch;
  const FIRST_PAINT = 'masar-first-paint';
  w.__layoutShift = 0;
  w.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      renderTime: number;
      loadTime: number;
      identifier: string;
    })[]) {
      if (entry.identifier === 'first-heading' && w.__firstHeadingMs === undefined) {
        w.__firstHeadingMs = entry.renderTime || entry.loadTime;
      }
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (entry.hadRecentInput) continue;
      w.__layoutShift = (w.__layoutShift ?? 0) + entry.value;
      w.__layoutShifts?.push({ at: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });

  let marked: Element | null = null;
  let firstPaint: Element | null = null;
  const followFirstPaint = () => {
    if (!firstPaint) return;
    if (!firstPaint.isConnected) {
      // The first frame with the app alone: where its heading, header bar and band are laid out, before
      // anything the page does later (home's slides box closing when there are none) can move them.
      w.__handOverMs = performance.now();
      w.__appBoxes = {
        heading: document.querySelector('#main h1')?.getBoundingClientRect(),
        header: document.querySelector('header')?.getBoundingClientRect(),
        // Home's first band is the slides' box: the app's is the carousel (a `section`) when the visitors' slides
        // came with the page (decision 100) and its chunk was in by the first commit, else the held box.
        band: document.querySelector('#main > :first-child > :first-child')?.getBoundingClientRect(),
      };
      requestAnimationFrame(() => {
        w.__afterHandOverMs = performance.now();
      });
      return;
    }
    w.__beforeHandOverMs = performance.now();
    const heading = firstPaint.querySelector('h1');
    const header = firstPaint.querySelector('header');
    const band = firstPaint.querySelector('main > div > :first-child');
    if (heading && header && band) {
      w.__serverBoxes = {
        heading: heading.getBoundingClientRect(),
        header: header.getBoundingClientRect(),
        band: band.getBoundingClientRect(),
      };
    }
    requestAnimationFrame(followFirstPaint);
  };
  const check = () => {
    // Every h1 with text is marked as soon as it is in the document: Element Timing reports an element only if
    // it carried the mark when painted. Marking the first one alone missed the paint when that one never showed
    // (an h1 the app replaced inside its still-hidden root), and the wait for the report ran out (CI, twice).
    // The first heading painted, whichever it is, is the one timed.
    for (const each of document.querySelectorAll('h1')) {
      if (!each.hasAttribute('elementtiming') && each.textContent?.trim()) {
        each.setAttribute('elementtiming', 'first-heading');
      }
    }
    const heading = document.querySelector('h1');
    if (!marked && heading?.textContent?.trim()) {
      marked = heading;
      firstPaint = heading.closest(`#${FIRST_PAINT}`);
      w.__firstHeadingFromServer = firstPaint !== null;
      requestAnimationFrame(followFirstPaint);
    }
    if (marked && w.__headingInDocumentMs === undefined && marked.getBoundingClientRect().height > 0) {
      w.__headingInDocumentMs = performance.now();
    }
    if (w.__headingInDocumentMs !== undefined && w.__firstHeadingMs !== undefined) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

interface Answer {
  path: string;
  navigation: boolean;
  status: number;
  encoding: string | null;
}

interface FirstPaintSeen {
  fromServer: boolean;
  serverBoxes: { heading: DOMRect; header: DOMRect; band: DOMRect } | null;
  headings: string[];
  appBoxes: { heading: DOMRect | undefined; header: DOMRect | undefined; band: DOMRect | undefined };
  /** The layout shifts reported from the last frame of the first paint to the frame after the app's first. */
  handOverShift: number;
}

/** What the page holds when its first heading was not reported: its headings, the first paint, the timings. */
async function headingState(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => {
      const w = window as unknown as HeadingWatch;
      return {
        readyState: document.readyState,
        visibility: document.visibilityState,
        headings: Array.from(document.querySelectorAll('h1')).map((h) => ({
          text: h.textContent?.trim().slice(0, 40),
          marked: h.getAttribute('elementtiming'),
          inFirstPaint: h.closest('#masar-first-paint') !== null,
          height: h.getBoundingClientRect().height,
        })),
        firstPaint: document.getElementById('masar-first-paint') !== null,
        rootHidden: document.getElementById('root')?.hidden ?? null,
        headingInDocumentMs: w.__headingInDocumentMs ?? null,
        elementEntries: performance.getEntriesByType('element').length,
        paints: performance.getEntriesByType('paint').map((e) => `${e.name} ${Math.round(e.startTime)}`),
        sinceNavigationMs: Math.round(performance.now()),
      };
    })
    .catch((error: unknown) => ({ unreadable: String(error) }));
  return JSON.stringify(state);
}

async function loadCold(
  url: string,
): Promise<{ load: Load; answers: Answer[]; errors: string[]; firstPaint: FirstPaintSeen; html: string }> {
  const { context, page, pageErrors } = await openPage(browser, { viewport: PHONE, isMobile: true });
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.addInitScript(watchFirstHeading);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const documentResponse = await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
  await page
    .waitForFunction(() => (window as unknown as HeadingWatch).__firstHeadingMs !== undefined, undefined, {
      timeout: 30_000,
      polling: 100,
    })
    .catch(async (error: unknown) => {
      // Once in CI (2026-11-28, the machine at a load of 8), the catalogue's heading was never reported in 30 s;
      // what the page held then says which step did not happen.
      throw new Error(`${url}: no first heading reported; ${await headingState(page)}`, { cause: error });
    });
  await page.waitForLoadState('load');
  // The app has taken over from the server's first paint, if there was one.
  await page.waitForFunction(
    () => !document.getElementById('masar-first-paint') && !document.getElementById('root')?.hidden,
    undefined,
    { timeout: 30_000, polling: 100 },
  );
  await page.locator('#main h1').waitFor();
  await page.waitForFunction(
    () => {
      const w = window as unknown as HeadingWatch;
      return !w.__firstHeadingFromServer || w.__afterHandOverMs !== undefined;
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  );
  const firstPaint = await page.evaluate(() => {
    const w = window as unknown as HeadingWatch;
    const headings = Array.from(document.querySelectorAll('h1'));
    return {
      fromServer: w.__firstHeadingFromServer === true,
      serverBoxes: w.__serverBoxes
        ? {
            heading: w.__serverBoxes.heading.toJSON() as DOMRect,
            header: w.__serverBoxes.header.toJSON() as DOMRect,
            band: w.__serverBoxes.band.toJSON() as DOMRect,
          }
        : null,
      headings: headings.map((heading) => heading.textContent?.trim() ?? ''),
      appBoxes: {
        heading: w.__appBoxes?.heading?.toJSON() as DOMRect | undefined,
        header: w.__appBoxes?.header?.toJSON() as DOMRect | undefined,
        band: w.__appBoxes?.band?.toJSON() as DOMRect | undefined,
      },
      handOverShift: (w.__layoutShifts ?? [])
        .filter(({ at }) => at >= (w.__beforeHandOverMs ?? 0) && at <= (w.__afterHandOverMs ?? 0))
        .reduce((sum, { value }) => sum + value, 0),
    };
  });
  const load = await page.evaluate(() => {
    const w = window as unknown as HeadingWatch;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      firstHeadingMs: w.__firstHeadingMs ?? 0,
      headingInDocumentMs: w.__headingInDocumentMs ?? 0,
      handOverMs: w.__handOverMs ?? null,
      layoutShift: w.__layoutShift ?? 0,
      firstContentfulPaintMs: fcp ? fcp.startTime : null,
      domContentLoadedMs: navigation.domContentLoadedEventEnd,
      transferredBytes: [navigation, ...resources].reduce((sum, entry) => sum + entry.transferSize, 0),
      requests: resources.length + 1,
    };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const answers = await Promise.all(
    responses
      .filter((response) => response.url().startsWith(baseURL()))
      .map(async (response) => ({
        path: new URL(response.url()).pathname,
        navigation: response.request().isNavigationRequest(),
        status: response.status(),
        encoding: await response.headerValue('content-encoding'),
      })),
  );
  const html = (await documentResponse?.text()) ?? '';
  await context.close();
  return { load, answers, errors: pageErrors, firstPaint, html };
}

/** Two boxes laid out at the same place, to the pixel. */
function expectSameBox(actual: DOMRect | undefined, expected: DOMRect | undefined, what: string) {
  expect(actual, what).toBeDefined();
  expect(expected, what).toBeDefined();
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs((actual?.[side] ?? 0) - (expected?.[side] ?? 0)), `${what}: ${side}`).toBeLessThan(1);
  }
}

async function measure(
  name: string,
  url: string,
  options: {
    /** API paths the page must not request: its first data came inlined. */
    notRequested?: RegExp;
    /** The heading the server's first paint shows (decision 100); absent for pages without one. */
    firstPaintHeading?: string;
  } = {},
) {
  const { notRequested, firstPaintHeading } = options;
  const runs: Load[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { load, answers, errors, firstPaint, html } = await loadCold(url);
    if (firstPaintHeading === undefined) {
      expect(html, `${url}: no first paint`).not.toContain('id="masar-first-paint"');
      expect(firstPaint.fromServer).toBe(false);
    } else {
      // The server wrote the header bar and the heading; the reader's first heading is that one.
      expect(html, `${url}: the first paint in the HTML`).toContain('<div id="root" hidden></div>');
      expect(firstPaint.fromServer, `${url}: first heading from the server`).toBe(true);
      // React's page replaced it: one heading, the same words, at the same place, under the same header bar.
      expect(firstPaint.headings, `${url}: headings after the hand-over`).toEqual([firstPaintHeading]);
      expect(load.handOverMs, `${url}: hand-over seen`).not.toBeNull();
      expectSameBox(firstPaint.appBoxes.heading, firstPaint.serverBoxes?.heading, `${url}: heading box`);
      expectSameBox(firstPaint.appBoxes.header, firstPaint.serverBoxes?.header, `${url}: header box`);
      expectSameBox(firstPaint.appBoxes.band, firstPaint.serverBoxes?.band, `${url}: the heading's band`);
      // Nothing on screen moved in the frames around the hand-over (the layout-shift entries of the timeline).
      expect(firstPaint.handOverShift, `${url}: layout shift at the hand-over`).toBeLessThan(0.001);
    }
    // A page whose first data comes inlined in index.html does not ask the API for it again.
    if (notRequested)
      expect(
        answers.filter((a) => notRequested.test(a.path)),
        url,
      ).toEqual([]);
    expect(errors, `${url}: page errors`).toEqual([]);
    expect(load.firstHeadingMs, `${url}: a first heading`).toBeGreaterThan(0);

    // What was sent compressed: the page itself, the entry script and the stylesheet, as brotli.
    const byPath = (pattern: RegExp) => answers.filter((answer) => pattern.test(answer.path));
    const documents = answers.filter((answer) => answer.navigation);
    expect(documents, `${url}: one page load`).toHaveLength(1);
    expect(documents[0]).toMatchObject({ status: 200, encoding: 'br' });
    const entryScripts = byPath(/^\/assets\/index-[\w-]+\.js$/);
    const stylesheets = byPath(/^\/assets\/index-[\w-]+\.css$/);
    expect(entryScripts, `${url}: the entry script`).toHaveLength(1);
    expect(stylesheets, `${url}: the stylesheet`).toHaveLength(1);
    expect([...entryScripts, ...stylesheets].every((answer) => answer.encoding === 'br')).toBe(true);
    // Any script or API answer that came compressed came as brotli (those under 1 KB go as they are).
    const compressed = byPath(/^\/(assets|api)\//).filter((answer) => answer.encoding !== null);
    expect(compressed.length, `${url}: compressed responses`).toBeGreaterThanOrEqual(2);
    expect(
      compressed.filter((answer) => answer.encoding !== 'br'),
      `${url}: responses compressed other than with brotli`,
    ).toEqual([]);
    runs.push(load);
  }
  figures.push({
    page: name,
    url,
    runs,
    medianFirstHeadingMs: Math.round(median(runs.map((run) => run.firstHeadingMs))),
    fastestFirstHeadingMs: Math.round(Math.min(...runs.map((run) => run.firstHeadingMs))),
    medianFirstContentfulPaintMs: Math.round(median(runs.map((run) => run.firstContentfulPaintMs ?? 0))),
    medianHeadingInDocumentMs: Math.round(median(runs.map((run) => run.headingInDocumentMs))),
    medianHandOverMs: runs.every((run) => run.handOverMs !== null)
      ? Math.round(median(runs.map((run) => run.handOverMs ?? 0)))
      : null,
    maxLayoutShift: Math.round(Math.max(...runs.map((run) => run.layoutShift)) * 1000) / 1000,
    medianTransferredKB: Math.round(median(runs.map((run) => run.transferredBytes)) / 102.4) / 10,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
  });
}

describe('first load on a slow phone (1.6 Mbps, 150 ms, CPU ×4), cold cache', () => {
  it('home', async () => {
    await measure('home', '/', { firstPaintHeading: 'مسارك نحو النجاح، خطوة بخطوة.' });
  }, 180_000);

  it('catalogue', async () => {
    await measure('catalogue', '/TTHCourses', { firstPaintHeading: 'الدروس' });
  }, 180_000);

  it('course', async () => {
    const list = await apiOk<{ courses: { id: number; title: string }[] }>('GET', '/courses?limit=1', null);
    expect(list.courses).toHaveLength(1);
    const { id, title } = list.courses[0] ?? { id: 0, title: '' };
    await measure('course', `/coursesList/courses/${id}`, {
      notRequested: new RegExp(`^/api/courses/${id}$`),
      firstPaintHeading: title,
    });
  }, 180_000);

  it('the first paint and the page React takes over with look alike (screenshots in e2e/artifacts)', async () => {
    const list = await apiOk<{ courses: { id: number }[] }>('GET', '/courses?limit=1', null);
    for (const [name, url] of [
      ['catalogue', '/TTHCourses'],
      ['course', `/coursesList/courses/${list.courses[0]?.id}`],
      ['home', '/'],
      ['login', '/login'],
    ] as const) {
      const boxes: Record<string, DOMRect> = {};
      for (const side of ['first-paint', 'app'] as const) {
        const { context, page } = await openPage(browser, { viewport: PHONE, isMobile: true });
        // Without the entry script, what the reader sees before the app runs: the server's first paint alone.
        if (side === 'first-paint') await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
        // Home as the app takes over. A list of slides the app asks for is held back so the screenshot shows the
        // page the reader is handed; a visitor's list now comes with the page when there is one (decision 100).
        if (side === 'app' && name === 'home') await page.route(/\/api\/slides\/active/, () => undefined);
        await page.goto(url);
        const heading = page.locator(side === 'app' ? '#main h1' : '#masar-first-paint h1');
        await heading.waitFor();
        if (side === 'app') await expect.poll(() => page.locator('#masar-first-paint').count()).toBe(0);
        boxes[side] = (await heading.boundingBox()) as DOMRect;
        // The first paint on its own is an accessible page: one h1, a banner, a main landmark, named controls.
        if (side === 'first-paint') await expectNoAxeViolations(page, `${name}: the first paint alone`);
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: join(ARTIFACTS, `first-paint-${name}-${side}.png`) });
        await context.close();
      }
      expectSameBox(boxes.app, boxes['first-paint'], `${name}: heading, first paint alone and app`);
    }
  }, 120_000);

  it('login', async () => {
    await measure('login', '/login', { firstPaintHeading: 'مرحبًا بعودتك' });
  }, 180_000);
});
