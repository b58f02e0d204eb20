import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index';

/**
 * Both drivers expose the same Drizzle query API; the node-postgres type stands for both so services are
 * written once (docs/decisions/001-embedded-pglite-and-postgresql.md).
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type DatabaseOptions =
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string; max?: number };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Refreshes planner statistics. PGlite runs no autovacuum, so start-up does it; PostgreSQL does its own. */
  analyze(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` holding the start-up advisory lock (session-level, on one connection), so migrations and
   * seeding never run twice at once when several instances start together. PGlite supports the same call.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** How many of the migrations shipped with this version the database has not applied (0 when up to date). */
  pendingMigrations(): Promise<number>;
  /** Only for PGlite: the whole data directory as a tarball (used to build the test template). */
  dump?(): Promise<Blob>;
}

// One fixed key for the whole application: the lock guards "migrate, then seed", nothing else.
const LOCK_SQL = "select pg_advisory_lock(hashtext('masar:migrate-and-seed'))";
const UNLOCK_SQL = "select pg_advisory_unlock(hashtext('masar:migrate-and-seed'))";

/** Where a pool reports a failed idle connection; the pool replaces the connection itself. */
export interface PoolErrorLog {
  error(details: { err: unknown }, message: string): void;
}
const consoleLog: PoolErrorLog = {
  error: (details, message) => console.error(message, details.err),
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The migrations this version ships (drizzle-kit's journal), read once. */
let shipped: number | null = null;
function shippedMigrations(): number {
  shipped ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return shipped;
}

/** Drizzle records each applied migration in `drizzle.__drizzle_migrations`; no table means none applied. */
async function pendingMigrationsOf(db: Db): Promise<number> {
  const found = await db.execute<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!found.rows[0]?.exists) return shippedMigrations();
  const applied = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Math.max(0, shippedMigrations() - Number(applied.rows[0]?.count ?? 0));
}

export async function openDatabase(
  options: DatabaseOptions,
  log: PoolErrorLog = consoleLog,
): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle client's error (a server restart, a dropped connection) must not crash the process: the pool
    // replaces the client. It is logged, so a database going away is visible; once we close the pool, the
    // server ending its side of our connections is expected and not reported.
    let closed = false;
    pool.on('error', (err) => {
      if (!closed) log.error({ err }, 'idle database connection failed; the pool replaces it');
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      analyze: async () => undefined,
      pendingMigrations: () => pendingMigrationsOf(db),
      // The lock belongs to one session: hold one client for the whole run (the work itself uses others).
      withStartupLock: async (work) => {
        const client = await pool.connect();
        try {
          await client.query(LOCK_SQL);
          return await work();
        } finally {
          await client.query(UNLOCK_SQL).catch(() => undefined);
          client.release();
        }
      },
      close: () => {
        closed = true;
        return pool.end();
      },
    };
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    analyze: async () => {
      await client.exec('analyze');
    },
    pendingMigrations: () => pendingMigrationsOf(db),
    withStartupLock: async (work) => {
      await client.query(LOCK_SQL);
      try {
        return await work();
      } finally {
        await client.query(UNLOCK_SQL);
      }
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
  };
}
