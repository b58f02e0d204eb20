import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialOption } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';

export function listMaterialOptions(): Promise<MaterialOption[]> {
  return apiFetch<MaterialOption[]>('/courses/materials/list');
}

export const materialOptionsQuery = queryOptions({
  queryKey: ['courses', 'material-options'],
  queryFn: listMaterialOptions,
});

/** Every material with its level, year and speciality names. */
export function useMaterialOptions() {
  return useQuery(materialOptionsQuery);
}
