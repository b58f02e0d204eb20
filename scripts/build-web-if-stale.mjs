#!/usr/bin/env node
/**
 * Builds the web app (`npm run build`: vite build, the brotli and gzip copies, the bundle budget) when
 * `dist/web/index.html` or its brotli copy is missing, or older than the newest file of its sources: src/web,
 * src/contract, vite.config.ts, package-lock.json and the build's own scripts. Plain Node, no dependencies.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'web', 'index.html');
const sources = [
  'src/web',
  'src/contract',
  'vite.config.ts',
  'package-lock.json',
  'scripts/page-preloads.mjs',
  'scripts/precompress-web.mjs',
].map((path) => join(root, path));

/** The newest modification time under a file or folder, with the file it belongs to. */
function newest(path) {
  if (!existsSync(path)) return { mtimeMs: 0, path };
  const stats = statSync(path);
  if (!stats.isDirectory()) return { mtimeMs: stats.mtimeMs, path };
  let latest = { mtimeMs: stats.mtimeMs, path };
  for (const entry of readdirSync(path)) {
    const candidate = newest(join(path, entry));
    if (candidate.mtimeMs > latest.mtimeMs) latest = candidate;
  }
  return latest;
}

function reasonToBuild() {
  if (!existsSync(builtIndex)) return 'dist/web/index.html is missing';
  // A build from before the precompression (or a bare `vite build`) has no brotli copies to send.
  if (!existsSync(`${builtIndex}.br`)) return 'dist/web has no precompressed copies';
  if (!existsSync(join(root, 'dist', 'web', '.vite', 'page-preloads.json')))
    return 'dist/web lists no page preloads';
  const builtAt = statSync(builtIndex).mtimeMs;
  const latest = sources.map(newest).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  if (latest.mtimeMs > builtAt) return `${relative(root, latest.path)} changed after the last build`;
  return null;
}

const reason = reasonToBuild();
if (!reason) {
  console.log('web app: dist/web is up to date');
  process.exit(0);
}
console.log(`web app: building (${reason})`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// A production build whatever the caller's NODE_ENV (Vitest sets `test`, which would build React's dev copy).
const result = spawnSync(npm, ['run', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (result.error) {
  console.error(`web app: could not run npm run build: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
