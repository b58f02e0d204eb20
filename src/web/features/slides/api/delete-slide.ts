import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

export function deleteSlide(id: number): Promise<{ message: string }> {
  return apiFetch(`/slides/${id}`, { method: 'DELETE' });
}

export function useDeleteSlide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.slides() }),
  });
}
