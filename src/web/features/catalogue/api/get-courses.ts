import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../lib/queries/list-courses';

export const COURSES_PAGE_SIZE = 12;

export type CourseFilter = { materialId: number } | { languageLevelId: number };

/** The approved courses of one material or one language level, a page at a time. */
export function useCourses(filter: CourseFilter | null, page: number) {
  return useQuery({
    ...coursesQuery({ ...(filter ?? { materialId: 0 }), page, limit: COURSES_PAGE_SIZE }),
    enabled: filter !== null,
  });
}
