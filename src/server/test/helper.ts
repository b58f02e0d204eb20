import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role, User } from '../../contract/users';
import { buildApp, type AppOverrides } from '../app';
import { loadConfig, type Config } from '../config';
import type { AppContext } from '../context';
import { openDatabase, type Database } from '../db/client';
import { createUser, toUserDto } from '../modules/users/service';
import { withDatabase } from './global-setup';
import { logStream } from './log-capture';

/**
 * How long a test waits for what happens after an answer (a mail, a socket's message): `vi.waitFor(check,
 * EVENTUALLY)`. A wait ends as soon as its check passes, so a long bound costs a passing test nothing; Vitest's
 * default second is shorter than a stall of this process at CI's lower priority beside the browser tests.
 */
export const EVENTUALLY = { timeout: 10_000, interval: 10 } as const;

export interface TestApp {
  app: FastifyInstance;
  /** The PostgreSQL URL of this app's database (null on PGlite). */
  databaseUrl: string | null;
  ctx: AppContext;
  config: Config;
  /** `app.inject` with an optional bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh database for this test file: PGlite from the migrated template, or a PostgreSQL clone of it. */
export async function openTestDatabase(): Promise<{
  database: Database;
  /** The PostgreSQL database's URL, so a test can open a second pool on it (null on PGlite). */
  url: string | null;
  drop(): Promise<void>;
}> {
  const postgres = inject('postgres');
  if (postgres) {
    const name = `masar_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres.template}`);
    await admin.end();
    const url = withDatabase(postgres.url, name);
    const database = await openDatabase({ kind: 'postgres', url, max: 20 });
    return {
      database,
      url,
      async drop() {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const template = await readFile(inject('pgliteTemplate'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
  return { database, url: null, drop: async () => undefined };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://masar.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: env.DATA_DIR ?? os.tmpdir(),
    ...env,
  });
}

/** Builds the whole app on a fresh database and a private DATA_DIR. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    configure?: (config: Config) => void | Promise<void>;
    overrides?: AppOverrides;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masar-data-'));
  const config = testConfig({ DATA_DIR: dataDir, ...options.env });
  // Cheap hashes keep the suite fast; production cost is set in config.ts.
  config.passwordHash = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
  config.webDir = path.join(dataDir, 'web');
  await options.configure?.(config);
  const { database, url, drop } = await openTestDatabase();
  const app = await buildApp(config, { database, logStream, ...options.overrides });
  await app.ready();
  return {
    app,
    databaseUrl: url,
    ctx: app.ctx,
    config,
    request({ token, headers, ...rest }) {
      return app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      // rm retries on ENOTEMPTY, should a file still be written there as it is removed.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

export interface TestUser {
  user: User;
  token: string;
  password: string;
}

let sequence = 0;

/** Factory: a user of the given role, with a valid access token. */
export async function buildUser(
  t: TestApp,
  role: Role,
  fields: Partial<{ name: string; email: string }> = {},
) {
  sequence += 1;
  const password = `Password-${sequence}-ok`;
  const row = await createUser(t.ctx, {
    name: fields.name ?? `${role} ${sequence}`,
    email: fields.email ?? `${role}.${sequence}.${randomUUID().slice(0, 8)}@example.dz`,
    password,
    role,
  });
  return { user: toUserDto(row), token: t.ctx.tokens.sign(row), password } satisfies TestUser;
}

export const buildStudent = (t: TestApp) => buildUser(t, 'student');
export const buildProfessor = (t: TestApp) => buildUser(t, 'professor');
export const buildAdmin = (t: TestApp) => buildUser(t, 'admin');

/** The refresh cookie a response set, as a Cookie header value. */
export function refreshCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'masar_rt');
  if (!cookie) throw new Error('no refresh cookie was set');
  return `masar_rt=${cookie.value}`;
}

/**
 * The database handle behind a proxy that counts the queries run on it, for tests of what is read once and
 * what is kept: `reads()` is the count so far. A query built once and run many times (db/prepared.ts) counts
 * each run: every query, prepared or not, runs through its session's `prepareQuery(…).execute(…)`, and
 * `select`, `insert` and the rest take the session from the handle they are called on. A transaction opened on
 * it runs on a session of its own: its queries are not counted.
 */
export function countingReads<D extends object>(db: D): { db: D; reads: () => number } {
  let reads = 0;
  type Query = { execute: (...args: unknown[]) => unknown };
  type Session = { prepareQuery: (...args: unknown[]) => Query };
  const counting = (session: Session) =>
    new Proxy(session, {
      get(target, key, receiver) {
        if (key !== 'prepareQuery') return Reflect.get(target, key, receiver) as unknown;
        return (...args: unknown[]) => {
          const query = target.prepareQuery(...args);
          const execute = query.execute.bind(query);
          query.execute = (...values: unknown[]) => {
            reads += 1;
            return execute(...values);
          };
          return query;
        };
      },
    });
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      return key === 'session' ? counting(value as Session) : value;
    },
  });
  return { db: counted, reads: () => reads };
}
