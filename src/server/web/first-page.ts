/**
 * What the server writes into index.html for a page a reader may land on first (docs/performance.md, decisions
 * 021 and 100): on the course page the course as an anonymous visitor reads it (JSON the app's query cache takes)
 * and a first paint of its header and heading; on the catalogue a first paint of its header and heading. Both in
 * the reader's interface language: the `lang` cookie the app keeps in step with its choice, else the platform's
 * default language, as the app itself picks it.
 */
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type FirstPageData } from '../../contract/first-page-data';
import { appLanguages, type AppLanguage } from '../../contract/languages';
import { DEFAULT_PLATFORM_SETTINGS, platformSettings } from '../../contract/settings';
import type { AppContext } from '../context';
import { getCourse } from '../modules/courses/index';
import { readSetting } from '../modules/settings/index';
import { coursePageId, withInlinedData } from './first-page-data';
import { withFirstPaint, type FirstPaint } from './first-paint';

export interface FirstPage {
  language: AppLanguage;
  data: FirstPageData | null;
  paint: FirstPaint;
}

/** The first page's content for a request of one of the app's pages, or null when it gets index.html as built. */
export type FirstPageSource = (request: FastifyRequest, page: { path: string }) => Promise<FirstPage | null>;

/** Pages whose first paint needs no data: the catalogue, home and the students' sign-in page. */
const SIMPLE_PAGES: Record<string, FirstPaint | undefined> = {
  '/TTHCourses': { kind: 'catalogue' },
  '/': { kind: 'home' },
  '/login': { kind: 'login' },
};

const isAppLanguage = (value: unknown): value is AppLanguage =>
  typeof value === 'string' && (appLanguages as readonly string[]).includes(value);

/** The reader's interface language: the app's cookie when it names one, else the platform's default language. */
export async function pageLanguage(
  ctx: Pick<AppContext, 'db'>,
  request: FastifyRequest,
): Promise<AppLanguage> {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isAppLanguage(chosen)) return chosen;
  const stored = platformSettings.shape.default_language.safeParse(
    await readSetting(ctx.db, 'default_language'),
  );
  return stored.success ? stored.data : DEFAULT_PLATFORM_SETTINGS.default_language;
}

export function firstPageSource(ctx: Pick<AppContext, 'db' | 'tokens' | 'config'>): FirstPageSource {
  return async (request, page) => {
    const paint = SIMPLE_PAGES[page.path];
    if (paint) return { language: await pageLanguage(ctx, request), data: null, paint };
    const id = coursePageId(request.url);
    if (id === null) return null;
    const language = await pageLanguage(ctx, request);
    // A course a visitor may not see (pending, unknown) gets index.html as built: the app asks with the token.
    const course = await getCourse(ctx, null, id, language).catch(() => null);
    if (!course) return null;
    return {
      language,
      data: { kind: 'course', courseId: id, language, course },
      paint: { kind: 'course', course },
    };
  };
}

/** index.html with the page's data and first paint. */
export function renderFirstPage(indexHtml: string, first: FirstPage): string {
  const painted = withFirstPaint(indexHtml, first.paint, first.language);
  return first.data ? withInlinedData(painted, first.data) : painted;
}
