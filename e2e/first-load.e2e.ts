/**
 * First load on a cheap phone: each public page opened with a cold cache on a phone-sized screen, with
 * Chromium's network throttled to 1.6 Mbps down / 750 Kbps up / 150 ms latency and the CPU slowed four times
 * (DevTools protocol). Records when the first heading is on screen, the first contentful paint and the bytes
 * transferred, prints them and writes them to e2e/artifacts/first-load.json; docs/performance.md keeps the
 * figures. Times are measured, not asserted (a shared machine makes them vary); what is asserted is that each
 * page loaded and that what it loaded came compressed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOk } from './support/api';
import { ARTIFACTS, baseURL, launchBrowser, openPage, PHONE } from './support/browser';

const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Loads per page; the median and the fastest are kept (a shared machine's load spreads them). */
const RUNS = 5;

interface Load {
  /** From the start of the navigation until an h1 with a size is on screen, in ms. */
  firstHeadingMs: number;
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
        `FCP median ${f.medianFirstContentfulPaintMs} ms; ${f.medianTransferredKB} KB; load ${f.loadAverage}`,
    );
  }
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Records, in the page, the moment the first h1 with a size appears (performance.now(): from navigation start). */
function watchFirstHeading() {
  const w = window as unknown as { __firstHeadingMs?: number };
  const check = () => {
    if (w.__firstHeadingMs !== undefined) return;
    const heading = document.querySelector('h1');
    if (heading && heading.getBoundingClientRect().height > 0 && heading.textContent?.trim()) {
      w.__firstHeadingMs = performance.now();
      observer.disconnect();
    }
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

async function loadCold(url: string): Promise<{ load: Load; answers: Answer[]; errors: string[] }> {
  const { context, page, pageErrors } = await openPage(browser, { viewport: PHONE, isMobile: true });
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.addInitScript(watchFirstHeading);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
  await page.waitForFunction(
    () => (window as unknown as { __firstHeadingMs?: number }).__firstHeadingMs !== undefined,
    undefined,
    { timeout: 30_000, polling: 100 },
  );
  await page.waitForLoadState('load');
  const load = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      firstHeadingMs: (window as unknown as { __firstHeadingMs: number }).__firstHeadingMs,
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
  await context.close();
  return { load, answers, errors: pageErrors };
}

async function measure(name: string, url: string, notRequested?: RegExp) {
  const runs: Load[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { load, answers, errors } = await loadCold(url);
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
    medianTransferredKB: Math.round(median(runs.map((run) => run.transferredBytes)) / 102.4) / 10,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
  });
}

describe('first load on a slow phone (1.6 Mbps, 150 ms, CPU ×4), cold cache', () => {
  it('home', async () => {
    await measure('home', '/');
  }, 180_000);

  it('catalogue', async () => {
    await measure('catalogue', '/TTHCourses');
  }, 180_000);

  it('course', async () => {
    const list = await apiOk<{ courses: { id: number }[] }>('GET', '/courses?limit=1', null);
    expect(list.courses).toHaveLength(1);
    const id = list.courses[0]?.id;
    await measure('course', `/coursesList/courses/${id}`, new RegExp(`^/api/courses/${id}$`));
  }, 180_000);

  it('login', async () => {
    await measure('login', '/login');
  }, 180_000);
});
