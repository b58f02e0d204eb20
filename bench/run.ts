/**
 * Load scenarios against the real app on a large embedded data set. Every scenario is reported as a ratio to
 * a bare route (GET /api/health) measured in the same run on the same machine, so the numbers compare across
 * machines. Usage: npm run bench [-- --seconds 5 --connections 20 --only tree,courses]
 * On a PostgreSQL server: npm run bench -- --database-url postgresql://postgres@127.0.0.1:5432/postgres
 */
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { withDatabase } from '../src/server/test/global-setup';
import { seedLarge } from './seed-large';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '5' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    /** A PostgreSQL server to measure instead of PGlite (a throwaway database is created and dropped). */
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masar-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
config.webDir = path.join(dataDir, 'web');
const serverUrl = args['database-url'];
const benchDb = `masar_bench_${process.pid}`;
async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}
if (serverUrl) await adminQuery(`CREATE DATABASE ${benchDb}`);
const database = serverUrl
  ? await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, benchDb), max: 20 })
  : await openDatabase({ kind: 'pglite' });
console.log(`database: ${serverUrl ? 'PostgreSQL server' : 'PGlite (embedded)'}`);
await database.migrate();
const app = await buildApp(config, { database });
console.log('seeding the large data set…');
const started = Date.now();
const data = await seedLarge(database.db, await app.ctx.passwords.hash('bench-password'));
await database.analyze();
if (serverUrl) await database.db.execute(sql`analyze`);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const adminToken = app.ctx.tokens.sign({ id: data.adminId, role: 'admin', sessionVersion: 0 });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

interface Scenario {
  name: string;
  path: string;
  token?: string;
  /** For writes: the method and a body per request (each request must be a new, valid purchase). */
  method?: 'POST';
  body?: () => { token: string; body: string };
}
const tokenOf = (id: number) => app.ctx.tokens.sign({ id, role: 'student', sessionVersion: 0 });
const studentTokens = data.studentIds.map(tokenOf);
// The hot wallet is student 0; the many-wallets scenario uses the others, so no purchase repeats.
const otherTokens = studentTokens.slice(1);
let hot = 0;
let spread = 0;
const scenarios: Scenario[] = [
  { name: 'bare', path: '/api/health' },
  { name: 'tree', path: '/api/structure/tree' },
  { name: 'years', path: '/api/levels/1/years' },
  { name: 'courses', path: '/api/courses?page=1&limit=20' },
  { name: 'courses-deep-page', path: '/api/courses?page=200&limit=20' },
  { name: 'courses-by-material', path: `/api/courses?materialId=${data.materialIds[7]}` },
  { name: 'course', path: `/api/courses/${data.courseIds[3]}` },
  { name: 'users-search', path: '/api/users?search=user123&limit=20', token: adminToken },
  { name: 'users-page', path: '/api/users?page=50&limit=20&role=student', token: adminToken },
  // One wallet buying course after course: every purchase contends for the same balance row.
  {
    name: 'buy-course-hot-wallet',
    path: '/api/points/buy-course',
    method: 'POST',
    body: () => ({
      token: studentTokens[0]!,
      body: JSON.stringify({ courseId: data.courseIds[hot++ % data.courseIds.length] }),
    }),
  },
  // Many wallets buying at once: purchases spread over 2000 students.
  {
    name: 'buy-course-many-wallets',
    path: '/api/points/buy-course',
    method: 'POST',
    body: () => {
      const i = spread++;
      const student = i % otherTokens.length;
      const course = Math.floor(i / otherTokens.length);
      return {
        token: otherTokens[student]!,
        body: JSON.stringify({ courseId: data.courseIds[course % data.courseIds.length] }),
      };
    },
  },
];
const selected = args.only ? new Set(['bare', ...args.only.split(',')]) : null;

async function run(scenario: Scenario) {
  const body = scenario.body;
  const result = await autocannon({
    url: `${address}${scenario.path}`,
    connections,
    duration: seconds,
    headers: scenario.token ? { authorization: `Bearer ${scenario.token}` } : {},
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
      : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${scenario.name}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const rows: {
  scenario: string;
  'req/s': number;
  'p99 ms': number;
  'throughput vs bare': string;
  'p99 vs bare': string;
}[] = [];
let bare: { rps: number; p99: number } | null = null;
for (const scenario of scenarios) {
  if (selected && !selected.has(scenario.name)) continue;
  const r = await run(scenario);
  bare ??= r;
  rows.push({
    scenario: scenario.name,
    'req/s': Math.round(r.rps),
    'p99 ms': r.p99,
    'throughput vs bare': `${((r.rps / bare.rps) * 100).toFixed(1)} %`,
    'p99 vs bare': `${(r.p99 / Math.max(bare.p99, 1)).toFixed(1)}×`,
  });
  console.log(`${scenario.name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms`);
}
console.table(rows);
await app.close();
await database.close();
if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await rm(dataDir, { recursive: true, force: true });
