import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LiveSection } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

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

/**
 * The sections a page at a time, each page asked one longer than it shows: the extra one, dropped, says whether
 * a next page exists, so the list needs no count (the route answers a plain list).
 */
export function liveSectionsQuery(filters: LiveSectionFilters) {
  return infiniteQueryOptions({
    queryKey: liveKeys.sectionList({ ...filters }),
    queryFn: async ({ pageParam }) => {
      const rows = await listLiveSections(filters, pageParam, LIVE_SECTIONS_PAGE_SIZE + 1);
      return {
        sections: rows.slice(0, LIVE_SECTIONS_PAGE_SIZE),
        more: rows.length > LIVE_SECTIONS_PAGE_SIZE,
      };
    },
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.more ? page + 1 : undefined),
  });
}

export function useLiveSections(filters: LiveSectionFilters) {
  return useInfiniteQuery(liveSectionsQuery(filters));
}
