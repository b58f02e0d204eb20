import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from '../../../lib/queries/user-keys';

export function getUser(id: number): Promise<User> {
  return apiFetch<User>(`/users/${id}`);
}

export function userQuery(id: number) {
  return queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });
}

export function useUser(id: number) {
  return useQuery({ ...userQuery(id), enabled: id > 0 });
}
