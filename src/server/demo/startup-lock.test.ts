import { count, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { appMeta } from '../db/schema/meta';
import { pointPackages } from '../db/schema/points';
import { users } from '../db/schema/users';
import { createPasswordHasher } from '../modules/auth/index';
import { createLocalStorage } from '../plugins/storage';
import { withDatabase } from '../test/global-setup';
import { openTestDatabase, testConfig } from '../test/helper';
import { DEMO_ACCOUNTS, migrateAndSeed } from './seed';

// Several API instances may start at once on one PostgreSQL database: migrations and the demo seed run under
// one advisory lock, so exactly one instance migrates and seeds and the others find the work done.
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'masar-lock-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const seedContext = (database: Database) => {
  const config = testConfig({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  return {
    db: database.db,
    config: { ...config, admin: null },
    passwords: createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }),
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
  };
};

const advisoryLocks = async (database: Database) =>
  (
    await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())`,
    )
  ).rows[0]!.n;

describe('start-up lock', () => {
  it('is held while migrations and seeding run, and released after (PGlite and PostgreSQL alike)', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      let heldDuringWork = -1;
      await database.withStartupLock(async () => {
        heldDuringWork = await advisoryLocks(database);
      });
      expect(heldDuringWork).toBe(1);
      expect(await advisoryLocks(database)).toBe(0);
    } finally {
      await database.close();
      await drop();
    }
  });

  const postgres = inject('postgres');
  it.skipIf(!postgres)(
    'lets two instances migrate and seed one empty database at once, seeding it once',
    async () => {
      const name = `masar_test_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: postgres!.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = withDatabase(postgres!.url, name);
      const first = await openDatabase({ kind: 'postgres', url, max: 5 });
      const second = await openDatabase({ kind: 'postgres', url, max: 5 });
      try {
        const reports = await Promise.all([
          migrateAndSeed(first, seedContext(first)),
          migrateAndSeed(second, seedContext(second)),
        ]);
        expect(reports.filter((r) => r.demoSeeded !== null)).toHaveLength(1);
        expect(reports.filter((r) => r.demoSeeded === null)).toHaveLength(1);

        const db = first.db;
        expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(DEMO_ACCOUNTS.length);
        expect(
          (await db.select({ n: count() }).from(appMeta).where(eq(appMeta.key, 'demo_seeded')))[0]!.n,
        ).toBe(1);
        expect((await db.select({ n: count() }).from(pointPackages))[0]!.n).toBe(3);
        expect(await advisoryLocks(first)).toBe(0);
      } finally {
        await first.close();
        await second.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
