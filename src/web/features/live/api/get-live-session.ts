import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveSession } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/** One session as the viewer may see it (the recording's address only for people with access). */
export function getLiveSession(sessionId: number): Promise<LiveSession> {
  return apiFetch<LiveSession>(`/live-sessions/${sessionId}`);
}

export function liveSessionQuery(sessionId: number) {
  return queryOptions({
    queryKey: liveKeys.detail(sessionId),
    queryFn: () => getLiveSession(sessionId),
    staleTime: 0,
  });
}

/** `poll`: read again every 30 s while the session may still change status (before it starts, while live). */
export function useLiveSession(sessionId: number, poll: boolean) {
  return useQuery({ ...liveSessionQuery(sessionId), refetchInterval: poll ? 30_000 : false });
}
