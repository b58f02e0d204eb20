import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StructureTree } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';

export function getStructureTree(): Promise<StructureTree> {
  return apiFetch<StructureTree>('/structure/tree');
}

export const structureTreeQueryKey = ['points-admin', 'structure-tree'] as const;

export function structureTreeQuery() {
  return queryOptions({ queryKey: structureTreeQueryKey, queryFn: getStructureTree, staleTime: 0 });
}

/** The whole catalogue, for listing every material with its price. */
export function useStructureTree() {
  return useQuery(structureTreeQuery());
}
