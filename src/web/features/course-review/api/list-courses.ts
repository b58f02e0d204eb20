import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';

export interface CourseFilters {
  page: number;
  search: string;
  status: 'all' | 'pending' | 'approved' | 'rejected';
  path: '' | 'material' | 'language' | 'none';
}

export function listCourses(filters: CourseFilters): Promise<CourseList> {
  const query = new URLSearchParams({ page: String(filters.page), status: filters.status });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.path) query.set('path', filters.path);
  return apiFetch<CourseList>(`/courses?${query.toString()}`);
}

export function coursesQuery(filters: CourseFilters) {
  return queryOptions({
    queryKey: ['courses', 'admin-list', filters],
    queryFn: () => listCourses(filters),
    placeholderData: keepPreviousData,
  });
}

/** Every course, searched and filtered by status and path (admin). */
export function useCourses(filters: CourseFilters) {
  return useQuery(coursesQuery(filters));
}
