#!/usr/bin/env node
/**
 * Writes dist/web/.vite/page-preloads.json: for each page a visitor may open first, the built chunks its lazy
 * page needs beyond the entry (the page's own chunk, its static imports and its Arabic translation chunks —
 * Arabic is what a first visit reads). The server sends them as `Link: <…>; rel=modulepreload` with that page's
 * index.html, so the browser fetches the page's code alongside the entry instead of after the entry has run
 * (one round trip less on a slow network; docs/performance.md).
 *
 * Pages are named by their address pattern (src/contract/pages.ts) and their module (src/web/app/router.tsx
 * places it there); the translation namespaces are read from src/web/app/routes/pages.ts. A module or
 * namespace missing from the build fails it. Part of `npm run build`, after `vite build`. Plain Node.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIRST_LOAD_PAGES = {
  '/': 'features/site/pages/home-page',
  '/TTHCourses': 'features/catalogue/pages/courses-browse-page',
  '/TTHLanguages': 'features/catalogue/pages/languages-browse-page',
  '/coursesList/courses/:id': 'features/course-view/pages/course-page',
  '/description': 'features/course-view/pages/course-page',
  '/login': 'features/auth/pages/login-page',
  '/register': 'features/auth/pages/register-page',
  '/schoolhouse': 'features/auth/pages/schoolhouse-page',
  '/schoolhouse/login': 'features/auth/pages/login-page',
};
const FIRST_VISIT_LANGUAGE = 'ar';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist', 'web');
const manifestPath = join(outDir, '.vite', 'manifest.json');
const fail = (message) => {
  console.error(`page-preloads: ${message}`);
  process.exit(1);
};

if (!existsSync(manifestPath)) fail(`${manifestPath} is missing; run \`vite build\` first.`);
/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Each lazy page's module and namespaces, as `lazyPage(() => import('…'), ['ns', …])` in pages.ts. */
const pagesSource = readFileSync(join(root, 'src', 'web', 'app', 'routes', 'pages.ts'), 'utf8');
const namespacesOf = new Map();
for (const match of pagesSource.matchAll(/import\('\.\.\/\.\.\/([^']+)'\)(?:\s*,\s*\[([^\]]*)\])?/g)) {
  const namespaces = [...(match[2] ?? '').matchAll(/'([^']+)'/g)].map((ns) => ns[1]);
  namespacesOf.set(match[1], namespaces);
}

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) fail(`${key} is not in the manifest`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) fail(`expected one entry chunk, found ${entries.length}`);
const onFirstLoad = new Set([...staticClosure(entries[0])].map((key) => manifest[key].file));

const preloads = {};
for (const [page, module] of Object.entries(FIRST_LOAD_PAGES)) {
  const namespaces = namespacesOf.get(module);
  if (!namespaces) fail(`${module} is not a lazy page of src/web/app/routes/pages.ts`);
  const keys = staticClosure(`${module}.tsx`);
  for (const ns of namespaces) staticClosure(`locales/${FIRST_VISIT_LANGUAGE}/${ns}.json`, keys);
  const files = new Set([...keys].map((key) => manifest[key].file));
  preloads[page] = [...files].filter((file) => !onFirstLoad.has(file)).map((file) => `/${file}`);
}

writeFileSync(join(outDir, '.vite', 'page-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
console.log(`page-preloads: ${Object.keys(preloads).length} pages`);
