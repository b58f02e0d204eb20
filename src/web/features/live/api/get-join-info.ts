import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JoinInfo } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/**
 * How to enter a session the viewer has access to: an Agora token, or a meeting link. Refused with 403
 * without access and 409 before it starts (the message names the start) or once it ended or was cancelled.
 */
export function getJoinInfo(sessionId: number): Promise<JoinInfo> {
  return apiFetch<JoinInfo>(`/live-sessions/${sessionId}/join`);
}

export function joinInfoQuery(sessionId: number) {
  return queryOptions({
    queryKey: liveKeys.join(sessionId),
    queryFn: () => getJoinInfo(sessionId),
    // A token is minted per call; keep the one in hand while on the page.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

export function useJoinInfo(sessionId: number, enabled: boolean) {
  return useQuery({ ...joinInfoQuery(sessionId), enabled });
}
