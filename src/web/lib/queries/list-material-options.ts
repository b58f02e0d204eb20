import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialOption } from '../../../contract/courses';
import { apiFetch } from '../api-client';
import { structureKeys } from './structure-keys';

export function listMaterialOptions(): Promise<MaterialOption[]> {
  return apiFetch<MaterialOption[]>('/courses/materials/list');
}

export function materialOptionsQuery() {
  return queryOptions({ queryKey: structureKeys.materialOptions(), queryFn: listMaterialOptions });
}

/** Every material with its level, year and speciality names, for picking a course's path. */
export function useMaterialOptions() {
  return useQuery(materialOptionsQuery());
}
