import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import type { EventBus } from './events';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read whose answer to an anonymous caller is kept in memory until public data changes (true), or
     * a function saying which requests may be kept (a list sorted by purchases may not).
     */
    publicCache?: boolean | ((request: FastifyRequest) => boolean);
    /**
     * Declared by a public read whose answer depends on who asks only through the admin role: a signed-in
     * student or professor gets exactly what an anonymous visitor gets, so they are served from (and fill) the
     * same kept answers. True, or a function saying which requests (a professor's own courses are theirs alone).
     * Admins always read for themselves.
     */
    publicCacheSignedIn?: boolean | ((request: FastifyRequest) => boolean);
    /**
     * Set on a write: once it has answered with success, every instance drops its cached public reads. Writes
     * under the catalogue's and the courses' addresses are flagged by default (`PUBLIC_DATA_WRITES`); `false`
     * opts a route out (a comment changes no public read).
     */
    changesPublicData?: boolean;
  }
  interface FastifyRequest {
    /** The cache key of a cacheable anonymous read, and the generation it started in. */
    publicCacheKey: { key: string; generation: number } | null;
    /**
     * Set by a handler whose answer changes with time (slides by their schedule): the time (ms since the epoch)
     * after which the kept answer is no longer served. Unset: kept until public data changes.
     */
    publicCacheExpiresAt: number | null;
  }
}

/**
 * Writes that change what the cached public reads hold, by method and address: the catalogue (names, prices,
 * translations, order), the courses (content, status, price, cover, path), the home page's materials, a
 * user's own record (a professor's name is on every course of theirs), and what the teachers' list and the
 * live sections list show. A new write under these addresses is covered without a line; a write elsewhere
 * declares `config.changesPublicData: true`, and a job or service with no route publishes
 * `{ type: 'public-data.changed' }` (with `emit` inside `transactionWithEvents`).
 */
const PUBLIC_DATA_WRITES: { methods: readonly string[]; url: RegExp }[] = [
  {
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: /^\/api\/(?:structure\/)?(?:levels|years|specialities|materials|languages|language-levels)(?:\/|$)/,
  },
  // Every write under /api/courses except its comments.
  { methods: ['POST', 'PUT', 'PATCH', 'DELETE'], url: /^\/api\/courses(?:\/(?!:id\/comments)|$)/ },
  { methods: ['POST', 'PUT', 'PATCH', 'DELETE'], url: /^\/api\/homepage-materials(?:\/|$)/ },
  // A user's name, role or removal: professors' names are on their courses.
  { methods: ['PUT', 'DELETE'], url: /^\/api\/users\/:id$/ },
  { methods: ['PUT'], url: /^\/api\/users\/:id\/role$/ },
  // The teachers' list: a professor's picture, a suspension (it hides them), the private-class settings.
  { methods: ['POST'], url: /^\/api\/users\/:id\/(?:avatar|suspend|reactivate)$/ },
  { methods: ['PUT'], url: /^\/api\/(?:private-classes\/settings|professor\/private-class-settings)$/ },
  // A professor's busy times (the teachers' list offers only free ones), their profile's upcoming sessions and
  // the live sections list: live sessions and sections created, edited, moved, approved or cancelled, private
  // classes scheduled or called off. Seat sales are not among them: they change no public read, and would
  // empty the cache all day.
  {
    methods: ['POST', 'PUT', 'PATCH'],
    url: /^\/api\/(?:professors\/:id\/live-sessions|live-sessions\/:id(?:\/admin)?|professor\/live-sections|admin\/live-sections\/:id\/(?:approve|reject))$/,
  },
  { methods: ['POST', 'PUT'], url: /^\/api\/private-classes\/:id\/(?:confirm|reject|pay|cancel)$/ },
  // The platform's settings and texts every page reads (its name, default language, footer, where codes are
  // sold); a page's HTML is written in the default language (`modules/settings`, `keptDefaultLanguage`).
  { methods: ['PUT'], url: /^\/api\/(?:admin\/(?:settings|points-codes-text)|footer-content\/?)$/ },
];

/** Entries kept per instance; the oldest goes first (the catalogue's pages and courses fit many times). */
const MAX_ENTRIES = 5_000;

/**
 * What a kept answer varies by. In lower case: @fastify/compress adds `accept-encoding` to a `Vary` that does not
 * already hold it in those letters, so `Accept-Encoding` went out twice on every answer it compressed.
 */
const VARY = 'accept-encoding, accept-language, authorization';

interface Entry {
  body: string;
  etag: string;
  /** Served until then (ms since the epoch), when the handler said its answer changes with time. */
  expiresAt?: number;
  br?: Buffer;
  gzip?: Buffer;
}

export interface PublicCache {
  /** Drops every cached answer on this instance (the `public-data.changed` listener calls it). */
  clear(): void;
  readonly size: number;
}

function changesPublicData(method: string | string[], url: string): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return PUBLIC_DATA_WRITES.some(
    (rule) => rule.url.test(url) && methods.some((m) => rule.methods.includes(m.toUpperCase())),
  );
}

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const accepted = new Set<string>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim().toLowerCase());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply
    .header('ETag', entry.etag)
    .header('Cache-Control', 'no-cache')
    .header('Vary', VARY)
    .header('X-Cache', 'hit')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  if (Buffer.byteLength(entry.body) < COMPRESSION_THRESHOLD_BYTES) return reply.send(entry.body);
  // Compressed once per entry and encoding, not per request (brotli at the API's quality, 4).
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header('Content-Encoding', 'br').send(entry.br);
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}

/** A signed-in caller who gets the anonymous answer: not an admin, on a route that says so for this request. */
function sameAsAnonymous(
  request: FastifyRequest,
  rule: boolean | ((request: FastifyRequest) => boolean) | undefined,
): boolean {
  if (!rule || request.auth?.role === 'admin') return false;
  return rule === true || rule(request);
}

/**
 * An in-memory cache of public reads as an anonymous visitor gets them (docs/decisions/070-public-read-cache.md).
 * Anonymous callers are served from it, and signed-in students and professors on the routes that declare
 * `publicCacheSignedIn` (their answer is the anonymous one); elsewhere what a signed-in caller sees may depend on
 * who they are (their purchases, their own pending courses). An anonymous answer never holds a paid block's
 * content. Any write
 * that changes public data publishes `public-data.changed` once it has succeeded; every instance (through the
 * event bus, Redis when `REDIS_URL` is set) clears its cache. A read that began before a change is not kept.
 * Register after the access hook (it needs `request.auth`) and before the routes.
 */
export function registerPublicCache(app: FastifyInstance, events: EventBus): PublicCache {
  const entries = new Map<string, Entry>();
  /** Misses being computed: a burst of requests for one key computes it once and the rest wait for it. */
  const computing = new Map<string, { generation: number; done: Promise<void>; resolve: () => void }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  events.on('public-data.changed', clear);

  app.decorateRequest('publicCacheKey', null);
  app.decorateRequest('publicCacheExpiresAt', null);
  const fresh = (entry: Entry) => entry.expiresAt === undefined || entry.expiresAt > Date.now();
  app.addHook('onRoute', (route) => {
    if (route.config?.changesPublicData === undefined && changesPublicData(route.method, route.url ?? '')) {
      route.config = { ...route.config, changesPublicData: true };
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const { publicCache: rule, publicCacheSignedIn: signedIn } = request.routeOptions.config;
    if (!rule || request.method !== 'GET') return;
    if (request.auth && !sameAsAnonymous(request, signedIn)) return;
    if (typeof rule === 'function' && !rule(request)) return;
    const key = `${request.language}\u0000${request.url}`;
    const entry = entries.get(key);
    if (entry && fresh(entry)) return sendEntry(request, reply, entry);
    const pending = computing.get(key);
    if (pending && pending.generation === generation) {
      await pending.done;
      const computed = entries.get(key);
      // Computed meanwhile: sent as a hit. Otherwise (it failed, or data changed) this request reads for itself.
      if (computed && fresh(computed)) return sendEntry(request, reply, computed);
      return;
    }
    let resolve = () => {};
    const done = new Promise<void>((r) => (resolve = r));
    computing.set(key, { generation, done, resolve });
    request.publicCacheKey = { key, generation };
  });

  const release = (key: string) => {
    computing.get(key)?.resolve();
    computing.delete(key);
  };
  // Whatever the outcome (an error, an aborted request), the waiters are released.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.publicCacheKey) release(request.publicCacheKey.key);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    if (request.publicCacheKey) release(request.publicCacheKey.key);
    done();
  });

  /** A write's announcement, or a public answer's ETag, and the answer kept if nothing changed meanwhile. */
  const keepAnswer = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.routeOptions.config.changesPublicData && reply.statusCode < 300) {
      // Before the answer leaves: this instance's next read already sees the change.
      events.publish({ type: 'public-data.changed' });
      return;
    }
    const pending = request.publicCacheKey;
    if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply
      .header('ETag', etag)
      .header('Cache-Control', 'no-cache')
      .header('Vary', VARY)
      .header('X-Cache', 'miss');
    // A change committed while this answer was being read: it may be stale, so it is sent but not kept.
    if (pending.generation === generation) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const expiresAt = request.publicCacheExpiresAt;
      entries.delete(pending.key);
      entries.set(pending.key, { body: payload, etag, ...(expiresAt === null ? {} : { expiresAt }) });
    }
    release(pending.key);
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    keepAnswer(request, reply, payload);
    done();
  });

  return {
    clear,
    get size() {
      return entries.size;
    },
  };
}
