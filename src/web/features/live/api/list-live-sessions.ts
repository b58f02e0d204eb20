import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveSessionList, LiveSessionStatus } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

export const LIVE_PAGE_SIZE = 12;

export interface LiveSessionFilters {
  page: number;
  status?: LiveSessionStatus | undefined;
  professorId?: number | undefined;
  materialId?: number | undefined;
  languageLevelId?: number | undefined;
}

/** Approved sessions, soonest first; without a status, only those still to come or live now. */
export function listLiveSessions(filters: LiveSessionFilters): Promise<LiveSessionList> {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(LIVE_PAGE_SIZE) });
  if (filters.status) query.set('status', filters.status);
  if (filters.professorId) query.set('professor_id', String(filters.professorId));
  if (filters.materialId) query.set('material_id', String(filters.materialId));
  if (filters.languageLevelId) query.set('language_level_id', String(filters.languageLevelId));
  return apiFetch<LiveSessionList>(`/live-sessions?${query.toString()}`);
}

export function liveSessionsQuery(filters: LiveSessionFilters) {
  return queryOptions({
    queryKey: liveKeys.list({ ...filters }),
    queryFn: () => listLiveSessions(filters),
    placeholderData: keepPreviousData,
    // Seats and statuses move while the page is open (other buyers, a professor going live).
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useLiveSessions(filters: LiveSessionFilters) {
  return useQuery(liveSessionsQuery(filters));
}
