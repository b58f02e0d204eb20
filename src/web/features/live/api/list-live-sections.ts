import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveSection } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

export interface LiveSectionFilters {
  professorId?: number | undefined;
  materialId?: number | undefined;
  languageLevelId?: number | undefined;
}

/** Approved live sections, with the same catalogue filters as the sessions. */
export function listLiveSections(filters: LiveSectionFilters): Promise<LiveSection[]> {
  const query = new URLSearchParams();
  if (filters.professorId) query.set('professor_id', String(filters.professorId));
  if (filters.materialId) query.set('material_id', String(filters.materialId));
  if (filters.languageLevelId) query.set('language_level_id', String(filters.languageLevelId));
  const search = query.toString();
  return apiFetch<LiveSection[]>(`/live-sections${search ? `?${search}` : ''}`);
}

export function liveSectionsQuery(filters: LiveSectionFilters) {
  return queryOptions({
    queryKey: liveKeys.sectionList({ ...filters }),
    queryFn: () => listLiveSections(filters),
  });
}

export function useLiveSections(filters: LiveSectionFilters) {
  return useQuery(liveSectionsQuery(filters));
}
