import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOINABLE_STATUSES, type MyLiveSessions } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

export type MyLiveSession = MyLiveSessions['sessions'][number];

/** The sessions the signed-in user holds, by a seat or a live section, latest first. */
export function listMyLiveSessions(): Promise<MyLiveSessions> {
  return apiFetch<MyLiveSessions>('/points/my-live-sessions');
}

export const MY_SESSIONS_POLL_MS = 30_000;

/** True while one of them may still change: scheduled, starting, live or interrupted. */
export function hasOpenSessions(data: MyLiveSessions | undefined): boolean {
  return (data?.sessions ?? []).some((s) => s.status === 'scheduled' || JOINABLE_STATUSES.includes(s.status));
}

export function myLiveSessionsQuery() {
  return queryOptions({
    queryKey: liveKeys.mine(),
    queryFn: listMyLiveSessions,
    staleTime: 0,
    // Polled while something is upcoming or live, so Join appears when the professor goes live.
    refetchInterval: (query) => (hasOpenSessions(query.state.data) ? MY_SESSIONS_POLL_MS : false),
  });
}

/** `enabled`: only students hold sessions; other pages ask only for them. */
export function useMyLiveSessions(enabled = true) {
  return useQuery({ ...myLiveSessionsQuery(), enabled });
}
