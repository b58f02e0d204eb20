import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../lib/queries/list-courses';

export const COURSES_PAGE_SIZE = 12;

export type CourseFilter = { materialId: number } | { languageLevelId: number };

/**
 * The approved courses of one material or one language level, a page at a time; with `cursor` (from the page
 * before, decision 122) the server reads the page from its key instead of by OFFSET.
 */
export function useCourses(filter: CourseFilter | null, page: number, cursor?: string) {
  return useQuery({
    ...coursesQuery({ ...(filter ?? { materialId: 0 }), page, limit: COURSES_PAGE_SIZE, cursor }),
    enabled: filter !== null,
  });
}
