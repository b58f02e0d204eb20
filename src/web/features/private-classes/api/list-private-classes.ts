import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  PrivateClass,
  PrivateClassList,
  PrivateClassStatus,
} from '../../../../contract/private-classes';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

export type { PrivateClass };

export interface RequestFilters {
  page: number;
  status?: PrivateClassStatus | undefined;
  /** A fragment of the student's or the professor's name or email (staff lists). */
  search?: string | undefined;
}

/** GET /private-classes: the student's own, the professor's received, or every one for an admin. */
export function listPrivateClasses(filters: RequestFilters): Promise<PrivateClassList> {
  const query = new URLSearchParams({ page: String(filters.page), limit: '20' });
  if (filters.status) query.set('status', filters.status);
  if (filters.search) query.set('search', filters.search);
  return apiFetch<PrivateClassList>(`/private-classes?${query}`);
}

/** Read again every 30 s: the other party's answer shows up without a reload. */
export function usePrivateClasses(filters: RequestFilters, enabled = true) {
  return useQuery({
    queryKey: privateClassKeys.requestList({ ...filters }),
    queryFn: () => listPrivateClasses(filters),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    enabled,
  });
}
