import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { eachOnce } from './each-once';

/** One page as read: the rows it shows, and whether a next page exists. */
interface ShowMorePage<T> {
  rows: T[];
  more: boolean;
}

/**
 * Every row read so far, each once: one function for all lists, so TanStack Query reruns it on new pages only.
 */
function rowsOf<T extends { id: number }>(data: InfiniteData<ShowMorePage<T>>): T[] {
  return eachOnce(data.pages.map((page) => page.rows));
}

/**
 * A "Show more" list read a page at a time by offset, each page asked one longer than it shows: the extra
 * row, dropped, says whether a next page exists, so the route needs no count. The query's data is the rows of
 * every page read so far, each once (see `eachOnce`).
 */
export function showMoreQuery<T extends { id: number }>(options: {
  queryKey: QueryKey;
  pageSize: number;
  fetchPage: (page: number, limit: number) => Promise<T[]>;
}) {
  const { queryKey, pageSize, fetchPage } = options;
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam }): Promise<ShowMorePage<T>> => {
      const rows = await fetchPage(pageParam, pageSize + 1);
      return { rows: rows.slice(0, pageSize), more: rows.length > pageSize };
    },
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.more ? page + 1 : undefined),
    select: rowsOf<T>,
  });
}
