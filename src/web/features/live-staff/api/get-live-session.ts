import { useQuery } from '@tanstack/react-query';
import type { LiveSession } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/** One session, as its owner sees it (with its meeting link), to edit it. */
export function useLiveSession(sessionId: number | null) {
  return useQuery({
    queryKey: liveKeys.detail(sessionId ?? 0),
    queryFn: () => apiFetch<LiveSession>(`/live-sessions/${sessionId}`),
    enabled: sessionId !== null,
  });
}
