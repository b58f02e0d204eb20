import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomepageMaterial } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

/** The active entries of the home page's catalogue section, in their order. */
export function getHomepageMaterials(): Promise<HomepageMaterial[]> {
  return apiFetch<HomepageMaterial[]>('/homepage-materials');
}

export function homepageMaterialsQuery() {
  return queryOptions({ queryKey: siteKeys.publicHomepageMaterials(), queryFn: getHomepageMaterials });
}

export function useHomepageMaterials() {
  return useQuery(homepageMaterialsQuery());
}
