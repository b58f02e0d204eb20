import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOINABLE_STATUSES, type MyLiveSessions } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

export type MyLiveSession = MyLiveSessions['sessions'][number];

/** Sessions still to come or under way on one page of /TTHSession; past ones come 20 to a page. */
export const MY_OPEN_PAGE_SIZE = 50;
export const MY_PAST_PAGE_SIZE = 20;

/**
 * What to read of the user's sessions: a page of those still open (soonest first) or of the past ones (latest
 * first), or which of some sessions they hold (a page of the public list).
 */
export type MySessionsFilter = { when: 'open' | 'past'; page: number } | { ids: readonly number[] };

/** GET /points/my-live-sessions: the sessions the signed-in user holds, by a seat or a live section. */
export function listMyLiveSessions(filter: MySessionsFilter): Promise<MyLiveSessions> {
  const query =
    'ids' in filter
      ? new URLSearchParams({ ids: filter.ids.join(','), limit: String(Math.max(1, filter.ids.length)) })
      : new URLSearchParams({
          when: filter.when,
          page: String(filter.page),
          limit: String(filter.when === 'open' ? MY_OPEN_PAGE_SIZE : MY_PAST_PAGE_SIZE),
        });
  return apiFetch<MyLiveSessions>(`/points/my-live-sessions?${query.toString()}`);
}

export const MY_SESSIONS_POLL_MS = 30_000;

/** True while one of them may still change: scheduled, starting, live or interrupted. */
export function hasOpenSessions(data: MyLiveSessions | undefined): boolean {
  return (data?.sessions ?? []).some((s) => s.status === 'scheduled' || JOINABLE_STATUSES.includes(s.status));
}

/** `poll`: read again every 30 s while it holds an open session, so Join appears when the professor goes live. */
export function myLiveSessionsQuery(filter: MySessionsFilter, poll = true) {
  return queryOptions({
    queryKey: [...liveKeys.mine(), filter],
    queryFn: () => listMyLiveSessions(filter),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (poll && hasOpenSessions(query.state.data) ? MY_SESSIONS_POLL_MS : false),
  });
}

/** `enabled`: only students hold sessions; other pages ask only for them. */
export function useMyLiveSessions(
  filter: MySessionsFilter,
  options: { enabled?: boolean; poll?: boolean } = {},
) {
  return useQuery({ ...myLiveSessionsQuery(filter, options.poll), enabled: options.enabled ?? true });
}
