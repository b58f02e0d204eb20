#!/usr/bin/env node
/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, zopfli) copy beside every text file of the web build
 * (`.js`, `.css`, `.html`, `.svg`, `.json`, `.webmanifest`, `.txt`) of 1 KB or more, and of every `.html`
 * page, so the server sends them as they are (`@fastify/static` with `preCompressed`) instead of compressing on
 * every request. A copy that would not be smaller is not written: the server then sends the file itself.
 *
 * The gzip copy is what a browser that does not offer brotli receives (and what the home route's JavaScript
 * budget counts, scripts/check-bundle-budget.mjs). It is written with zopfli (`@gfx/zopfli`, decision 125): an
 * ordinary gzip stream that any gzip decoder reads, ~4 % smaller than zlib's level 9, found by a much slower
 * search. The smaller of zopfli's and zlib's output is kept. The files are shared between worker threads (one
 * per core, two at most): zopfli is most of the script's time.
 *
 * `node scripts/precompress-web.mjs [folder]` — the folder defaults to dist/web. Part of `npm run build`.
 */
import { Buffer } from 'node:buffer';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
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
/**
 * Zopfli's passes over each file. More buys little here: on the home route's JavaScript, 1 pass gives
 * 124.36 KB, 5 give 124.29, 15 (zopfli's default) 124.24, at ~1.2 and ~1.4 times the time of one pass.
 */
const ZOPFLI_ITERATIONS = 5;
const WORKERS = Math.max(1, Math.min(2, availableParallelism()));

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

/** The files of the folder that get copies, after removing the copies an earlier run left there. */
function filesToCompress(dir) {
  for (const file of filesUnder(dir)) {
    // A copy left from an earlier run of this script on the same folder is rewritten (or dropped) below.
    if (file.endsWith('.br') || file.endsWith('.gz')) rmSync(file);
  }
  return filesUnder(dir).filter((file) => {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(file))) return false;
    // Pages are compressed whatever their size: index.html is the first thing a visit downloads, and now that
    // the entry's imports are one chunk it is under 1 KB (the copies are still about half of it).
    return statSync(file).size >= MIN_BYTES || extname(file) === '.html';
  });
}

/** Writes one file's copies (in a worker); returns its sizes. */
async function compressFile(file, zopfli) {
  const source = readFileSync(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const zopfliGz = Buffer.from(await zopfli.gzipAsync(source, { numiterations: ZOPFLI_ITERATIONS }));
  const zlibGz = gzipSync(source, { level: 9 });
  const gz = zopfliGz.length <= zlibGz.length ? zopfliGz : zlibGz;
  if (br.length < source.length) writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
  return { bytes: source.length, br: br.length, gz: gz.length };
}

/** Compresses the folder's text files in place; resolves to one entry per file for the build log. */
export async function precompress(dir) {
  const files = filesToCompress(dir).sort((a, b) => statSync(b).size - statSync(a).size);
  const written = [];
  let next = 0;
  const run = () =>
    new Promise((done, fail) => {
      const worker = new Worker(fileURLToPath(import.meta.url));
      let finished = false;
      const give = () => {
        if (next < files.length) {
          worker.postMessage(files[next++]);
          return;
        }
        finished = true;
        void worker.terminate().then(() => done());
      };
      // Its first message says it has loaded zopfli; every later one is a file's sizes.
      worker.on('message', (result) => {
        if (result.ready !== true) written.push({ ...result, file: relative(dir, result.file) });
        give();
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (!finished) fail(new Error(`precompress-web: a worker stopped (exit ${code})`));
      });
    });
  await Promise.all(Array.from({ length: Math.min(WORKERS, Math.max(1, files.length)) }, run));
  return written.sort((a, b) => a.file.localeCompare(b.file));
}

async function loadZopfli() {
  try {
    return (await import('@gfx/zopfli')).default;
  } catch (error) {
    throw new Error('precompress-web: @gfx/zopfli is not installed; run `npm ci`.', { cause: error });
  }
}

if (!isMainThread) {
  const zopfli = await loadZopfli();
  parentPort.on('message', (file) => {
    compressFile(file, zopfli).then(
      (sizes) => parentPort.postMessage({ file, ...sizes }),
      (error) => {
        throw error;
      },
    );
  });
  parentPort.postMessage({ ready: true });
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = resolve(process.argv[2] ?? join(root, 'dist', 'web'));
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`precompress-web: ${dir} is not a folder; run \`vite build\` first.`);
    process.exit(1);
  }
  const started = performance.now();
  const written = await precompress(dir);
  const total = (key) => written.reduce((sum, entry) => sum + entry[key], 0);
  console.log(
    `precompress-web: ${written.length} files, ${(total('bytes') / 1024).toFixed(1)} KB → ` +
      `${(total('br') / 1024).toFixed(1)} KB brotli, ${(total('gz') / 1024).toFixed(1)} KB gzip (zopfli), ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s on ${WORKERS} threads`,
  );
}
