import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Level } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';

export function getLevels(): Promise<Level[]> {
  return apiFetch<Level[]>('/levels');
}

export function levelsQuery() {
  return queryOptions({ queryKey: ['structure', 'levels'], queryFn: getLevels });
}

export function useLevels() {
  return useQuery(levelsQuery());
}
