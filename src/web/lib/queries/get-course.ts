import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '../../../contract/courses';
import { apiFetch } from '../api-client';
import { useSession } from '../use-session';
import { courseKeys } from './course-keys';

export function getCourse(id: number): Promise<Course> {
  return apiFetch<Course>(`/courses/${id}`);
}

/** One course as `viewerId` may see it (the reader, its professor or an admin). */
export function courseQuery(id: number, viewerId: number | null) {
  return queryOptions({
    queryKey: courseKeys.detailFor(id, viewerId),
    queryFn: () => getCourse(id),
    // File URLs carry short-lived grants: read the course again rather than keep stale links for long.
    staleTime: 60_000,
    // Ask even when the browser says it is offline: the service worker answers with a kept copy (issue 21).
    networkMode: 'offlineFirst',
  });
}

/** One course with what the signed-in user may read of it; waits for an id and for the session check. */
export function useCourse(id: number | null) {
  const { user, checking } = useSession();
  return useQuery({
    ...courseQuery(id ?? 0, user?.id ?? null),
    enabled: id !== null && id > 0 && !checking,
  });
}
