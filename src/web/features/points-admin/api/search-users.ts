import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserList } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from '../../../lib/queries/user-keys';

export function searchUsers(search: string): Promise<UserList> {
  const params = new URLSearchParams({ search, limit: '8' });
  return apiFetch<UserList>(`/users?${params.toString()}`);
}

export function usersSearchQuery(search: string) {
  return queryOptions({
    queryKey: userKeys.search(search),
    queryFn: () => searchUsers(search),
    placeholderData: keepPreviousData,
  });
}

/** Users whose name or email matches, for picking one (searches from two characters). */
export function useUsersSearch(search: string) {
  const term = search.trim();
  return useQuery({ ...usersSearchQuery(term), enabled: term.length >= 2 });
}
