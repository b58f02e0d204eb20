import Fastify from 'fastify';
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MP4 } from '../test/files';
import { approvedCourse, prof, t, useCourseFixtures } from '../test/course-fixtures';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression, SYNC_COMPRESSION_MAX_BYTES } from './compression';

const precompressScript = fileURLToPath(new URL('../../../scripts/precompress-web.mjs', import.meta.url));

// A built web app as `npm run build` leaves it: Vite's hashed files under assets/, then the precompression
// script run on the folder (the real one, as the build runs it).
const SCRIPT = `export const greeting = ${JSON.stringify('مرحبا بكم في مسار. '.repeat(120))};\n`;
const SMALL_SCRIPT = 'export const one = 1;\n';
const INDEX_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><title>مسار</title>' +
  '<script type="module" src="/assets/index-Ab12Cd34.js"></script></head>' +
  `<body><div id="root"></div><!-- ${'منصة تعليم عبر الإنترنت '.repeat(60)} --></body></html>`;

useCourseFixtures({
  configure: async (config) => {
    await mkdir(path.join(config.webDir, 'assets'), { recursive: true });
    await writeFile(path.join(config.webDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(config.webDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
    await writeFile(path.join(config.webDir, 'assets', 'one-Ef56Gh78.js'), SMALL_SCRIPT);
    execFileSync(process.execPath, [precompressScript, config.webDir]);
    // What scripts/page-preloads.mjs lists for the build: the chunks of the home page beyond the entry.
    await mkdir(path.join(config.webDir, '.vite'), { recursive: true });
    await writeFile(
      path.join(config.webDir, '.vite', 'page-preloads.json'),
      JSON.stringify({ '/': ['/assets/home-page-Ij90Kl12.js', '/assets/site-Mn34Op56.js'], '/login': [] }),
    );
  },
});

const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  t.request({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
  });

describe('compression negotiated', () => {
  it('the build writes a brotli and a gzip copy of each text file of 1 KB or more, none of smaller ones', async () => {
    const webDir = t.config.webDir;
    expect((await readdir(path.join(webDir, 'assets'))).sort()).toEqual([
      'index-Ab12Cd34.js',
      'index-Ab12Cd34.js.br',
      'index-Ab12Cd34.js.gz',
      'one-Ef56Gh78.js',
    ]);
    const br = await readFile(path.join(webDir, 'index.html.br'));
    expect(brotliDecompressSync(br).toString()).toBe(INDEX_HTML);
    expect(br.length).toBeLessThan(Buffer.byteLength(INDEX_HTML) / 4);
  });

  it('sends a hashed file as brotli, gzip or itself as Accept-Encoding asks, cached a year as immutable', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get(url, 'gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    for (const identity of [undefined, 'identity']) {
      const plain = await get(url, identity);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('sends a file too small to have copies as it is, not compressed on the fly', async () => {
    const res = await get('/assets/one-Ef56Gh78.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(SMALL_SCRIPT.length));
    expect(res.body).toBe(SMALL_SCRIPT);
  });

  it('sends index.html compressed for every page of the app, revalidated rather than immutable', async () => {
    // (Home, login, the catalogue and course pages carry their first paint: server/web/first-paint.test.ts.)
    for (const url of ['/TTHLanguages', '/register', '/TTHLiveClasses']) {
      const br = await get(url, 'br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX_HTML);
    }
    const gzip = await get('/register', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX_HTML);
    const plain = await get('/register');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(INDEX_HTML);
    // An address the app has no page for still gets its not-found page, compressed, with a 404.
    const unknown = await get('/no/such/page', 'br');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(unknown.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it("announces the page's own chunks with index.html, so the browser fetches them alongside the entry", async () => {
    const home = await get('/', 'br');
    expect(home.statusCode).toBe(200);
    expect(home.headers.link).toBe(
      '</assets/home-page-Ij90Kl12.js>; rel=modulepreload, </assets/site-Mn34Op56.js>; rel=modulepreload',
    );
    for (const url of ['/login', '/TTHCourses', '/no/such/page']) {
      expect((await get(url, 'br')).headers.link, url).toBeUndefined();
    }
  });

  it('compresses an API JSON response of 1 KB or more, and not a small one', async () => {
    await approvedCourse();
    await approvedCourse();
    const plain = await get('/api/courses');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect((plain.json() as { courses: unknown[] }).courses).toHaveLength(2);

    const br = await get('/api/courses', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/courses', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual((await get('/api/health')).json());
  });

  it('sends a JSON answer of tens of kilobytes compressed in one piece with its length, a larger one streamed', async () => {
    const app = Fastify();
    await registerCompression(app);
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: i, title: `درس رقم ${i}`, n: i * 7919 }));
    app.get('/rows/:n', async (req) => ({ rows: rows(Number((req.params as { n: string }).n)) }));
    const ask = (n: number) =>
      app.inject({ method: 'GET', url: `/rows/${n}`, headers: { 'accept-encoding': 'br' } });

    const page = await ask(600);
    const plainLength = Buffer.byteLength(JSON.stringify({ rows: rows(600) }));
    expect(plainLength).toBeGreaterThan(16 * 1024);
    expect(plainLength).toBeLessThan(SYNC_COMPRESSION_MAX_BYTES);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['transfer-encoding']).toBeUndefined();
    expect(page.headers['content-length']).toBe(String(page.rawPayload.length));
    expect(JSON.parse(brotliDecompressSync(page.rawPayload).toString())).toEqual({ rows: rows(600) });

    const large = await ask(4000);
    expect(Buffer.byteLength(JSON.stringify({ rows: rows(4000) }))).toBeGreaterThan(
      SYNC_COMPRESSION_MAX_BYTES,
    );
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-length']).toBeUndefined();
    expect(large.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toEqual({ rows: rows(4000) });
    await app.close();
  });

  it('leaves course file downloads whole: a Range answers 206 with the exact bytes, a full download keeps its length', async () => {
    const course = await approvedCourse();
    const video = course.sections[1].blocks[0];
    const url = `/api/courses/${course.id}/files/${video.id}`;
    const part = await t.request({
      method: 'GET',
      url,
      token: prof.token,
      headers: { range: 'bytes=16-1039', 'accept-encoding': 'br, gzip' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 16-1039/${MP4.length}`);
    expect(part.headers['content-length']).toBe('1024');
    expect(part.rawPayload.equals(MP4.subarray(16, 1040))).toBe(true);

    const whole = await t.request({
      method: 'GET',
      url,
      token: prof.token,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(MP4.length));
    expect(whole.rawPayload.equals(MP4)).toBe(true);
  });
});

describe('compression and streams', () => {
  const events = Array.from({ length: 40 }, (_, i) => `id: ${i}\ndata: {"message":"حدث رقم ${i}"}\n\n`);
  const rows = Array.from({ length: 200 }, (_, i) => `${JSON.stringify({ id: i, title: 'درس' })}\n`);

  async function streamingApp() {
    const app = Fastify();
    await registerCompression(app);
    app.get('/events', (_req, reply) =>
      reply.header('content-type', 'text/event-stream').send(Readable.from(events)),
    );
    app.get('/rows', (_req, reply) =>
      reply.header('content-type', 'application/x-ndjson; charset=utf-8').send(Readable.from(rows)),
    );
    app.get('/export.json', (_req, reply) =>
      reply.header('content-type', 'application/json').send(Readable.from(rows)),
    );
    return app;
  }

  it('never compresses an event stream, so each event reaches the client as it is sent', async () => {
    const app = await streamingApp();
    const res = await app.inject({ method: 'GET', url: '/events', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/event-stream');
    expect(res.body).toBe(events.join(''));
    await app.close();
  });

  it('compresses a streamed JSON body whole, so it decodes to every row in order', async () => {
    const app = await streamingApp();
    const res = await app.inject({
      method: 'GET',
      url: '/export.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const decoded = brotliDecompressSync(res.rawPayload).toString().trimEnd().split('\n');
    expect(decoded).toHaveLength(200);
    expect(decoded.every((line, i) => JSON.parse(line).id === i)).toBe(true);
    // A type outside the list (here newline-delimited JSON) goes as it is.
    const other = await app.inject({ method: 'GET', url: '/rows', headers: { 'accept-encoding': 'br' } });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(other.body).toBe(rows.join(''));
    await app.close();
  });
});
