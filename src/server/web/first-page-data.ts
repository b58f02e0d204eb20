import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_PAGE_DATA_ID, type FirstPageData } from '../../contract/first-page-data';

const COURSE_PAGE = /^\/coursesList\/courses\/(\d{1,9})\/?$/;

/** The course id in a course page's address (`/coursesList/courses/7`, `/description?id=7`), or null. */
export function coursePageId(url: string): number | null {
  const [pathname = '', query = ''] = url.split('?');
  const fromPath = COURSE_PAGE.exec(pathname)?.[1];
  const fromQuery =
    pathname.replace(/\/$/, '') === '/description' ? new URLSearchParams(query).get('id') : null;
  const id = fromPath ?? fromQuery;
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/**
 * JSON inside an HTML `<script type="application/json">`: `<` is escaped so no text a professor wrote
 * (`</script><script>…`) can close the element, and U+2028/U+2029 so old parsers read it as one string.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the page's data inlined before the entry script (a JSON element: CSP never runs it). */
export function withInlinedData(indexHtml: string, data: FirstPageData): string {
  const element = `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${jsonForHtml(data)}</script>`;
  return indexHtml.replace('</head>', `${element}</head>`);
}

function accepts(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Pages whose compressed copies are kept, per encoding; the oldest goes first. */
export const MAX_COMPRESSED_PAGES = 200;

/**
 * The compressed copy of a page, kept by the page's own text: the same text always compresses to the same bytes,
 * so a kept copy is never stale and nothing needs to drop it. Home, login and each course page in each language
 * are the same text for every visitor until the data in them changes; brotli at quality 5 was 47 % of the API's
 * time serving a course page (docs/performance.md, "Pages of lists in one statement").
 */
function compressedOnce(kept: Map<string, Buffer>, html: string, compress: (html: string) => Buffer): Buffer {
  let body = kept.get(html);
  if (body === undefined) {
    body = compress(html);
    if (kept.size >= MAX_COMPRESSED_PAGES) kept.delete(kept.keys().next().value!);
    kept.set(html, body);
  }
  return body;
}

const brotliPages = new Map<string, Buffer>();
const gzipPages = new Map<string, Buffer>();

/** Brotli at quality 5 as `sendHtml` sends a page, from the kept copies. */
export const brotliPage = (html: string) =>
  compressedOnce(brotliPages, html, (text) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  );

/** Gzip at level 6 as `sendHtml` sends a page, from the kept copies. */
export const gzipPage = (html: string) =>
  compressedOnce(gzipPages, html, (text) => gzipSync(text, { level: 6 }));

/**
 * Sends a built page compressed as the client prefers (brotli, then gzip), as the built files are. The page is
 * written in the language the `lang` cookie names (`first-page.ts`), hence `Vary: Cookie`.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const acceptEncoding = request.headers['accept-encoding'];
  reply.header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
  if (accepts(acceptEncoding, 'br')) return reply.header('Content-Encoding', 'br').send(brotliPage(html));
  if (accepts(acceptEncoding, 'gzip')) return reply.header('Content-Encoding', 'gzip').send(gzipPage(html));
  return reply.send(html);
}

export function readIndexHtml(webDir: string): string {
  return readFileSync(path.join(webDir, 'index.html'), 'utf8');
}
