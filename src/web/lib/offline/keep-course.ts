import type { Block, Course } from '../../../contract/courses';
import type { OfflinePack } from '../../../contract/media';
import { apiFetch } from '../api-client';
import { ApiError } from '../http';
import { getCourse } from '../queries/get-course';
import { serverNow } from '../session';
import { ASSETS_CACHE, keptCourseUrl, OFFLINE_CACHE } from './cache-names';
import { forgetKeptCourse, getKeptCourse, listKeptCourses, saveKeptCourse } from './kept-courses';

/**
 * Keeping a bought course on the device (issue 21). The server says what may be kept
 * (`GET /api/courses/{id}/offline`: file URLs with grants until `expiresAt`); the page downloads them into the
 * offline cache under those URLs, with a copy of the course whose blocks point at them. The service worker
 * serves that copy only when the network is gone (src/web/sw.ts).
 */

/** Whether this browser can keep courses (a service worker and Cache Storage). */
export const canKeepOffline = () =>
  typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

export function getOfflinePack(courseId: number): Promise<OfflinePack> {
  return apiFetch<OfflinePack>(`/courses/${courseId}/offline`);
}

/** Bytes the pack's files take, videos apart, for the choice before keeping. */
export function packSizes(pack: OfflinePack): { documents: number; videos: number } {
  let documents = 0;
  let videos = 0;
  for (const file of pack.files) {
    if (file.type === 'video') videos += file.size;
    else documents += file.size;
  }
  return { documents, videos };
}

/** The course as kept: its blocks point at the kept files; a video not kept has no file offline. */
function keptCopy(course: Course, urls: Map<number, string>): Course {
  return {
    ...course,
    sections: course.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block): Block => {
        if (!block.fileUrl) return block;
        const url = urls.get(block.id) ?? null;
        const video = block.type === 'video';
        return {
          ...block,
          fileUrl: url,
          ...(video ? { variants: [], hlsUrl: null, processing: false } : {}),
        };
      }),
    })),
  };
}

/**
 * Downloads what the pack lists (videos only when asked) and records the kept course. `onProgress` gets the
 * bytes stored so far and the total. A failed download leaves nothing half kept.
 */
export async function keepCourse(
  course: Course,
  pack: OfflinePack,
  options: { userId: number; withVideos: boolean; onProgress?: (done: number, total: number) => void },
): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  const files = pack.files.filter((f) => options.withVideos || f.type !== 'video');
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const stored: string[] = [];
  const urls = new Map<number, string>();
  let done = 0;
  try {
    for (const file of files) {
      const response = await fetch(file.url);
      if (!response.ok) throw new ApiError(`HTTP error! status: ${response.status}`, response.status);
      await cache.put(file.url, response);
      stored.push(file.url);
      urls.set(file.blockId, file.url);
      done += file.size;
      options.onProgress?.(done, total);
    }
    const copy = JSON.stringify(keptCopy(course, urls));
    await cache.put(
      keptCourseUrl(course.id),
      new Response(copy, { headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
    );
    await keepLoadedAssets();
    saveKeptCourse({
      courseId: course.id,
      title: course.title,
      userId: options.userId,
      version: pack.version,
      expiresAt: pack.expiresAt,
      bytes: done + copy.length,
      withVideos: options.withVideos,
      keptAt: new Date().toISOString(),
      urls: stored,
    });
  } catch (error) {
    await Promise.all(stored.map((url) => cache.delete(url)));
    throw error;
  }
}

/**
 * The build files this page already runs on (the course page's chunks, its translations, the Markdown
 * renderer), so the kept course opens offline even if they were loaded before the service worker took over.
 */
async function keepLoadedAssets(): Promise<void> {
  if (typeof performance.getEntriesByType !== 'function') return;
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all(
    [...new Set(assets)].map(async (path) => {
      if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
    }),
  );
}

export async function removeKeptCourse(courseId: number): Promise<void> {
  const kept = getKeptCourse(courseId);
  const cache = await caches.open(OFFLINE_CACHE);
  await Promise.all([...(kept?.urls ?? []), keptCourseUrl(courseId)].map((url) => cache.delete(url)));
  forgetKeptCourse(courseId);
}

/** What the device holds for the app, as the browser counts it (kept courses, the shell, caches). */
export async function storageUsed(): Promise<number | null> {
  if (!navigator.storage?.estimate) return null;
  return (await navigator.storage.estimate()).usage ?? null;
}

/** A kept course is renewed (new grants, files again) when its pack has less than this left. */
const RENEW_BEFORE_MS = 2 * 24 * 3600_000;

/** Signing out on purpose removes every course kept on the device: the next person here must not read them. */
export async function removeAllKeptCourses(): Promise<void> {
  for (const kept of listKeptCourses()) await removeKeptCourse(kept.courseId);
}

/**
 * Checks every kept course against the server while online: a refund, a revoked access (403/404) or an expired
 * pack removes the copy; a new version replaces it; another account's copies are removed. Network failures
 * change nothing (the next reconnection tries again). A pack's end is the server's time, read against the
 * server's clock (`serverNow`): a device clock days behind must not keep an expired copy, nor one days ahead
 * remove a good one.
 */
export async function revalidateKeptCourses(userId: number): Promise<void> {
  for (const kept of listKeptCourses()) {
    const left = Date.parse(kept.expiresAt) - serverNow();
    if (kept.userId !== userId || left <= 0) {
      await removeKeptCourse(kept.courseId);
      continue;
    }
    try {
      const pack = await getOfflinePack(kept.courseId);
      if (pack.version !== kept.version || left < RENEW_BEFORE_MS) {
        // New content, or a pack close to its end: fetch the course and its files again.
        const course = await getCourse(kept.courseId);
        await removeKeptCourse(kept.courseId);
        await keepCourse(course, pack, { userId, withVideos: kept.withVideos });
      }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        await removeKeptCourse(kept.courseId);
      }
    }
  }
}
