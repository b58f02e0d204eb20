import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';

export function getCourse(id: number): Promise<Course> {
  return apiFetch<Course>(`/courses/${id}`);
}

export function courseQuery(id: number) {
  // File URLs carry a short-lived grant: read the course again rather than keep it long.
  return queryOptions({
    queryKey: ['courses', 'detail', id],
    queryFn: () => getCourse(id),
    staleTime: 60_000,
  });
}

/** One course with its full content (the owner reads everything). */
export function useCourse(id: number) {
  return useQuery({ ...courseQuery(id), enabled: id > 0 });
}
