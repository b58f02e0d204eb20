import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomepageMaterial, HomepageMaterialBody } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

export function updateHomepageMaterial(
  id: number,
  body: Partial<HomepageMaterialBody>,
): Promise<HomepageMaterial> {
  return apiFetch<HomepageMaterial>(`/homepage-materials/${id}`, { method: 'PUT', body });
}

export function useUpdateHomepageMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Partial<HomepageMaterialBody> }) =>
      updateHomepageMaterial(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.homepageMaterials() }),
  });
}
