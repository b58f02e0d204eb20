import type { FastifyInstance } from 'fastify';
import type { Pagination } from '../../../contract/common';
import { onePerBus, type EventBus } from '../../plugins/events';
import type { LiveSessionRow } from './sessions.read-model';

/** A page of the public upcoming list as every reader shares it: no reader's seats, links or grants. */
export interface UpcomingPage {
  rows: { s: LiveSessionRow; professorName: string }[];
  pagination: Pagination;
}

/**
 * Kept at most this long, whatever happens: a write this module does not hear of (another instance's job when
 * the bus is down, a change made straight in the database) shows within this bound.
 */
export const UPCOMING_KEPT_MS = 10_000;

/** Pages kept per process (a page and a size each); the oldest goes first. */
const MAX_PAGES = 200;

export interface UpcomingCache {
  /** The page for `key`, read by `load` when not kept (a burst of misses reads once). */
  get(key: string, load: () => Promise<UpcomingPage>): Promise<UpcomingPage>;
  clear(): void;
  readonly size: number;
}

/**
 * The unfiltered public list of live sessions (`GET /live-sessions`, the live classes page's first ask), kept
 * per process (docs/decisions/128-the-upcoming-live-sessions-kept.md). It holds the rows every reader shares;
 * what a reader holds (a seat, a section), the meeting link and the recording's grant are worked out for each
 * request and never kept. Dropped whole on `live-sessions.changed` — every successful write under the live
 * routes (a seat sold changes the seats left, a move changes the status), the auto-end job — and on
 * `public-data.changed` (a professor's name); at the latest after `UPCOMING_KEPT_MS`. A read that began before
 * a change is answered but not kept.
 */
export function createUpcomingCache(events: Pick<EventBus, 'on'>, now = () => Date.now()): UpcomingCache {
  const pages = new Map<string, { page: Promise<UpcomingPage>; until: number }>();
  const clear = () => pages.clear();
  events.on('live-sessions.changed', clear);
  events.on('public-data.changed', clear);
  return {
    get(key, load) {
      const kept = pages.get(key);
      if (kept && kept.until > now()) return kept.page;
      const page = load();
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.delete(key);
      pages.set(key, { page, until: now() + UPCOMING_KEPT_MS });
      // A failed read is not kept. One that a change overtook is already gone: the change emptied the map.
      page.catch(() => {
        if (pages.get(key)?.page === page) pages.delete(key);
      });
      return page;
    },
    clear,
    get size() {
      return pages.size;
    },
  };
}

/** One cache per event bus (per app). */
export const upcomingCache = onePerBus((events) => createUpcomingCache(events));

/**
 * Announces `live-sessions.changed` once a write under the plugin's routes has answered with success, before
 * the answer leaves (so this instance's next read sees the change); a refused write announces nothing. Every
 * route that writes a live session, a section or a seat is in the two live plugins, so a new one is covered
 * without a line.
 */
export function announceLiveWrites(app: FastifyInstance, events: Pick<EventBus, 'publish'>) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) {
      events.publish({ type: 'live-sessions.changed' });
    }
    return payload;
  });
}
