/**
 * Load scenarios against the real server on a large data set. The server runs as its own process, started as
 * `npm start` starts it (`src/server/main.ts` with Node's flags from `src/server/node-flags.ts`, and
 * `WEB_CONCURRENCY` workers); autocannon runs here, in another process, so the load generator never shares
 * the server's event loop. Every scenario is reported as a ratio to a bare route (GET /api/health) measured
 * in the same run (before and after the scenarios, and just before and after each scenario that has a target
 * ratio), so the numbers compare across machines; each run is written to bench/results/*.json. On Linux each
 * scenario also reports the CPU a request cost the server and, on the PostgreSQL server, the database
 * (bench/cpu.ts).
 *
 *   npm run bench [-- --seconds 5 --connections 100 --only tree,courses --scale 100000 --workers 2]
 *   npm run bench -- --database-url postgresql://postgres@127.0.0.1:5432/postgres [--keep]
 *   npm run bench -- --compare bench/results/a.json bench/results/b.json
 *   npm run bench -- --cpu-prof /tmp/profiles --workers 1   (the server's CPU profile, written when it stops)
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { createPasswordHasher } from '../src/server/modules/auth/passwords';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags';
import { withDatabase } from '../src/server/test/global-setup';
import { compareResults } from './compare';
import { cpuBetween, cpuMicros, CPU_TIMES_READABLE, withChildren } from './cpu';
import { writeResult, type ScenarioResult } from './results';
import { scenariosFor, type Scenario } from './scenarios';
import { seedLarge } from './seed-large';
import { signAccessToken } from './tokens';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    connections: { type: 'string', default: '100' },
    only: { type: 'string' },
    /** A PostgreSQL server to measure instead of PGlite (a throwaway database is created and dropped). */
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    /** Courses in the data set (5,000 by default); the ledger grows with it (10 rows per course). */
    scale: { type: 'string', default: '5000' },
    /** Server processes (`WEB_CONCURRENCY`); default: the server's own default. */
    workers: { type: 'string' },
    /** Leaves the PostgreSQL database in place at the end (for EXPLAIN on the same data); drop it yourself. */
    keep: { type: 'boolean', default: false },
    /** Two result files: prints their ratios side by side and exits. */
    compare: { type: 'boolean', default: false },
    /** A directory: the server process runs with `--cpu-prof` and writes its profile there when it stops. */
    'cpu-prof': { type: 'string' },
  },
});

if (args.compare) {
  const [before, after] = positionals;
  if (!before || !after) throw new Error('--compare needs two result files');
  compareResults(before, after);
  process.exit(0);
}

const seconds = Number(args.seconds);
const connections = Number(args.connections);
const courses = Number(args.scale);
const ledgerRows = Math.max(courses * 10, 20_000);
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-00';

const loadAtStart = os.loadavg()[0] ?? 0;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masar-bench-'));
const serverUrl = args['database-url'];
const benchDb = `masar_bench_${process.pid}`;
async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

// 1. The data set, written here before the server starts (the embedded database has one writer).
if (serverUrl) await adminQuery(`CREATE DATABASE ${benchDb}`);
const databaseUrl = serverUrl ? withDatabase(serverUrl, benchDb) : undefined;
const database = databaseUrl
  ? await openDatabase({ kind: 'postgres', url: databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
console.log(`database: ${serverUrl ? 'PostgreSQL server' : 'PGlite (embedded)'}; ${courses} courses`);
await database.migrate();
console.log('seeding the large data set…');
const started = Date.now();
const data = await seedLarge(
  database.db,
  await createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }).hash('bench-password'),
  { users: 20_000, materialsPerYear: 60, courses, ledgerRows },
);
await database.analyze();
// On the server: VACUUM too, so the visibility map is set as autovacuum keeps it on a live database (index-only
// scans), not as a bulk load leaves it.
if (serverUrl) await database.db.execute(sql`vacuum analyze`);
await database.close();
const seedSeconds = (Date.now() - started) / 1000;
console.log(`seeded in ${seedSeconds.toFixed(1)} s`);

// 2. The server, as its own process.
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, WEB_CONCURRENCY: _default, ...rest } = env;
  return rest;
}
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
const port = await freePort();
const address = `http://127.0.0.1:${port}`;
const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof'])}`] : [];
const server: ChildProcess = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, ...profile, '--import', 'tsx', 'src/server/main.ts'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PAYMENTS_SANDBOX: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(args.workers ? { WEB_CONCURRENCY: args.workers } : {}),
    },
  },
);
const deadline = Date.now() + 120_000;
for (;;) {
  if (server.exitCode !== null) throw new Error(`the server exited during start-up (${server.exitCode})`);
  const ok = await fetch(`${address}/api/health`).then(
    (r) => r.status === 200,
    () => false,
  );
  if (ok) break;
  if (Date.now() > deadline) throw new Error('the server did not start within 120 s');
  await new Promise((resolve) => setTimeout(resolve, 300));
}
// The server's own default (src/server/workers.ts): every core on a database server, one on PGlite.
const workers = args.workers ? Number(args.workers) : databaseUrl ? os.availableParallelism() : 1;

// 3. The scenarios.
const token = (id: number, role: string) => signAccessToken(JWT_SECRET, { id, role });
const scenarios = scenariosFor(data, token, serverUrl ? 'postgres' : 'pglite');
const selected = args.only ? new Set(args.only.split(',')) : null;

/**
 * Waits until the server has drained what the previous scenario left queued (a bare request answering within
 * 50 ms three times running) and, on the PostgreSQL server, until the benchmark's database runs no query (a
 * slow scenario's queries go on after its connections close: an OFFSET 500,000 page takes seconds each), so no
 * scenario, the closing bare route included, is measured on another's backlog.
 */
async function settle() {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const start = performance.now();
    await fetch(`${address}/api/health`).catch(() => undefined);
    quick = performance.now() - start < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!serverUrl) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    while (Date.now() < until) {
      const { rows } = await client.query<{ active: number }>(
        `select count(*)::int as active from pg_stat_activity
         where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [benchDb],
      );
      if (rows[0]!.active === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** The benchmark database's server processes (its connections), on the PostgreSQL server. */
async function databasePids(): Promise<number[]> {
  if (!serverUrl || !CPU_TIMES_READABLE) return [];
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [benchDb],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

async function run(scenario: Scenario, duration = seconds) {
  await settle();
  // CPU read around the load: the server with its workers, and the database's connections.
  const serverPids = CPU_TIMES_READABLE && server.pid ? withChildren(server.pid) : [];
  const dbPidsBefore = await databasePids();
  const serverBefore = cpuMicros(serverPids);
  const dbBefore = cpuMicros(dbPidsBefore);
  const body = scenario.body;
  const paths = scenario.paths;
  const result = await autocannon({
    url: `${address}${scenario.path}`,
    connections,
    duration,
    headers: {
      'accept-encoding': 'br, gzip',
      ...(scenario.token ? { authorization: `Bearer ${scenario.token}` } : {}),
    },
    ...(body
      ? {
          requests: [
            {
              method: scenario.method ?? 'POST',
              setupRequest: (request) => {
                const next = body();
                return {
                  ...request,
                  body: next.body,
                  headers: {
                    ...request.headers,
                    'content-type': 'application/json',
                    authorization: `Bearer ${next.token}`,
                  },
                };
              },
            },
          ],
        }
      : paths
        ? { requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths() }) }] }
        : {}),
  });
  const serverAfter = cpuMicros(serverPids);
  const dbAfter = cpuMicros([...new Set([...dbPidsBefore, ...(await databasePids())])]);
  const answered = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(serverPids.length ? { serverCpuUs: cpuBetween(serverBefore, serverAfter) / answered } : {}),
    ...(dbPidsBefore.length ? { databaseCpuUs: cpuBetween(dbBefore, dbAfter) / answered } : {}),
  };
}

// The page scenarios (every path outside /api) need the built web app; without it the server answers them 503,
// and measuring those answers would say nothing about the pages.
const webBuilt = existsSync(path.join(root, 'dist/web/index.html'));
if (!webBuilt) console.warn('dist/web is not built (npm run build): the page scenarios are skipped');

/**
 * A platform's earnings report sums each month once it is over (decision 139), so the months a running platform
 * has closed are summed by the time its admin opens the report. The seeded year is summed here, by one report
 * before the runs, instead of by `admin-earnings`' first request with 99 others queued behind it (5.5 s at
 * 100,000 courses: the whole run measured 0 requests/s, 2026-11-30).
 */
if (!selected || selected.has('admin-earnings')) {
  const report = await fetch(`${address}/api/admin/earnings`, {
    headers: { authorization: `Bearer ${token(data.adminId, 'admin')}` },
  });
  if (!report.ok) throw new Error(`the earnings report answered ${report.status}`);
}

const BARE = { name: 'bare', path: '/api/health' };
/**
 * A scenario with a target ratio is judged against the bare route measured beside it: the mean of a short
 * measure just before it and one just after (half a scenario's time each; the one after serves the next
 * scenario too when nothing runs between). On a shared machine the bare route moved by a third to a half
 * within one run (16,082 requests/s at the start of a whole run and 11,478 at its end, 2026-11-30), so a
 * ratio to the run's average judged a slow stretch's scenarios against a faster stretch's bare route, and the
 * other way round (docs/performance.md, "A target judged against the bare route beside it"). The run's bare
 * route, before and after the scenarios, stays in the table.
 */
const besideSeconds = Math.max(2, Math.round(seconds / 2));
const bareBefore = await run(BARE);
const measured: Omit<ScenarioResult, 'ratioToBare' | 'meetsTarget'>[] = [];
/** The last short bare measure, while no scenario has run since. */
let lastBare: number | undefined;
for (const scenario of scenarios) {
  if (selected && !selected.has(scenario.name)) continue;
  if (!webBuilt && !scenario.path.startsWith('/api/')) continue;
  const judged = scenario.target?.ratio !== undefined;
  const bareBeforeIt = judged ? (lastBare ?? (await run(BARE, besideSeconds)).rps) : undefined;
  const r = await run(scenario);
  lastBare = judged ? (await run(BARE, besideSeconds)).rps : undefined;
  const bareRps =
    bareBeforeIt !== undefined && lastBare !== undefined ? (bareBeforeIt + lastBare) / 2 : undefined;
  measured.push({
    name: scenario.name,
    ...r,
    ...(bareRps !== undefined ? { bareRps } : {}),
    ...(scenario.target ? { target: scenario.target } : {}),
  });
  console.log(
    `${scenario.name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms` +
      (bareRps !== undefined
        ? ` (bare beside it ${Math.round(bareBeforeIt!)}, ${Math.round(lastBare!)})`
        : '') +
      (r.errors || r.non2xx ? `, ${r.errors} errors, ${r.non2xx} non-2xx` : ''),
  );
}
const bareAfter = await run(BARE);
const bare = {
  rps: (bareBefore.rps + bareAfter.rps) / 2,
  p50: Math.max(bareBefore.p50, bareAfter.p50),
  p99: Math.max(bareBefore.p99, bareAfter.p99),
  ...(bareBefore.serverCpuUs !== undefined && bareAfter.serverCpuUs !== undefined
    ? { serverCpuUs: (bareBefore.serverCpuUs + bareAfter.serverCpuUs) / 2 }
    : {}),
};
console.log(`bare: ${Math.round(bareBefore.rps)} req/s before, ${Math.round(bareAfter.rps)} after`);
console.log(`load average: ${loadAtStart.toFixed(2)} at the start, ${(os.loadavg()[0] ?? 0).toFixed(2)} now`);

/** The CPU a request cost the server (µs, with its workers) and the database (its connections), where read. */
function cpuColumns(r: { serverCpuUs?: number; databaseCpuUs?: number }) {
  return {
    ...(r.serverCpuUs !== undefined ? { 'server µs': Math.round(r.serverCpuUs) } : {}),
    ...(r.databaseCpuUs !== undefined ? { 'db µs': Math.round(r.databaseCpuUs) } : {}),
  };
}

const results: ScenarioResult[] = measured.map((m) => {
  const ratioToBare = m.rps / (m.bareRps ?? bare.rps);
  const t = m.target;
  const meetsTarget = t
    ? (t.ratio === undefined || ratioToBare >= t.ratio) &&
      (t.rps === undefined || m.rps >= t.rps) &&
      (t.p99 === undefined || m.p99 < t.p99) &&
      m.errors === 0 &&
      m.non2xx === 0
    : undefined;
  return { ...m, ratioToBare, ...(meetsTarget === undefined ? {} : { meetsTarget }) };
});
console.table([
  {
    scenario: 'bare',
    'req/s': Math.round(bare.rps),
    'p50 ms': bare.p50,
    'p99 ms': bare.p99,
    '×bare': '1.000',
    ...cpuColumns(bare),
  },
  ...results.map((r) => ({
    scenario: r.name,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    '×bare': r.ratioToBare.toFixed(3),
    'bare beside': r.bareRps === undefined ? '' : Math.round(r.bareRps),
    ...cpuColumns(r),
    errors: r.errors + r.non2xx,
    target: r.target
      ? [
          r.target.ratio !== undefined ? `≥${r.target.ratio}×` : '',
          r.target.rps !== undefined ? `≥${r.target.rps}/s` : '',
          r.target.p99 !== undefined ? `p99<${r.target.p99}` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : '',
    meets: r.meetsTarget === undefined ? '' : r.meetsTarget ? 'yes' : 'no',
  })),
]);
const file = writeResult(
  {
    measuredAt: new Date().toISOString(),
    database: serverUrl ? 'postgres' : 'pglite',
    courses,
    ledgerRows,
    seedSeconds,
    workers,
    connections,
    secondsPerScenario: seconds,
    bare,
    scenarios: results,
  },
  loadAtStart,
);
console.log(`written to ${path.relative(process.cwd(), file)}`);

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
if (serverUrl && args.keep) console.log(`kept database ${benchDb} (DROP DATABASE ${benchDb} when done)`);
else if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await rm(dataDir, { recursive: true, force: true });
