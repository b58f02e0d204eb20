import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSession, LiveSessionPatch } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

export function updateLiveSession({
  id,
  patch,
}: {
  id: number;
  patch: LiveSessionPatch;
}): Promise<LiveSession> {
  return apiFetch<LiveSession>(`/live-sessions/${id}`, { method: 'PATCH', body: patch });
}

/**
 * The owner's change: content while scheduled, a status move, or a recording address saved to the library.
 * Every live list, the student pages and the admin's counts follow.
 */
export function useUpdateLiveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLiveSession,
    onSuccess: (session) => {
      queryClient.setQueryData(liveKeys.detail(session.id), session);
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
  });
}
