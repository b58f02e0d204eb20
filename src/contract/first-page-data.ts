import type { Course } from './courses';
import type { AppLanguage } from './languages';
import type { Slide } from './slides';

/** The id of the element of index.html that carries the first page's data. */
export const FIRST_PAGE_DATA_ID = 'masar-first-page-data';

/**
 * What the server inlines in a page's index.html. The course page: the course as an anonymous visitor reads it
 * (`GET /api/courses/{id}` with no token, names in the page's language), so the page's heading needs no request
 * of its own; a signed-in reader or another interface language asks the API as before.
 */
export type FirstPageData =
  | { kind: 'course'; courseId: number; language: AppLanguage; course: Course }
  /**
   * Home: the slides a visitor sees now (`GET /api/slides/active?role=student` as an anonymous caller), only
   * when there is at least one, so the carousel needs no request of its own for a visitor or a student.
   */
  | { kind: 'home'; slides: Slide[] };

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
