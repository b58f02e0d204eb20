#!/usr/bin/env node
/**
 * Prints the size of every JavaScript chunk of the web build as it is sent — the brotli copy that
 * `scripts/precompress-web.mjs` wrote beside it, which a browser sending `Accept-Encoding: br` receives, or
 * the file itself when there is none — and fails (exit 1) when the home route's first load is over budget.
 *
 * The first load is everything the home page needs before it can paint: index.html, the entry chunk and
 * everything it imports statically, the home page's own lazy chunk and its static imports, and the stylesheets
 * of those chunks. All of it is read from Vite's `.vite/manifest.json`. Run after `vite build` and the
 * precompression (`npm run build` runs the three).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 170;
const HOME_PAGE_SOURCE = 'features/site/pages/home-page.tsx';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist', 'web');
const manifestPath = join(outDir, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`check-bundle-budget: ${manifestPath} is missing; run \`vite build\` first.`);
  process.exit(1);
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The bytes a browser negotiating brotli receives for a built file. */
function sentSizeOf(file) {
  const compressed = join(outDir, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : join(outDir, file)).size;
}

/** The manifest keys of a chunk and of everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`check-bundle-budget: ${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) {
  console.error(`check-bundle-budget: expected one entry chunk, found ${entries.length}.`);
  process.exit(1);
}
const [entryKey] = entries[0];
if (!manifest[HOME_PAGE_SOURCE]) {
  console.error(`check-bundle-budget: ${HOME_PAGE_SOURCE} is not a chunk of the build.`);
  process.exit(1);
}
if (!existsSync(join(outDir, 'index.html.br'))) {
  console.error(
    'check-bundle-budget: dist/web has no brotli copies; run `node scripts/precompress-web.mjs`.',
  );
  process.exit(1);
}

const entryKeys = staticClosure(entryKey);
const homeKeys = new Set([...entryKeys, ...staticClosure(HOME_PAGE_SOURCE)]);
const filesOf = (keys) => new Set([...keys].map((key) => manifest[key].file));
const stylesOf = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));
const entryFiles = filesOf(entryKeys);
const homeFiles = new Set(['index.html', ...filesOf(homeKeys), ...stylesOf(homeKeys)]);

const jsFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js'))
  .sort((a, b) => sentSizeOf(b) - sentSizeOf(a));

console.log('\nJavaScript chunks (brotli as sent, KB)  * = home route first load');
for (const file of jsFiles) {
  console.log(`${kb(sentSizeOf(file))}  ${homeFiles.has(file) ? '*' : ' '} ${file}`);
}

const sum = (files) => [...files].reduce((total, file) => total + sentSizeOf(file), 0);
const homeOther = [...homeFiles].filter((file) => !file.endsWith('.js'));
const entryTotal = sum(entryFiles);
const homeTotal = sum(homeFiles);
const allTotal = sum(jsFiles);
console.log('\nOther files of the home route first load (brotli as sent, KB)');
for (const file of homeOther) console.log(`${kb(sentSizeOf(file))}  * ${file}`);
console.log(`\n${kb(entryTotal)} KB  entry and its static imports (${entryFiles.size} chunks)`);
console.log(
  `${kb(homeTotal)} KB  home route first load (${homeFiles.size} files: HTML, JavaScript, CSS), ` +
    `budget ${BUDGET_KB} KB`,
);
console.log(`${kb(allTotal)} KB  all JavaScript (${jsFiles.length} chunks)\n`);

// Installing the app (issue 21): what the service worker precaches once, after the first page
// (docs/decisions/090-weak-connections.md). Its list is the `"url":"…"` entries of the built dist/web/sw.js.
const INSTALL_BUDGET_KB = 170;
const swPath = join(outDir, 'sw.js');
const precached = existsSync(swPath)
  ? [...new Set([...readFileSync(swPath, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))]
  : [];
const installTotal = sum(precached.filter((file) => existsSync(join(outDir, file))));
console.log(
  `${kb(installTotal)} KB  service worker precache, sent once after the first page (${precached.length} files), ` +
    `budget ${INSTALL_BUDGET_KB} KB\n`,
);
if (installTotal > INSTALL_BUDGET_KB * 1024) {
  console.error(
    `check-bundle-budget: the service worker precaches ${(installTotal / 1024).toFixed(1)} KB (brotli), ` +
      `over the ${INSTALL_BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}

if (homeTotal > BUDGET_KB * 1024) {
  console.error(
    `check-bundle-budget: the home route's first load sends ${(homeTotal / 1024).toFixed(1)} KB ` +
      `(brotli), over the ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
console.log('check-bundle-budget: within budget.');
