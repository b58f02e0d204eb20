/**
 * The service worker (issue 21, docs/decisions/090-weak-connections.md). What it does, and what it never does:
 *
 * - The app shell (index.html, the entry, its stylesheet, the offline page, icons) is precached; a new build
 *   waits until the page's "new version available — reload" prompt says to take over (SKIP_WAITING).
 * - Pages (navigations) always go to the network first (the server answers 404 for unknown addresses and sends
 *   the page's preload header); without a network the precached shell opens, and the app shows what it has.
 * - Hashed build files are kept as they are used (cache first: their names change when they do).
 * - Public catalogue reads by visitors (no Authorization header) are served stale while being revalidated.
 * - Covers and avatars (immutable names) come from the cache first.
 * - Every other `/api/*` call goes to the network and is never stored: private answers (balances, courses as
 *   a buyer sees them, grants) are never served stale. The one exception is a course the student chose to keep:
 *   when the network fails, its copy (written by the page into OFFLINE_CACHE) is served; its files are served
 *   from that copy first, since their URLs carry the pack's own grants.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  ASSETS_CACHE,
  CATALOGUE_CACHE,
  CATALOGUE_READS,
  IMAGES_CACHE,
  OFFLINE_CACHE,
} from './lib/offline/cache-names';

// The project compiles with the DOM library; the worker's own globals used here are declared instead of mixing
// in the WebWorker library, whose declarations clash with the DOM's.
declare const self: typeof globalThis & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  skipWaiting(): Promise<void>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages: the network, else the precached shell (the app then reads what is kept), else the offline page.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (
          (await matchPrecache('/index.html')) ?? (await matchPrecache('/offline.html')) ?? Response.error()
        );
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === 'GET' &&
    !request.headers.has('authorization') &&
    CATALOGUE_READS.some((pattern) => pattern.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: CATALOGUE_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && /^\/api\/files\/(covers|avatars)\//.test(url.pathname),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
  }),
);

// A kept course's files: the copy first (its URL carries the pack's grant), with byte ranges for videos.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && /^\/api\/courses\/\d+\/files\/\d+/.test(url.pathname),
  async ({ request }) => {
    const cache = await caches.open(OFFLINE_CACHE);
    const kept = await cache.match(request.url);
    if (kept) return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
    return fetch(request);
  },
);

// A kept course's JSON: the network while there is one (never stale), the kept copy when there is none.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && /^\/api\/courses\/\d+$/.test(url.pathname),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const kept = await (await caches.open(OFFLINE_CACHE)).match(url.pathname);
      if (kept) return kept;
      throw error;
    }
  },
);
