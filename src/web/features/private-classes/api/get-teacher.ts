import { useQuery } from '@tanstack/react-query';
import type { TeacherProfile } from '../../../../contract/private-classes';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

/** GET /professors/{id}: one teacher's public profile (404 for anyone who is not a professor). */
export function getTeacher(id: number): Promise<TeacherProfile> {
  return apiFetch<TeacherProfile>(`/professors/${id}`);
}

export function useTeacher(id: number | null) {
  return useQuery({
    queryKey: privateClassKeys.teacher(id ?? 0),
    queryFn: () => getTeacher(id!),
    enabled: id !== null,
  });
}
