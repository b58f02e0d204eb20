import { useQuery } from '@tanstack/react-query';
import { coursesQuery } from '../../../lib/queries/list-courses';

export interface CourseFilters {
  page: number;
  search: string;
  status: 'all' | 'pending' | 'approved' | 'rejected';
  path: '' | 'material' | 'language' | 'none';
}

/** Every course, searched and filtered by status and path (admin). */
export function useCourses(filters: CourseFilters) {
  return useQuery(
    coursesQuery({
      page: filters.page,
      status: filters.status,
      search: filters.search.trim() || undefined,
      path: filters.path || undefined,
    }),
  );
}
