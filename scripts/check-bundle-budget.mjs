#!/usr/bin/env node
/**
 * Prints the gzipped size of every JavaScript chunk of the web build and fails (exit 1) when the home route's
 * first load is over budget. The first load is the entry chunk plus everything it imports statically, plus the
 * home page's own lazy chunk and its static imports (the home page cannot paint without them). Both are read
 * from Vite's `.vite/manifest.json`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const HOME_PAGE_SOURCE = 'features/site/pages/home-page.tsx';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist', 'web');
const manifestPath = join(outDir, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`check-bundle-budget: ${manifestPath} is missing; run \`vite build\` first.`);
  process.exit(1);
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipBytes = new Map();
function gzipSizeOf(file) {
  let size = gzipBytes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    gzipBytes.set(file, size);
  }
  return size;
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

const entryFiles = new Set([...staticClosure(entryKey)].map((key) => manifest[key].file));
const homeFiles = new Set(
  [...staticClosure(entryKey), ...staticClosure(HOME_PAGE_SOURCE)].map((key) => manifest[key].file),
);

const jsFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js'))
  .sort((a, b) => gzipSizeOf(b) - gzipSizeOf(a));

console.log('\nJavaScript chunks (gzip, KB)  * = home route first load');
for (const file of jsFiles) {
  console.log(`${kb(gzipSizeOf(file))}  ${homeFiles.has(file) ? '*' : ' '} ${file}`);
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSizeOf(file), 0);
const entryTotal = sum(entryFiles);
const homeTotal = sum(homeFiles);
const allTotal = sum(jsFiles);
console.log(`\n${kb(entryTotal)} KB  entry and its static imports (${entryFiles.size} chunks)`);
console.log(`${kb(homeTotal)} KB  home route first load (${homeFiles.size} chunks), budget ${BUDGET_KB} KB`);
console.log(`${kb(allTotal)} KB  all JavaScript (${jsFiles.length} chunks)\n`);

if (homeTotal > BUDGET_KB * 1024) {
  console.error(
    `check-bundle-budget: the home route loads ${(homeTotal / 1024).toFixed(1)} KB of gzipped JavaScript, ` +
      `over the ${BUDGET_KB} KB budget.`,
  );
  process.exit(1);
}
console.log('check-bundle-budget: within budget.');
