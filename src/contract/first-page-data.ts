import type { Course } from './courses';
import type { AppLanguage } from './languages';

/** The id of the element of index.html that carries the first page's data. */
export const FIRST_PAGE_DATA_ID = 'masar-first-page-data';

/**
 * What the server inlines in the course page's index.html: the course as an anonymous visitor reads it
 * (`GET /api/courses/{id}` with no token, names in the page's language), so the page's heading needs no request
 * of its own. A signed-in reader or another interface language asks the API as before.
 */
export interface FirstPageData {
  kind: 'course';
  courseId: number;
  language: AppLanguage;
  course: Course;
}

/**
 * The id of the first paint the server writes before `#root` on the course and catalogue pages (header bar and
 * heading, `server/web/first-paint.ts`); the app removes it in the frame its own page heading is committed.
 */
export const FIRST_PAINT_ID = 'masar-first-paint';

/**
 * The cookie that tells the server the reader's interface language (the app keeps the choice in local storage,
 * which the server cannot read), so the first paint is written in it.
 */
export const LANGUAGE_COOKIE = 'lang';
