import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Material } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { useCatalogueSelect } from '../../../lib/use-catalogue-name';
import { structureKeys } from '../../../lib/queries/structure-keys';

export function getSpecialityMaterials(specialityId: number): Promise<Material[]> {
  return apiFetch<Material[]>(`/specialities/${specialityId}/materials`);
}

export function specialityMaterialsQuery(specialityId: number) {
  return queryOptions({
    queryKey: structureKeys.specialityMaterials(specialityId),
    queryFn: () => getSpecialityMaterials(specialityId),
  });
}

/** Waits for a selected parent: nothing is fetched while `specialityId` is null. */
export function useSpecialityMaterials(specialityId: number | null) {
  return useQuery({
    ...specialityMaterialsQuery(specialityId ?? 0),
    enabled: specialityId !== null,
    select: useCatalogueSelect(),
  });
}
