/**
 * What the server writes into index.html for a page a reader may land on first (docs/performance.md, decisions
 * 021 and 100): on the course page the course as an anonymous visitor reads it (JSON the app's query cache takes),
 * and a first paint of its header, heading and cover; on the catalogue and login a first paint
 * of the header and heading; on home its first paint, the visitors' active slides and a preload of the first
 * one's image. All in the reader's interface language: the `lang` cookie the app keeps in step with its choice,
 * else the platform's default language, as the app itself picks it.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type FirstPageData } from '../../contract/first-page-data';
import { DATA_SAVER_COOKIE, SLIDE_IMAGE_SIZES } from '../../contract/image-variants';
import { appLanguages, type AppLanguage } from '../../contract/languages';
import type { AppContext } from '../context';
import { courseReadCache, getCourse } from '../modules/courses/index';
import { keptDefaultLanguage } from '../modules/settings/index';
import { visitorSlides } from '../modules/slides/index';
import { coursePageId, withInlinedData } from './first-page-data';
import { withFirstPaint, withImagePreload, type FirstPaint, type PreloadedImage } from './first-paint';

export interface FirstPage {
  language: AppLanguage;
  data: FirstPageData | null;
  paint: FirstPaint;
  /** The page's largest image, named in the head so the browser fetches it before the app asks for it. */
  image?: PreloadedImage | null;
}

/** The first page's content for a request of one of the app's pages, or null when it gets index.html as built. */
export type FirstPageSource = (request: FastifyRequest, page: { path: string }) => Promise<FirstPage | null>;

/** Pages whose first paint needs no data: the catalogue and the students' sign-in page. */
const SIMPLE_PAGES: Record<string, FirstPaint | undefined> = {
  '/TTHCourses': { kind: 'catalogue' },
  '/login': { kind: 'login' },
};

/**
 * With data saver on (the browser's `Save-Data`, or the app's cookie saying so) images load at their smallest
 * copy (`stored-image.tsx`), which a preload of the `srcset` would not be: no image is preloaded then.
 */
function savesData(request: FastifyRequest): boolean {
  return request.headers['save-data'] === 'on' || request.cookies[DATA_SAVER_COOKIE] === 'on';
}

const isAppLanguage = (value: unknown): value is AppLanguage =>
  typeof value === 'string' && (appLanguages as readonly string[]).includes(value);

/** The reader's interface language: the app's cookie when it names one, else the platform's default language. */
function pageLanguage(
  request: FastifyRequest,
  defaultLanguage: { read(): Promise<AppLanguage> },
): AppLanguage | Promise<AppLanguage> {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isAppLanguage(chosen) ? chosen : defaultLanguage.read();
}

export function firstPageSource(
  ctx: Pick<AppContext, 'db' | 'tokens' | 'config' | 'storage' | 'events'>,
): FirstPageSource {
  const slides = visitorSlides(ctx, ctx.events);
  // The default language is kept too: a visitor's first page (no `lang` cookie yet) made a query for it.
  const defaultLanguage = keptDefaultLanguage(ctx.events, ctx.db);
  // The course route's read cache (one per app): a course page's HTML paints from the same kept rows as
  // `GET /courses/:id`, dropped by the same writes, instead of reading the course on every load.
  const courses = courseReadCache(ctx.events);
  return async (request, page) => {
    const paint = SIMPLE_PAGES[page.path];
    if (paint) return { language: await pageLanguage(request, defaultLanguage), data: null, paint };
    if (page.path === '/') {
      // Home's largest paint is usually its first slide: the visitors' list (kept per process, never a query
      // per page) is inlined for the carousel, and its first image preloaded with the carousel's srcset and
      // sizes. A signed-in reader's role may see other slides: the app asks for those, as before.
      const [language, { slides: shown }] = await Promise.all([
        pageLanguage(request, defaultLanguage),
        slides.read(),
      ]);
      const image = shown[0]?.media_type === 'image' ? shown[0].image_url : null;
      return {
        language,
        data: shown.length > 0 ? { kind: 'home', slides: shown } : null,
        // The first slide is drawn too, so home's largest paint does not wait for the app.
        paint: { kind: 'home', slide: shown[0] ?? null, savesData: savesData(request) },
        image: image && !savesData(request) ? { url: image, sizes: SLIDE_IMAGE_SIZES } : null,
      };
    }
    const id = coursePageId(request.url);
    if (id === null) return null;
    const language = await pageLanguage(request, defaultLanguage);
    // A course a visitor may not see (pending, unknown) gets index.html as built: the app asks with the token.
    const course = await getCourse(ctx, null, id, language, courses).catch(() => null);
    if (!course) return null;
    return {
      language,
      data: { kind: 'course', courseId: id, language, course },
      // Its cover is drawn in the first paint (the page's largest paint on a phone). Not preloaded: a preload
      // still waited for the app to draw it, and Lighthouse's largest paint came 0.15 s later (docs/performance.md).
      paint: { kind: 'course', course, savesData: savesData(request) },
    };
  };
}

/** index.html with the page's data, first paint and preloaded image. */
export function renderFirstPage(indexHtml: string, first: FirstPage): string {
  const painted = withFirstPaint(indexHtml, first.paint, first.language);
  const preloaded = first.image ? withImagePreload(painted, first.image) : painted;
  return first.data ? withInlinedData(preloaded, first.data) : preloaded;
}
