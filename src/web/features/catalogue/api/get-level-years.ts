import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Year } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { useCatalogueSelect } from '../../../lib/use-catalogue-name';
import { structureKeys } from '../../../lib/queries/structure-keys';

export function getLevelYears(levelId: number): Promise<Year[]> {
  return apiFetch<Year[]>(`/levels/${levelId}/years`);
}

export function levelYearsQuery(levelId: number) {
  return queryOptions({
    queryKey: structureKeys.levelYears(levelId),
    queryFn: () => getLevelYears(levelId),
  });
}

/** Waits for a selected parent: nothing is fetched while `levelId` is null. */
export function useLevelYears(levelId: number | null) {
  return useQuery({
    ...levelYearsQuery(levelId ?? 0),
    enabled: levelId !== null,
    select: useCatalogueSelect(),
  });
}
