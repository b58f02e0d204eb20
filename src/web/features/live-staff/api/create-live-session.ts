import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSession, LiveSessionBody } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

export function createLiveSession({
  professorId,
  body,
}: {
  professorId: number;
  body: LiveSessionBody;
}): Promise<LiveSession> {
  return apiFetch<LiveSession>(`/professors/${professorId}/live-sessions`, { method: 'POST', body });
}

/** Schedules a session; it waits for an admin's approval, so the lists and the admin's count change. */
export function useCreateLiveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLiveSession,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
