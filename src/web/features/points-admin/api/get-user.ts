import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from '../../../lib/queries/user-keys';

export function getUser(id: number): Promise<User> {
  return apiFetch<User>(`/users/${id}`);
}

/** The account a link to the ledger names (`?user_id=`), to show it in the user filter. */
export function useLinkedUser(id: number | null) {
  return useQuery({
    ...queryOptions({ queryKey: userKeys.detail(id ?? 0), queryFn: () => getUser(id ?? 0) }),
    enabled: id !== null,
  });
}
