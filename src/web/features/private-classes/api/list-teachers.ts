import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeacherList } from '../../../../contract/private-classes';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

export interface TeacherFilters {
  page: number;
  material_id?: number | undefined;
  language_level_id?: number | undefined;
  private_classes?: 'true' | undefined;
}

/** GET /professors: public teacher cards, those taking private classes first. */
export function listTeachers(filters: TeacherFilters): Promise<TeacherList> {
  const query = new URLSearchParams({ page: String(filters.page), limit: '12' });
  if (filters.material_id) query.set('material_id', String(filters.material_id));
  if (filters.language_level_id) query.set('language_level_id', String(filters.language_level_id));
  if (filters.private_classes) query.set('private_classes', filters.private_classes);
  return apiFetch<TeacherList>(`/professors?${query}`);
}

export function useTeachers(filters: TeacherFilters) {
  return useQuery({
    queryKey: privateClassKeys.teacherList({ ...filters }),
    queryFn: () => listTeachers(filters),
    placeholderData: keepPreviousData,
  });
}
