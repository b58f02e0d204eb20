import { useQuery } from '@tanstack/react-query';
import type { LiveSessionList } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/** The professor's newest sessions (up to the API's page limit), to bundle into a live section. */
export function useSectionCandidates(professorId: number | null) {
  return useQuery({
    queryKey: [...liveKeys.professor(professorId ?? 0), 'candidates'],
    queryFn: () => apiFetch<LiveSessionList>(`/professors/${professorId}/live-sessions?page=1&limit=100`),
    enabled: professorId !== null,
  });
}
