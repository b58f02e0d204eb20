import { useInfiniteQuery } from '@tanstack/react-query';
import type { LiveSection } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';
import { showMoreQuery } from '../../../lib/queries/show-more-query';

/** A professor's sections shown at a time on /professor/live-sections; "Show more" adds as many. */
export const MY_SECTIONS_PAGE_SIZE = 10;

/**
 * The professor's own sections, newest first, with their review state and any rejection reason, a page at a
 * time for "Show more"; the data is every section read so far.
 */
export function mySectionsQuery() {
  return showMoreQuery({
    queryKey: liveKeys.mySections(),
    pageSize: MY_SECTIONS_PAGE_SIZE,
    fetchPage: (page, limit) => {
      const query = new URLSearchParams({ page: String(page), limit: String(limit) });
      return apiFetch<LiveSection[]>(`/professor/live-sections?${query.toString()}`);
    },
  });
}

export function useMySections() {
  return useInfiniteQuery(mySectionsQuery());
}
