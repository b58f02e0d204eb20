/**
 * WEB_CONCURRENCY: the real server started as `npm start` starts it, with two workers on one PostgreSQL
 * database and no Redis. Both workers answer on the one port; a write answered by one worker drops the cached
 * public reads of the other (the primary relays the event); SIGTERM stops them all. Needs TEST_DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from './test/global-setup';

const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'cluster-admin@masar.test', password: 'cluster-admin-password' };

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

describe.skipIf(!serverUrl)('several workers on one port (needs TEST_DATABASE_URL)', () => {
  const name = `masar_cluster_${randomUUID().replaceAll('-', '')}`;
  let server: ChildProcess;
  let base: string;
  let dataDir: string;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'masar-cluster-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: withDatabase(serverUrl!, name),
        JWT_SECRET: 'cluster-secret-cluster-secret-cluster-00',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PAYMENTS_SANDBOX: 'true',
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: '2',
      },
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('the cluster did not start');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every worker coherent after a write, and stops all of them on SIGTERM', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // Both workers keep the tree (connections are handed round-robin; new connection per fetch here).
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${base}/api/structure/tree`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
    }
    const created = await fetch(`${base}/api/levels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'مستوى من عامل' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // Every later read, whichever worker answers it, shows the new level.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < 8; i += 1) {
      const res = await fetch(`${base}/api/structure/tree`, { headers: { connection: 'close' } });
      const tree = (await res.json()) as { levels: { id: number }[] };
      expect(tree.levels.map((l) => l.id)).toContain(id);
    }

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
