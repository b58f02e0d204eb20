import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomepageMaterial, HomepageMaterialBody } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

export function createHomepageMaterial(body: HomepageMaterialBody): Promise<HomepageMaterial> {
  return apiFetch<HomepageMaterial>('/homepage-materials', { method: 'POST', body });
}

export function useCreateHomepageMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHomepageMaterial,
    // The admin list and the home page's public list both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.homepageMaterials() }),
  });
}
