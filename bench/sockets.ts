/**
 * Socket fan-out: N sockets (default 1,000) subscribed to one chat room, spread over two API instances; one
 * message posted through instance B reaches every socket; reports delivery p50/p99/max and the servers'
 * memory per socket. Usage: npm run bench:sockets [-- --sockets 1000 --rounds 5]
 * Two instances need one PostgreSQL database and one Redis:
 *   npm run bench:sockets -- --database-url postgresql://postgres@127.0.0.1:5432/postgres --redis-url redis://127.0.0.1:6379
 * Without them, one instance on PGlite (in-process events) serves every socket, and the report says so.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { withDatabase } from '../src/server/test/global-setup';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    'redis-url': { type: 'string', default: process.env.BENCH_REDIS_URL },
  },
});
const count = Number(args.sockets);
const rounds = Number(args.rounds);
const serverUrl = args['database-url'];
const redisUrl = args['redis-url'];
const twoInstances = Boolean(serverUrl && redisUrl);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masar-bench-sockets-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  ...(twoInstances ? { REDIS_URL: redisUrl } : {}),
});
config.webDir = path.join(dataDir, 'web');
// The bench posts one message per round; the per-user chat throttle is not what is measured.
config.rateLimits.chatPerUser = { max: 1_000_000, window: 10_000 };
const benchDb = `masar_bench_sockets_${process.pid}`;
async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

if (twoInstances) await adminQuery(`CREATE DATABASE ${benchDb}`);
const databases: Database[] = [];
const open = async () => {
  const database = twoInstances
    ? await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl!, benchDb), max: 10 })
    : await openDatabase({ kind: 'pglite' });
  databases.push(database);
  return database;
};
const first = await open();
await first.migrate();
console.log(
  twoInstances
    ? 'two instances, one PostgreSQL database, one Redis'
    : 'ONE instance on PGlite, in-process events (give --database-url and --redis-url for two instances)',
);

// One professor, N students, one approved session they all hold a seat in: written directly, as seed-large does.
const hash = 'not-a-password-hash';
const [prof] = (
  await first.db.execute<{ id: number }>(
    sql`insert into users (name, email, password_hash, role) values ('Bench Prof', 'bench-prof@bench.dz', ${hash}, 'professor') returning id`,
  )
).rows;
await first.db.execute(sql`
  insert into users (name, email, password_hash, role)
  select 'Student ' || g, 'student' || g || '@bench.dz', ${hash}, 'student' from generate_series(1, ${count}) g`);
const [session] = (
  await first.db.execute<{ id: number }>(sql`
    insert into live_sessions (professor_id, title, scheduled_at, duration, max_attendees, room, is_approved)
    values (${prof!.id}, 'Bench session', now() + interval '1 day', 60, ${count}, ${`bench-${randomBytes(8).toString('hex')}`}, true)
    returning id`)
).rows;
const students = (
  await first.db.execute<{ id: number }>(sql`select id from users where role = 'student' order by id`)
).rows.map((r) => Number(r.id));
await first.db.execute(sql`
  insert into live_session_purchases (session_id, user_id, amount_paid)
  select ${session!.id}, id, 0 from users where role = 'student'`);

const apps: FastifyInstance[] = [await buildApp(config, { database: first })];
if (twoInstances) apps.push(await buildApp(config, { database: await open() }));
const addresses = await Promise.all(apps.map((app) => app.listen({ host: '127.0.0.1', port: 0 })));
const sign = (id: number, role: string) => apps[0]!.ctx.tokens.sign({ id, role, sessionVersion: 0 });
const profToken = sign(Number(prof!.id), 'professor');
const roomId = String(session!.id);

const memory = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
};
const before = memory();

const child = fork(path.join(import.meta.dirname, 'socket-clients.ts'), [], {
  execArgv: ['--import', 'tsx'],
});
const nextMessage = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
const started = Date.now();
child.send({
  type: 'setup',
  setup: {
    urls: addresses.map((a) => `${a.replace(/^http/, 'ws')}/api/ws`),
    tokens: students.map((id) => sign(id, 'student')),
    roomId,
  },
});
const { count: opened } = await nextMessage<{ count: number }>();
console.log(
  `${opened} sockets authenticated and subscribed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await new Promise((r) => setTimeout(r, 500));
const after = memory();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const all: number[] = [];
const post = twoInstances ? addresses[1]! : addresses[0]!;
for (let round = 0; round <= rounds; round++) {
  const marker = `round ${round} ${randomBytes(4).toString('hex')}`;
  const sentAt = performance.timeOrigin + performance.now();
  child.send({ type: 'expect', marker, sentAt });
  const delivered = nextMessage<{ latencies: number[] }>();
  const res = await fetch(`${post}/api/chat-messages/${roomId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${profToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message_text: marker }),
  });
  if (res.status !== 201) throw new Error(`posting failed: ${res.status} ${await res.text()}`);
  const { latencies } = await delivered;
  // Round 0 warms up (JIT, connection pools) and is not counted.
  if (round > 0) all.push(...latencies);
  await new Promise((r) => setTimeout(r, 200));
}
all.sort((a, b) => a - b);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const perSocket = (bytes: number) => (bytes / opened / 1024).toFixed(1);
console.log(`rounds: ${rounds} (+1 warm-up), deliveries measured: ${all.length}`);
console.log(
  `delivery (post sent → socket received): p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${all.at(-1)!.toFixed(1)} ms`,
);
console.log(
  `server memory for ${opened} sockets (${apps.length} instance${apps.length > 1 ? 's' : ''} in this process): ` +
    `heap +${mib(after.heapUsed - before.heapUsed)} MiB (${perSocket(after.heapUsed - before.heapUsed)} KiB/socket), ` +
    `rss +${mib(after.rss - before.rss)} MiB (${perSocket(after.rss - before.rss)} KiB/socket)`,
);

child.send({ type: 'exit' });
for (const app of apps) await app.close();
for (const database of databases) await database.close();
if (twoInstances) await adminQuery(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
await rm(dataDir, { recursive: true, force: true });
