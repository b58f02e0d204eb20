// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '../../../contract/courses';
import type { OfflinePack } from '../../../contract/media';
import { fakeApi, reply } from '../../test/fake-api';
import { signedInUser, unsignedJwt } from '../../test/fixtures';
import { establishSession, expireSession } from '../session';
import { keptCourseUrl, OFFLINE_CACHE } from './cache-names';
import { keepCourse, removeKeptCourse, revalidateKeptCourses } from './keep-course';
import { getKeptCourse, listKeptCourses } from './kept-courses';

/** Cache Storage as the page uses it (jsdom has none): entries by absolute URL. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const href = (key: RequestInfo | URL) =>
    new URL(String(key instanceof Request ? key.url : key), location.href).href;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      put: async (key: RequestInfo | URL, response: Response) => void store.set(href(key), response),
      match: async (key: RequestInfo | URL) => store.get(href(key))?.clone(),
      delete: async (key: RequestInfo | URL) => store.delete(href(key)),
      add: async () => undefined,
    };
  };
  vi.stubGlobal('caches', { open });
  return (name: string) => [...(stores.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname).sort();
}

const course: Course = {
  id: 5,
  title: 'Uniform motion',
  sections: [
    {
      id: 1,
      title: 'Lesson',
      blocks: [
        {
          id: 10,
          type: 'text',
          title: 'Definition',
          content: 'v = d / t',
          fileType: null,
          fileSize: null,
          fileName: null,
          fileUrl: null,
          locked: false,
        },
        {
          id: 11,
          type: 'pdf',
          title: 'Summary',
          content: null,
          fileType: 'application/pdf',
          fileSize: 300,
          fileName: 's.pdf',
          fileUrl: '/api/courses/5/files/11?t=page',
          locked: false,
        },
        {
          id: 12,
          type: 'video',
          title: 'Video',
          content: null,
          fileType: 'video/mp4',
          fileSize: 9000,
          fileName: 'v.mp4',
          fileUrl: '/api/courses/5/files/12?t=page',
          locked: false,
          variants: [],
          hlsUrl: null,
          posterUrl: null,
          processing: false,
        },
      ],
    },
  ],
} as unknown as Course;

const pack = (
  version: string,
  expiresAt = new Date(Date.now() + 14 * 86_400_000).toISOString(),
): OfflinePack => ({
  version,
  expiresAt,
  files: [
    { blockId: 11, url: `/api/courses/5/files/11?t=${version}`, size: 300, type: 'pdf' },
    { blockId: 12, url: `/api/courses/5/files/12/media/v360.mp4?t=${version}`, size: 2000, type: 'video' },
  ],
});

let cached: (name: string) => string[];
beforeEach(() => {
  localStorage.clear();
  cached = fakeCaches();
});
afterEach(() => localStorage.clear());

describe('keeping a course on the device', () => {
  it('stores the documents and a copy of the course pointing at them; videos only when asked', async () => {
    fakeApi().on('GET', '/courses/5/files/:blockId', 'PDF');
    await keepCourse(course, pack('v1'), { userId: 3, withVideos: false });
    expect(cached(OFFLINE_CACHE)).toEqual(['/api/courses/5', '/api/courses/5/files/11']);
    const copy = (await (await caches.open(OFFLINE_CACHE)).match(keptCourseUrl(5)))!;
    const blocks = ((await copy.json()) as Course).sections[0]!.blocks;
    expect(blocks.map((b) => b.fileUrl)).toEqual([null, '/api/courses/5/files/11?t=v1', null]);
    expect(getKeptCourse(5)).toMatchObject({
      userId: 3,
      version: 'v1',
      withVideos: false,
      urls: ['/api/courses/5/files/11?t=v1'],
    });
    expect(getKeptCourse(5)!.bytes).toBeGreaterThan(300);
  });

  it('removes a kept course the server no longer gives (refund, revoked access)', async () => {
    const api = fakeApi().on('GET', '/courses/5/files/:blockId', 'PDF');
    await keepCourse(course, pack('v1'), { userId: 3, withVideos: false });
    api.on('GET', '/courses/5/offline', reply(404, { error: 'Course not found' }));
    await revalidateKeptCourses(3);
    expect(listKeptCourses()).toEqual([]);
    expect(cached(OFFLINE_CACHE)).toEqual([]);
  });

  it('refreshes a kept course whose content changed, and keeps it as it is when the network fails', async () => {
    const api = fakeApi()
      .on('GET', '/courses/5/files/:blockId', 'PDF')
      .on('GET', '/courses/5/files/:blockId/media/:name', 'MP4');
    await keepCourse(course, pack('v1'), { userId: 3, withVideos: true });
    api.on('GET', '/courses/5/offline', pack('v2')).on('GET', '/courses/5', course);
    await revalidateKeptCourses(3);
    expect(getKeptCourse(5)).toMatchObject({ version: 'v2', withVideos: true });
    expect(getKeptCourse(5)!.urls).toEqual([
      '/api/courses/5/files/11?t=v2',
      '/api/courses/5/files/12/media/v360.mp4?t=v2',
    ]);

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await revalidateKeptCourses(3);
    expect(getKeptCourse(5)?.version).toBe('v2');
  });

  it("removes, without asking the server, an expired pack and another account's copy", async () => {
    const api = fakeApi().on('GET', '/courses/5/files/:blockId', 'PDF');
    await keepCourse(course, pack('v1'), { userId: 3, withVideos: false });
    await revalidateKeptCourses(4);
    expect(listKeptCourses()).toEqual([]);
    await keepCourse(course, pack('v1', new Date(Date.now() - 1000).toISOString()), {
      userId: 3,
      withVideos: false,
    });
    await revalidateKeptCourses(3);
    expect(listKeptCourses()).toEqual([]);
    expect(api.callsTo('GET', '/courses/5/offline')).toHaveLength(0);
  });

  it("judges a pack's end by the server's clock, not by a device clock days ahead or behind", async () => {
    const DAY = 86_400_000;
    const serverStart = Date.now();
    /** A device whose clock reads `skewMs` more than the server's, signed in with a token signed just now. */
    const deviceWithClock = (skewMs: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(serverStart + skewMs);
      const iat = Math.floor(serverStart / 1000);
      establishSession({
        token: unsignedJwt({ sub: 3, iat, exp: iat + 900 }),
        user: signedInUser({ id: 3 }),
        agoraUid: 3,
        agoraRtmToken: null,
      });
    };
    try {
      // Ten days left by the server's clock: a device 11 days ahead removed the copy, one 9 days ahead
      // downloaded it all again; neither should.
      const api = fakeApi().on('GET', '/courses/5/files/:blockId', 'PDF');
      await keepCourse(course, pack('v1', new Date(serverStart + 10 * DAY).toISOString()), {
        userId: 3,
        withVideos: false,
      });
      api.on('GET', '/courses/5/offline', pack('v1', new Date(serverStart + 14 * DAY).toISOString()));
      for (const ahead of [9 * DAY, 11 * DAY]) {
        deviceWithClock(ahead);
        await revalidateKeptCourses(3);
        expect(getKeptCourse(5)?.version).toBe('v1');
      }
      expect(api.callsTo('GET', '/courses/5/offline')).toHaveLength(2);
      expect(api.callsTo('GET', '/courses/5')).toHaveLength(0);

      // Ended a day ago by the server's clock, read on a device 20 days behind: the copy goes, unasked.
      vi.useRealTimers();
      await removeKeptCourse(5);
      await keepCourse(course, pack('v1', new Date(serverStart - DAY).toISOString()), {
        userId: 3,
        withVideos: false,
      });
      deviceWithClock(-20 * DAY);
      await revalidateKeptCourses(3);
      expect(listKeptCourses()).toEqual([]);
      expect(cached(OFFLINE_CACHE)).toEqual([]);
      expect(api.callsTo('GET', '/courses/5/offline')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      expireSession();
    }
  });
});
