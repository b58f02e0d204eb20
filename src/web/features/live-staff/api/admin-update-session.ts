import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSession, LiveSessionAdminPatch } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

export function adminUpdateSession({
  id,
  patch,
}: {
  id: number;
  patch: LiveSessionAdminPatch;
}): Promise<LiveSession> {
  return apiFetch<LiveSession>(`/live-sessions/${id}/admin`, { method: 'PATCH', body: patch });
}

/** The admin's change (approval, cancelling with refunds); every live list and the waiting counts follow. */
export function useAdminUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminUpdateSession,
    onSuccess: (session) => {
      queryClient.setQueryData(liveKeys.detail(session.id), session);
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
  });
}
