import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';

export function getUser(id: number): Promise<User> {
  return apiFetch<User>(`/users/${id}`);
}

export function userQuery(id: number) {
  return queryOptions({ queryKey: ['users', id], queryFn: () => getUser(id) });
}

export function useUser(id: number) {
  return useQuery({ ...userQuery(id), enabled: id > 0 });
}
