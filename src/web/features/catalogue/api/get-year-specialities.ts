import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Speciality } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { useCatalogueSelect } from '../../../lib/use-catalogue-name';
import { structureKeys } from '../../../lib/queries/structure-keys';

export function getYearSpecialities(yearId: number): Promise<Speciality[]> {
  return apiFetch<Speciality[]>(`/years/${yearId}/specialities`);
}

export function yearSpecialitiesQuery(yearId: number) {
  return queryOptions({
    queryKey: structureKeys.yearSpecialities(yearId),
    queryFn: () => getYearSpecialities(yearId),
  });
}

/** Waits for a selected parent: nothing is fetched while `yearId` is null. */
export function useYearSpecialities(yearId: number | null) {
  return useQuery({
    ...yearSpecialitiesQuery(yearId ?? 0),
    enabled: yearId !== null,
    select: useCatalogueSelect(),
  });
}
