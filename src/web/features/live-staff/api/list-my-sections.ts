import { useQuery } from '@tanstack/react-query';
import type { LiveSection } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/** The professor's own sections with their review state and any rejection reason. */
export function useMySections() {
  return useQuery({
    queryKey: liveKeys.mySections(),
    queryFn: () => apiFetch<LiveSection[]>('/professor/live-sections'),
  });
}
