import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Material } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { useCatalogueSelect } from '../../../lib/use-catalogue-name';
import { structureKeys } from '../../../lib/queries/structure-keys';

export function getYearMaterials(yearId: number): Promise<Material[]> {
  return apiFetch<Material[]>(`/years/${yearId}/materials`);
}

export function yearMaterialsQuery(yearId: number) {
  return queryOptions({
    queryKey: structureKeys.yearMaterials(yearId),
    queryFn: () => getYearMaterials(yearId),
  });
}

/** Waits for a selected parent: nothing is fetched while `yearId` is null. */
export function useYearMaterials(yearId: number | null) {
  return useQuery({
    ...yearMaterialsQuery(yearId ?? 0),
    enabled: yearId !== null,
    select: useCatalogueSelect(),
  });
}
