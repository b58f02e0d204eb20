import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSection } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

export function approveLiveSection(id: number): Promise<LiveSection> {
  return apiFetch<LiveSection>(`/admin/live-sections/${id}/approve`, { method: 'PUT' });
}

export function rejectLiveSection({ id, reason }: { id: number; reason: string }): Promise<LiveSection> {
  return apiFetch<LiveSection>(`/admin/live-sections/${id}/reject`, { method: 'PUT', body: { reason } });
}

/** Approve or reject a pending section; the queue, the public lists and the sidebar count follow. */
export function useReviewLiveSection() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries({ queryKey: liveKeys.sections() });
  return {
    approve: useMutation({ mutationFn: approveLiveSection, onSuccess }),
    reject: useMutation({ mutationFn: rejectLiveSection, onSuccess }),
  };
}
