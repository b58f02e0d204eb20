import type { Course } from './courses';

/** The id of the element of index.html that carries the first page's data. */
export const FIRST_PAGE_DATA_ID = 'masar-first-page-data';

/**
 * What the server inlines in the course page's index.html: the course as an anonymous visitor reads it
 * (`GET /api/courses/{id}` with no token, Arabic names), so the page's heading needs no request of its own.
 * A signed-in reader or another interface language asks the API as before.
 */
export interface FirstPageData {
  kind: 'course';
  courseId: number;
  language: 'ar';
  course: Course;
}
