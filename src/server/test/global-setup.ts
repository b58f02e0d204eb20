import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) each test file loads: faster than migrating per file. */
    pgliteTemplate: string;
    /** When the suite runs on a PostgreSQL server: its URL and the migrated template database's name. */
    postgres: { url: string; template: string } | null;
  }
}

export async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'masar-test-'));
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // One template per run, so two runs on one server (parallel CI jobs, several checkouts) never collide.
    const template = `masar_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), max: 1 });
    await database.migrate();
    await database.close();
    project.provide('postgres', { url, template });
    project.provide('pgliteTemplate', '');
  } else {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
    project.provide('pgliteTemplate', file);
    project.provide('postgres', null);
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS masar_test_template_${process.pid} WITH (FORCE)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
