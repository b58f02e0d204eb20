#!/usr/bin/env node
/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the web build
 * (`.js`, `.css`, `.html`, `.svg`, `.json`, `.webmanifest`, `.txt`) of 1 KB or more, and of every `.html`
 * page, so the server sends them as they are (`@fastify/static` with `preCompressed`) instead of compressing on
 * every request. A copy that would not be smaller is not written: the server then sends the file itself.
 *
 * `node scripts/precompress-web.mjs [folder]` — the folder defaults to dist/web. Part of `npm run build`.
 * Plain Node, no dependencies.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);
export const MIN_BYTES = 1024;

/** Every file under a folder, skipping dot-folders (`.vite/manifest.json` is a build record, never served). */
function filesUnder(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/** Compresses the folder's text files in place; returns one line per file for the build log. */
export function precompress(dir) {
  const written = [];
  for (const file of filesUnder(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) {
      // A copy left from an earlier run of this script on the same folder is rewritten (or dropped) below.
      rmSync(file);
      continue;
    }
  }
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(file))) continue;
    const source = readFileSync(file);
    // Pages are compressed whatever their size: index.html is the first thing a visit downloads, and now that
    // the entry's imports are one chunk it is under 1 KB (the copies are still about half of it).
    if (source.length < MIN_BYTES && extname(file) !== '.html') continue;
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(source, { level: 9 });
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
    written.push({ file: relative(dir, file), bytes: source.length, br: br.length, gz: gz.length });
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = resolve(process.argv[2] ?? join(root, 'dist', 'web'));
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`precompress-web: ${dir} is not a folder; run \`vite build\` first.`);
    process.exit(1);
  }
  const written = precompress(dir);
  const total = (key) => written.reduce((sum, entry) => sum + entry[key], 0);
  console.log(
    `precompress-web: ${written.length} files, ${(total('bytes') / 1024).toFixed(1)} KB → ` +
      `${(total('br') / 1024).toFixed(1)} KB brotli, ${(total('gz') / 1024).toFixed(1)} KB gzip`,
  );
}
