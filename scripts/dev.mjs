#!/usr/bin/env node
/**
 * `npm run dev`: the API in watch mode on port 3001 and the Vite dev server on 5173 (which proxies /api to
 * the API). Ctrl+C or a signal stops both; if either exits, the other is stopped too.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const API_PORT = '3001';
const WEB_PORT = 5173;

const children = [
  {
    name: 'api',
    child: spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: API_PORT,
        PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}`,
      },
    }),
  },
  {
    name: 'web',
    child: spawn(
      process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(WEB_PORT), '--strictPort'],
      { cwd: root, stdio: 'inherit', env: process.env },
    ),
  },
];

let stopping = false;

function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

let exitCode = 0;
let running = children.length;
for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    running -= 1;
    if (!stopping) {
      console.error(`dev: ${name} exited (${signal ?? `code ${code}`}); stopping the other process.`);
      exitCode = code ?? 1;
      stopAll();
    }
    if (running === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal));
}
