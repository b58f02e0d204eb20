import type { FastifyInstance } from 'fastify';
import type { LiveSection } from '../../../contract/live';
import type { Pagination } from '../../../contract/common';
import { onePerBus, type EventBus } from '../../plugins/events';
import type { LiveSessionRow } from './sessions.read-model';

/** A page of the public upcoming list as every reader shares it: no reader's seats, links or grants. */
export interface UpcomingPage {
  rows: { s: LiveSessionRow; professorName: string }[];
  pagination: Pagination;
}

/** A live section's page as every reader shares it: the section, its sessions and their professors' names. */
export interface SectionRows {
  section: LiveSection;
  sessions: { s: LiveSessionRow; name: string }[];
}

/**
 * Kept at most this long, whatever happens: a write this module does not hear of (another instance's job when
 * the bus is down, a change made straight in the database) shows within this bound.
 */
export const LIVE_READS_KEPT_MS = 10_000;

/** Reads kept per process and kind (a page and a size, a section); the oldest goes first. */
const MAX_KEPT = 200;

export interface LiveReadCache<V> {
  /** The value for `key`, read by `load` when not kept (a burst of misses reads once). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
}

/**
 * Public live reads kept per process (docs/decisions/128-the-upcoming-live-sessions-kept.md): the unfiltered list
 * of live sessions (`GET /live-sessions`, the live classes page's first ask) and a live section's page
 * (`GET /live-sections/{id}`). They hold the rows every reader shares; whether a section is visible to the
 * reader, what the reader holds or bought, the meeting link and the recording's grant are worked out for each
 * request and never kept. Dropped whole on `live-sessions.changed` — every successful write under the live
 * routes (a seat sold changes the seats left, a move changes the status), the auto-end job — and on
 * `public-data.changed` (a professor's name); at the latest after `LIVE_READS_KEPT_MS`. A read that began before
 * a change is answered but not kept.
 */
export function createLiveReadCache<V>(events: Pick<EventBus, 'on'>): LiveReadCache<V> {
  const kept = new Map<string, { value: Promise<V>; until: number }>();
  const clear = () => kept.clear();
  events.on('live-sessions.changed', clear);
  events.on('public-data.changed', clear);
  return {
    get(key, load) {
      const entry = kept.get(key);
      if (entry && entry.until > Date.now()) return entry.value;
      const value = load();
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.delete(key);
      kept.set(key, { value, until: Date.now() + LIVE_READS_KEPT_MS });
      // A failed read (a missing section) is not kept. One that a change overtook is already gone: the change
      // emptied the map.
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    },
    clear,
    get size() {
      return kept.size;
    },
  };
}

/** The upcoming list's pages, one cache per event bus (per app). */
export const upcomingCache = onePerBus((events) => createLiveReadCache<UpcomingPage>(events));

/** Live sections' pages, one cache per event bus (per app). */
export const sectionCache = onePerBus((events) => createLiveReadCache<SectionRows>(events));

/**
 * Announces `live-sessions.changed` once a write under the plugin's routes has answered with success, before
 * the answer leaves (so this instance's next read sees the change); a refused write announces nothing. Every
 * route that writes a live session, a section or a seat is in the two live plugins, so a new one is covered
 * without a line.
 */
export function announceLiveWrites(app: FastifyInstance, events: Pick<EventBus, 'publish'>) {
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 300) {
      events.publish({ type: 'live-sessions.changed' });
    }
    done();
  });
}
