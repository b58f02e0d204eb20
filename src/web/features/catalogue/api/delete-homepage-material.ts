import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

export function deleteHomepageMaterial(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/homepage-materials/${id}`, { method: 'DELETE' });
}

export function useDeleteHomepageMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHomepageMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.homepageMaterials() }),
  });
}
