import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';

export function listMyCourses(page: number): Promise<CourseList> {
  return apiFetch<CourseList>(`/courses?mine=true&status=all&page=${page}`);
}

export function myCoursesQuery(page: number) {
  return queryOptions({
    queryKey: ['courses', 'mine', page],
    queryFn: () => listMyCourses(page),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in professor's courses, every status, newest first. */
export function useMyCourses(page: number) {
  return useQuery(myCoursesQuery(page));
}
