import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Level } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { useCatalogueSelect } from '../../../lib/use-catalogue-name';
import { structureKeys } from '../../../lib/queries/structure-keys';

export function getLevels(): Promise<Level[]> {
  return apiFetch<Level[]>('/levels');
}

export function levelsQuery() {
  return queryOptions({ queryKey: structureKeys.levels(), queryFn: getLevels });
}

export function useLevels() {
  return useQuery({ ...levelsQuery(), select: useCatalogueSelect() });
}
