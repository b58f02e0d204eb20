import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StructureTree } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';

export function getStructureTree(): Promise<StructureTree> {
  return apiFetch<StructureTree>('/structure/tree');
}

/**
 * The whole catalogue in one request. Admins receive inactive languages and levels too, so the key says whose
 * view it is; the editor's mutations patch this entry in place instead of refetching it.
 */
export function structureTreeQuery(scope: 'admin' | 'public') {
  return queryOptions({ queryKey: ['structure', 'tree', scope], queryFn: getStructureTree });
}

export function useStructureTree(scope: 'admin' | 'public') {
  return useQuery(structureTreeQuery(scope));
}
