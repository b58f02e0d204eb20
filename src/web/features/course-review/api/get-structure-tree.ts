import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StructureTree } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';

export function getStructureTree(): Promise<StructureTree> {
  return apiFetch<StructureTree>('/structure/tree');
}

export const structureTreeQuery = queryOptions({
  queryKey: ['structure', 'tree'],
  queryFn: getStructureTree,
});

/** The whole catalogue: levels › years › specialities › materials, and languages › levels. */
export function useStructureTree() {
  return useQuery(structureTreeQuery);
}
