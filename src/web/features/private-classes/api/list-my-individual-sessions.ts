import { useQuery } from '@tanstack/react-query';
import type { MyIndividualSessions } from '../../../../contract/private-classes';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

/** GET /points/my-individual-live-sessions: the student's private-class sessions, soonest first. */
export function listMyIndividualSessions(): Promise<MyIndividualSessions> {
  return apiFetch<MyIndividualSessions>('/points/my-individual-live-sessions');
}

export function useMyIndividualSessions(enabled: boolean) {
  return useQuery({
    queryKey: privateClassKeys.mySessions(),
    queryFn: listMyIndividualSessions,
    enabled,
    // Join appears when the professor starts the session.
    refetchInterval: 30_000,
  });
}
