import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, UserList, UserSort, UserStatus } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from '../../../lib/queries/user-keys';

export const ADMIN_USERS_PAGE_SIZE = 20;

export interface AdminUsersFilter {
  page: number;
  search: string;
  role: Role | '';
  status: UserStatus | '';
  sort: UserSort;
}

export function listUsers(filter: AdminUsersFilter): Promise<UserList> {
  const params = new URLSearchParams({
    page: String(filter.page),
    limit: String(ADMIN_USERS_PAGE_SIZE),
    sort: filter.sort,
  });
  if (filter.search) params.set('search', filter.search);
  if (filter.role) params.set('role', filter.role);
  if (filter.status) params.set('status', filter.status);
  return apiFetch<UserList>(`/users?${params.toString()}`);
}

export function adminUsersQuery(filter: AdminUsersFilter) {
  return queryOptions({
    queryKey: userKeys.adminList(filter),
    queryFn: () => listUsers(filter),
    placeholderData: keepPreviousData,
  });
}

/** Every account (admin), searched, filtered and sorted by the server. */
export function useAdminUsers(filter: AdminUsersFilter) {
  return useQuery(adminUsersQuery(filter));
}
