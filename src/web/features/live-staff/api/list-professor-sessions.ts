import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LiveSessionList } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/** Sessions on one page of the professor's list. */
export const PROFESSOR_SESSIONS_PAGE_SIZE = 20;

/** The professor's own sessions, every status and approval state, newest first, one page at a time. */
export function useProfessorSessions(professorId: number | null, page: number) {
  return useQuery({
    queryKey: [...liveKeys.professor(professorId ?? 0), page],
    queryFn: () =>
      apiFetch<LiveSessionList>(
        `/professors/${professorId}/live-sessions?page=${page}&limit=${PROFESSOR_SESSIONS_PAGE_SIZE}`,
      ),
    enabled: professorId !== null,
    placeholderData: keepPreviousData,
  });
}
