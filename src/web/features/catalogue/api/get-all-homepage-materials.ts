import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomepageMaterial } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

/** Every entry, inactive ones included (admin). */
export function getAllHomepageMaterials(): Promise<HomepageMaterial[]> {
  return apiFetch<HomepageMaterial[]>('/homepage-materials/all');
}

export function allHomepageMaterialsQuery() {
  return queryOptions({ queryKey: siteKeys.allHomepageMaterials(), queryFn: getAllHomepageMaterials });
}

export function useAllHomepageMaterials() {
  return useQuery(allHomepageMaterialsQuery());
}
