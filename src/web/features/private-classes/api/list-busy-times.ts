import { useQuery } from '@tanstack/react-query';
import type { LiveSessionList } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

export interface BusyTime {
  start: Date;
  minutes: number;
}

/**
 * The professor's upcoming sessions (group ones and private classes' alike, GET /professors/{id}/live-sessions),
 * so the calendar offers no time he already teaches; the server refuses such a time anyway (409).
 */
export async function listBusyTimes(professorId: number): Promise<BusyTime[]> {
  const list = await apiFetch<LiveSessionList>(
    `/professors/${professorId}/live-sessions?status=scheduled&limit=100`,
  );
  return list.sessions.map((s) => ({ start: new Date(s.scheduledAt), minutes: s.duration }));
}

export function useBusyTimes(professorId: number) {
  return useQuery({
    queryKey: privateClassKeys.busy(professorId),
    queryFn: () => listBusyTimes(professorId),
    staleTime: 0,
  });
}
