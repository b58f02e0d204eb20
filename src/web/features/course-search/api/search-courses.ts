import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../lib/queries/list-courses';
import type { CourseListParams } from '../../../lib/queries/course-keys';

export const SEARCH_PAGE_SIZE = 12;

/** What the full results page asks `GET /courses` for: the words, the filters, the sort and the page. */
export type CourseSearch = Pick<
  CourseListParams,
  'q' | 'path' | 'levelId' | 'languageId' | 'priceMin' | 'priceMax' | 'free' | 'professorId' | 'sort'
> & { page: number };

/** One page of approved courses found by the search (the previous page stays on screen while one loads). */
export function useCourseSearch(search: CourseSearch) {
  return useQuery(coursesQuery({ ...search, limit: SEARCH_PAGE_SIZE }));
}
