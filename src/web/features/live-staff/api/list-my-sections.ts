import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LiveSection } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/** A professor's sections shown at a time on /professor/live-sections; "Show more" adds as many. */
export const MY_SECTIONS_PAGE_SIZE = 10;

/**
 * The professor's own sections, newest first, with their review state and any rejection reason: a page at a
 * time, each asked one longer than it shows, so the extra one says whether a next page exists.
 */
export function mySectionsQuery() {
  return infiniteQueryOptions({
    queryKey: liveKeys.mySections(),
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({
        page: String(pageParam),
        limit: String(MY_SECTIONS_PAGE_SIZE + 1),
      });
      const rows = await apiFetch<LiveSection[]>(`/professor/live-sections?${query.toString()}`);
      return { sections: rows.slice(0, MY_SECTIONS_PAGE_SIZE), more: rows.length > MY_SECTIONS_PAGE_SIZE };
    },
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.more ? page + 1 : undefined),
  });
}

export function useMySections() {
  return useInfiniteQuery(mySectionsQuery());
}
