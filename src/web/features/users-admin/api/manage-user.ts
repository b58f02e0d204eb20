import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, Role } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from '../../../lib/queries/user-keys';

export function changeRole(id: number, role: Role): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/users/${id}/role`, { method: 'PUT', body: { role } });
}

export function suspendUser(id: number, reason: string): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/users/${id}/suspend`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

export function reactivateUser(id: number): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/users/${id}/reactivate`, { method: 'POST' });
}

export function sendResetLink(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/users/${id}/password-reset`, { method: 'POST' });
}

/**
 * The admin's changes to one account. Each refreshes everything under `userKeys.all`: the account's overview and
 * audit trail, and every list or search that shows its role or status.
 */
function useAccountMutation<T, V>(fn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useChangeRole = (id: number) => useAccountMutation((role: Role) => changeRole(id, role));
export const useSuspendUser = (id: number) => useAccountMutation((reason: string) => suspendUser(id, reason));
export const useReactivateUser = (id: number) => useAccountMutation(() => reactivateUser(id));
export const useSendResetLink = (id: number) => useAccountMutation(() => sendResetLink(id));
