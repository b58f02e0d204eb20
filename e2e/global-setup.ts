/**
 * Starts the real server once for the browser tests: a fresh DATA_DIR (so the embedded database is migrated
 * and seeded with the demo accounts), a free port on 127.0.0.1, and the built web app (rebuilt first if stale).
 * Tests read the base URL, DATA_DIR and Playwright's features off (support/chromium.ts) through `inject`.
 * Teardown stops the server and deletes DATA_DIR. The server's log is e2e/artifacts/server.log, or the file there
 * that E2E_SERVER_LOG names (CI runs the data budget's file as a second run beside the others, .ci/run).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { playwrightFeaturesOff } from './support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    /** Playwright's own `--disable-features` list, which every launch repeats (support/chromium.ts). */
    playwrightFeaturesOff: string[];
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const artifacts = join(root, 'e2e', 'artifacts');
const START_TIMEOUT_MS = 90_000;
const serverLog = process.env.E2E_SERVER_LOG || 'server.log';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited during start-up (${child.signalCode ?? child.exitCode}); see e2e/artifacts/${serverLog}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health did not answer 200 within ${START_TIMEOUT_MS / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-web-if-stale.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('building the web app failed');

  const featuresOff = await playwrightFeaturesOff();

  await mkdir(artifacts, { recursive: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'masar-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(join(artifacts, serverLog));

  // Run the server as `npm start` does: Vitest's NODE_ENV=test must not leak into it.
  const { NODE_ENV: _vitestNodeEnv, ...inherited } = process.env;
  // `node --import tsx` keeps the server's own PID, so signals reach it directly.
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // A second administrator, so the specs that only read admin pages do not spend the demo admin's
      // sign-ins (ten per quarter hour per account) that the sign-in specs need.
      ADMIN_EMAIL: 'e2e.admin@masar.test',
      ADMIN_PASSWORD: 'E2eAdmin#2026-pages',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitForHealth(baseURL, server);
  } catch (error) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('playwrightFeaturesOff', featuresOff);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    await stop(server);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
}
