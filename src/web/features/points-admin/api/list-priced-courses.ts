import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../lib/queries/list-courses';

export interface PricedCoursesFilter {
  /** `language`: language courses only; undefined: every course. */
  path?: 'language' | undefined;
  search: string;
  page: number;
}

/** Courses of every status, for setting prices (admin); read afresh on every visit. */
export function usePricedCourses(filter: PricedCoursesFilter) {
  return useQuery({
    ...coursesQuery({
      status: 'all',
      page: filter.page,
      path: filter.path,
      search: filter.search.trim() || undefined,
    }),
    staleTime: 0,
  });
}
