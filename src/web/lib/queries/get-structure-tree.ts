import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StructureTree } from '../../../contract/structure';
import { apiFetch } from '../api-client';
import { structureKeys } from './structure-keys';

export function getStructureTree(): Promise<StructureTree> {
  return apiFetch<StructureTree>('/structure/tree');
}

/**
 * The whole catalogue in one request: levels › years › specialities › materials (with prices), and
 * languages › levels. The catalogue editor patches this entry in place instead of reading it again.
 */
export function structureTreeQuery() {
  return queryOptions({ queryKey: structureKeys.tree(), queryFn: getStructureTree });
}

/** `staleTime: 0` for a page that must show the catalogue as it is now (the pricing page). */
export function useStructureTree(options: { staleTime?: number } = {}) {
  return useQuery({ ...structureTreeQuery(), ...options });
}
