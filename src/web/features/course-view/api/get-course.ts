import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

export function getCourse(id: number): Promise<Course> {
  return apiFetch<Course>(`/courses/${id}`);
}

/**
 * What the server sends depends on who asks (content and file grants only for those with access), so the
 * key carries the viewer: signing in shows the course as that user may see it, not a cached visitor view.
 */
export function courseQuery(id: number, viewerId: number | null) {
  return queryOptions({
    queryKey: ['courses', 'detail', id, viewerId],
    queryFn: () => getCourse(id),
    // File URLs carry short-lived grants: refetch rather than keep stale links for long.
    staleTime: 60_000,
  });
}

export function useCourse(id: number | null) {
  const { user, checking } = useSession();
  return useQuery({ ...courseQuery(id ?? 0, user?.id ?? null), enabled: id !== null && !checking });
}
