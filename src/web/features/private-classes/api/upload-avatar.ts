import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';
import { getSession, updateSessionUser } from '../../../lib/session';

/** POST /users/{id}/avatar (multipart, field avatar): the photo on the teacher's public profile. */
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
      const session = getSession();
      if (session.status === 'signed-in' && session.user.id === id)
        updateSessionUser({ ...session.user, avatar_url });
      return queryClient.invalidateQueries({ queryKey: privateClassKeys.teachers() });
    },
  });
}
