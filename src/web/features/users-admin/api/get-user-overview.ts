import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserOverview } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from '../../../lib/queries/user-keys';

export function getUserOverview(id: number): Promise<AdminUserOverview> {
  return apiFetch<AdminUserOverview>(`/users/${id}/overview`);
}

export function userOverviewQuery(id: number) {
  return queryOptions({ queryKey: userKeys.overview(id), queryFn: () => getUserOverview(id) });
}

/** One account as an admin sees it: profile, balance and what it bought. */
export function useUserOverview(id: number) {
  return useQuery(userOverviewQuery(id));
}
