import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiveSection, LiveSectionBody } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

export function createLiveSection(body: LiveSectionBody): Promise<LiveSection> {
  return apiFetch<LiveSection>('/professor/live-sections', { method: 'POST', body });
}

/** Bundles own sessions into a section sent to admin review; the lists and the admin's count follow. */
export function useCreateLiveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLiveSection,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: liveKeys.sections() }),
  });
}
