#!/usr/bin/env node
/**
 * Lighthouse on the built web app (issue 19): home `/`, a demo course page and `/login`, mobile form factor
 * with Lighthouse's default (simulated) throttling, in Debian's Chromium headless.
 *
 * Builds nothing: it serves what `npm run build` left in dist/web. It starts the real server as `npm start`
 * does (`node --import tsx src/server/main.ts`) on a fresh temporary DATA_DIR, so the embedded database is
 * migrated and seeded with the demo data, on a free port of 127.0.0.1. Each page is measured RUNS times, each
 * run in a fresh Chromium profile (cold cache, no service worker); the performance score is the median of the
 * runs (single runs on a shared machine vary by several points), the accessibility score the lowest.
 *
 * Writes every run's report (HTML and JSON) and `summary.json` to reports/lighthouse/ (gitignored; CI keeps
 * the folder as an artifact), prints the scores against issue 19's targets (performance 95, accessibility
 * 100), and exits 1 when a page's accessibility is under 100 or its best performance run under a floor
 * kept below today's scores until the target is reached (THRESHOLDS below).
 *
 * `npm run lighthouse [-- --runs N] [-- --only home,course,login]`. CHROMIUM_PATH overrides /usr/bin/chromium.
 */
/* global fetch -- Node's own (Node 20) */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { clearTimeout, setTimeout } from 'node:timers';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';

/** Issue 19's targets, printed with the distance to them. */
const TARGETS = { performance: 95, accessibility: 100 };
/**
 * What fails the run. Accessibility is held at its target. Performance is held at a floor under the scores of
 * the slowest idle machine seen, so a change that makes a page much slower fails CI while the 95 target is still
 * out of reach; raise it as the scores rise. It was 75 when an idle machine scored 84–89 (2026-11-24); on the
 * machine of 2026-11-29 19:00 UTC, about half as fast (the benchmark's bare route, CI's whole run), the same
 * landed build scored 69–79 idle and 67–76 in CI, so 75 failed code that had passed on faster machines (93–98)
 * by the machine alone (docs/performance.md, "Lighthouse on the slowest machine yet"). The floor is checked on
 * a page's best run: the simulated throttling multiplies the CPU time it observes, so a run that met other work
 * on the machine scores lower (61–73 beside a browser test run, 2026-11-24) while the best run stays near the
 * idle figure. The median is what is printed and compared with the target. What a change adds to the first load
 * is checked exactly by the build's budgets (scripts/check-bundle-budget.mjs).
 */
const THRESHOLDS = { performance: 65, accessibility: 100 };
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const START_TIMEOUT_MS = 90_000;

const root = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = join(root, 'reports', 'lighthouse');

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('lighthouse: --runs must be a whole number of at least 1');
  process.exit(2);
}

if (!existsSync(join(root, 'dist', 'web', 'index.html.br'))) {
  console.error('lighthouse: dist/web is not built (or not precompressed); run `npm run build` first.');
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the child has exited; kills it with SIGKILL if SIGTERM is not enough within 10 s. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(killer);
}

async function startServer(dataDir) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(join(reportsDir, 'server.log'));
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Lighthouse measures the pages as served; transcoding jobs have nothing to do with them.
      FFMPEG_PATH: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error('the server exited during start-up; see reports/lighthouse/server.log');
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).status === 200) return { server, baseURL };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop(server);
  throw new Error(`GET /api/health did not answer 200 within ${START_TIMEOUT_MS / 1000} s`);
}

/** Debian's Chromium with a fresh profile and a DevTools port for Lighthouse; resolves with the port. */
async function launchChromium(profileDir) {
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // The address bar's suggestion list, preloaded as a page of its own for a window nobody sees, took CPU
      // beside the page measured (e2e/support/chromium.ts; docs/performance.md, "CI within its half hour").
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      `--user-data-dir=${profileDir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${output}`)), 30_000);
    chromium.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chromium.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it listened:\n${output}`));
    });
  });
  return { chromium, port };
}

/** One Lighthouse run in a fresh Chromium profile: the result (lhr) and the HTML and JSON reports. */
async function runLighthouse(url) {
  const profileDir = await mkdtemp(join(tmpdir(), 'masar-lighthouse-profile-'));
  const { chromium, port } = await launchChromium(profileDir);
  try {
    const result = await lighthouse(url, {
      port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    await stop(chromium);
    // Chromium's helper processes may still be writing into the profile as the browser exits (ENOTEMPTY):
    // removing it is retried a few times rather than failing the whole run.
    await rm(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

await rm(reportsDir, { recursive: true, force: true });
await mkdir(reportsDir, { recursive: true });
const dataDir = await mkdtemp(join(tmpdir(), 'masar-lighthouse-'));
let server;
let failed = false;
try {
  const started = await startServer(dataDir);
  server = started.server;
  const { baseURL } = started;

  const list = await (await fetch(`${baseURL}/api/courses?limit=1`)).json();
  const courseId = list.courses?.[0]?.id;
  if (!courseId) throw new Error('the demo data has no published course to measure');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'course', path: `/coursesList/courses/${courseId}` },
    { name: 'login', path: '/login' },
  ].filter((page) => !options.only || options.only.split(',').includes(page.name));

  const summary = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      let { lhr, report } = await runLighthouse(`${baseURL}${page.path}`);
      if (lhr.runtimeError) {
        // Lighthouse's own hiccups (NO_NAVSTART: a trace it could not read) happen on a loaded machine; a run
        // it could not complete says nothing about the page, so it is made once more (and counts 0 if it fails
        // again).
        console.log(
          `lighthouse: ${page.name} run ${run}/${RUNS} failed (${lhr.runtimeError.code}); once more`,
        );
        ({ lhr, report } = await runLighthouse(`${baseURL}${page.path}`));
      }
      const [html, json] = /** @type {string[]} */ (report);
      await writeFile(join(reportsDir, `${page.name}-${run}.report.html`), html);
      await writeFile(join(reportsDir, `${page.name}-${run}.report.json`), json);
      const audit = (id) => lhr.audits[id]?.numericValue;
      runs.push({
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        fcpMs: Math.round(audit('first-contentful-paint') ?? 0),
        lcpMs: Math.round(audit('largest-contentful-paint') ?? 0),
        tbtMs: Math.round(audit('total-blocking-time') ?? 0),
        cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(3)),
        failedAccessibilityAudits: Object.values(lhr.audits)
          .filter(
            (a) =>
              lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) &&
              a.score !== null &&
              a.score < 1,
          )
          .map((a) => a.id),
        runWarnings: lhr.runWarnings,
        // A run Lighthouse could not complete (the page never painted within its limits, Chromium failed):
        // its scores are null, counted as 0.
        runtimeError: lhr.runtimeError?.message ?? null,
      });
      const last = runs.at(-1);
      console.log(
        `lighthouse: ${page.name} run ${run}/${RUNS}: performance ${last.performance}, accessibility ` +
          `${last.accessibility} (FCP ${last.fcpMs} ms, LCP ${last.lcpMs} ms, TBT ${last.tbtMs} ms, CLS ${last.cls})` +
          (last.runtimeError ? ` — run failed: ${last.runtimeError}` : ''),
      );
    }
    const performance = median(runs.map((r) => r.performance));
    const bestPerformance = Math.max(...runs.map((r) => r.performance));
    const accessibility = Math.min(...runs.map((r) => r.accessibility));
    const ok = bestPerformance >= THRESHOLDS.performance && accessibility >= THRESHOLDS.accessibility;
    if (!ok) failed = true;
    summary.push({ page: page.name, path: page.path, performance, bestPerformance, accessibility, ok, runs });
  }

  await writeFile(
    join(reportsDir, 'summary.json'),
    `${JSON.stringify({ targets: TARGETS, thresholds: THRESHOLDS, runsPerPage: RUNS, pages: summary }, null, 2)}\n`,
  );
  console.log(
    `\nLighthouse, mobile (median performance of ${RUNS}, lowest accessibility); fails when the best run's ` +
      `performance is under ${THRESHOLDS.performance} or accessibility ${THRESHOLDS.accessibility}; issue 19's targets: performance ` +
      `${TARGETS.performance}, accessibility ${TARGETS.accessibility}`,
  );
  for (const page of summary) {
    const findings = [...new Set(page.runs.flatMap((r) => r.failedAccessibilityAudits))];
    console.log(
      `${page.ok ? 'ok  ' : 'FAIL'} ${page.page.padEnd(7)} performance ${String(page.performance).padStart(3)}  ` +
        `(best ${String(page.bestPerformance).padStart(3)})  accessibility ${String(page.accessibility).padStart(3)}  ` +
        page.path +
        (findings.length ? `  (accessibility findings: ${findings.join(', ')})` : ''),
    );
  }
  const short = summary.filter((page) => page.performance < TARGETS.performance);
  if (short.length > 0)
    console.log(
      `issue 19's performance target ${TARGETS.performance} NOT met: ` +
        short.map((page) => `${page.page} ${page.performance}`).join(', '),
    );
  console.log(`reports: ${join('reports', 'lighthouse')}/`);
} catch (error) {
  failed = true;
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (server) await stop(server);
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
