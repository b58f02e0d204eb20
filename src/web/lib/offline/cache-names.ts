/**
 * Caches the service worker (src/web/sw.ts) and the page share (issue 21). The worker never caches a private
 * API answer on its own: the only private copies on a device are the courses a student chose to keep, written
 * by the page into OFFLINE_CACHE under the URLs the offline pack gave (each with its own grant).
 */
export const OFFLINE_CACHE = 'masar-offline-v1';
/** Hashed build files (`/assets/…`), kept as they are used: they never change. */
export const ASSETS_CACHE = 'masar-assets-v1';
/** Public catalogue reads (anonymous only), served at once and refreshed behind. */
export const CATALOGUE_CACHE = 'masar-catalogue-v1';
/** Covers and avatars (immutable names). */
export const IMAGES_CACHE = 'masar-images-v1';

/** Where a kept course's own JSON is stored in OFFLINE_CACHE: the URL the page reads it from. */
export const keptCourseUrl = (courseId: number) => `/api/courses/${courseId}`;

/** Public reads a visitor may see from the cache while it is refreshed (never with an Authorization header). */
export const CATALOGUE_READS = [
  /^\/api\/courses$/,
  /^\/api\/structure\/tree$/,
  /^\/api\/homepage-materials$/,
  /^\/api\/points\/packages$/,
  /^\/api\/settings\/[a-z-]+$/,
  /^\/api\/slides\/active$/,
];
