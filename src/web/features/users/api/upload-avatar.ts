import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';
import { getSession, updateSessionUser } from '../../../lib/session';
import { userQuery } from './get-user';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export function uploadAvatar(id: number, file: File): Promise<{ avatar_url: string }> {
  const formData = new FormData();
  formData.append('avatar', file);
  return apiFetch<{ avatar_url: string }>(`/users/${id}/avatar`, { method: 'POST', formData });
}

export function useUploadAvatar(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(id, file),
    onSuccess: ({ avatar_url }) => {
      queryClient.setQueryData(userQuery(id).queryKey, (user: User | undefined) =>
        user ? { ...user, avatar_url } : user,
      );
      const session = getSession();
      if (session.status === 'signed-in' && session.user.id === id) {
        updateSessionUser({ ...session.user, avatar_url });
      }
    },
  });
}
