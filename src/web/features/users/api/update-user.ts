import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';
import { userQuery } from './get-user';

export function updateUser(id: number, body: UpdateUserBody): Promise<User> {
  return apiFetch<User>(`/users/${id}`, { method: 'PUT', body });
}

/** Saves profile changes; changing one's own password needs `currentPassword`. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userQuery(id).queryKey, user);
      updateSessionUser(user);
    },
  });
}
