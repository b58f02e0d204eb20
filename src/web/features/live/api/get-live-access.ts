import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveAccess } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/** Whether the signed-in user may enter the session: its professor, admins, seat and section holders. */
export function getLiveAccess(sessionId: number): Promise<LiveAccess> {
  return apiFetch<LiveAccess>(`/live-sessions/${sessionId}/access`);
}

export function liveAccessQuery(sessionId: number) {
  return queryOptions({ queryKey: liveKeys.access(sessionId), queryFn: () => getLiveAccess(sessionId) });
}

export function useLiveAccess(sessionId: number, enabled: boolean) {
  return useQuery({ ...liveAccessQuery(sessionId), enabled });
}
