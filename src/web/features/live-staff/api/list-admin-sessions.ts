import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LiveSessionList, LiveSessionStatus } from '../../../../contract/live';
import { apiFetch } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/queries/live-keys';

/** Sessions on one page of the admin's lists. */
export const ADMIN_SESSIONS_PAGE_SIZE = 20;

export interface AdminSessionsFilter {
  status: LiveSessionStatus | '';
  approval: 'pending' | 'approved' | '';
  page: number;
}

/** Every session (or the approval queue with `approval: 'pending'`), newest first, one page at a time. */
export function useAdminSessions(filter: AdminSessionsFilter) {
  const query = new URLSearchParams({ page: String(filter.page), limit: String(ADMIN_SESSIONS_PAGE_SIZE) });
  if (filter.status) query.set('status', filter.status);
  if (filter.approval) query.set('approval', filter.approval);
  return useQuery({
    queryKey: liveKeys.admin({ ...filter }),
    queryFn: () => apiFetch<LiveSessionList>(`/admin/live-sessions?${query.toString()}`),
    placeholderData: keepPreviousData,
  });
}
