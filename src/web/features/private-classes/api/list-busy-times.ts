import { useQuery } from '@tanstack/react-query';
import type { LiveSessionList } from '../../../../contract/live';
import type { PrivateClassList } from '../../../../contract/private-classes';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

export interface BusyTime {
  start: Date;
  minutes: number;
}

/**
 * The professor's upcoming sessions (group ones and paid private classes' alike,
 * GET /professors/{id}/live-sessions) and the times of the private classes they confirmed that wait for payment
 * (GET /private-classes), so the calendar offers no time he already teaches or promised; the server refuses such
 * a time anyway (409).
 */
export async function listBusyTimes(professorId: number): Promise<BusyTime[]> {
  const [sessions, promised] = await Promise.all([
    apiFetch<LiveSessionList>(`/professors/${professorId}/live-sessions?status=scheduled&limit=100`),
    apiFetch<PrivateClassList>(`/private-classes?status=confirmed&professor_id=${professorId}&limit=100`),
  ]);
  return [
    ...sessions.sessions.map((s) => ({ start: new Date(s.scheduledAt), minutes: s.duration })),
    ...promised.private_classes.flatMap((c) =>
      c.schedule.map((at) => ({ start: new Date(at), minutes: c.session_minutes })),
    ),
  ];
}

export function useBusyTimes(professorId: number) {
  return useQuery({
    queryKey: privateClassKeys.busy(professorId),
    queryFn: () => listBusyTimes(professorId),
    staleTime: 0,
  });
}
