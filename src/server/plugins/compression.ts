import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Bodies smaller than this go as they are: compressing them saves less than the header costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON answers up to this size are compressed in one synchronous call and sent whole with their length, larger
 * ones and streams through a compression stream. @fastify/compress picks 8 KB on a 2-core machine, assuming a
 * spare core for libuv's threads to compress on; but the server runs one worker per core (`WEB_CONCURRENCY`)
 * beside PostgreSQL, so no core is spare, and a stream per answer costs its setup, several socket writes and a
 * chunked body. With both cores busy, a student's page of ten courses (over 8 KB) went from 0.090–0.094× the bare
 * route to 0.128–0.134×; on an idle machine, where the stream's threads find a free core, the two are even
 * (docs/performance.md, "Answers compressed in one call"). 64 KB of JSON at brotli quality 3 takes ~0.1 ms
 * (quality 1, used now, less).
 */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/** Brotli's quality for answers compressed as they are sent (see `registerCompression`). */
export const BROTLI_QUALITY = 1;

/**
 * What the API compresses: JSON (and problem+json), text other than event streams, JavaScript and XML — the
 * Swagger page's files among them. Stored files (images, PDFs, media, office documents) never match, and a
 * route that streams them declares `compress: false` besides, so their length and byte ranges stay exact.
 */
export const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.-]+\+)?(?:json|xml)|(?:application|text)\/javascript)(?:;|$)/;

/**
 * Compresses API responses of 1 KB or more with brotli or gzip, whichever the client prefers
 * (`Accept-Encoding`), and adds `Vary: Accept-Encoding`. Register it after the web app's static files and before
 * the API routes: @fastify/compress hooks into each route added after it, and the built files are already
 * compressed at build time (`scripts/precompress-web.mjs`, sent by `@fastify/static`'s `preCompressed`).
 * Partial content (206, `Content-Range`) is never compressed. Request bodies are not decompressed: no client of
 * ours sends one, and a few compressed bytes can inflate far past what the body limit means to allow.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
    // Quality 1: under load a signed-in list answers 6–16 % more requests a second than at quality 3, for
    // answers 12–44 % larger (a student's ten courses 774 bytes against 621, an admin's 100 ledger rows 1,415
    // against 981), within 4–12 % of gzip at level 6 on small answers and smaller on large ones
    // (docs/performance.md, "Security headers computed once; brotli quality 1"). The kept public answers are
    // compressed once, at quality 4 (`plugins/public-cache.ts`); 11 is for the build.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    globalDecompression: false,
  });
}
