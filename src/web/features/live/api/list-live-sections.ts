import { useInfiniteQuery } from '@tanstack/react-query';
import type { LiveSection } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';
import { showMoreQuery } from '../../../lib/queries/show-more-query';

/** Sections shown at a time on /TTHLiveClasses; "Show more" adds as many. */
export const LIVE_SECTIONS_PAGE_SIZE = 12;

export interface LiveSectionFilters {
  professorId?: number | undefined;
  materialId?: number | undefined;
  languageLevelId?: number | undefined;
}

/** One page of approved live sections, newest first, with the same catalogue filters as the sessions. */
export function listLiveSections(
  filters: LiveSectionFilters,
  page: number,
  limit: number,
): Promise<LiveSection[]> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (filters.professorId) query.set('professor_id', String(filters.professorId));
  if (filters.materialId) query.set('material_id', String(filters.materialId));
  if (filters.languageLevelId) query.set('language_level_id', String(filters.languageLevelId));
  return apiFetch<LiveSection[]>(`/live-sections?${query.toString()}`);
}

/** The approved sections a page at a time, for "Show more"; the data is every section read so far. */
export function liveSectionsQuery(filters: LiveSectionFilters) {
  return showMoreQuery({
    queryKey: liveKeys.sectionList({ ...filters }),
    pageSize: LIVE_SECTIONS_PAGE_SIZE,
    fetchPage: (page, limit) => listLiveSections(filters, page, limit),
  });
}

export function useLiveSections(filters: LiveSectionFilters) {
  return useInfiniteQuery(liveSectionsQuery(filters));
}
