import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StructureTree } from '../../../contract/structure';
import { apiFetch } from '../api-client';
import { useCatalogueSelect } from '../use-catalogue-name';
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

const asIs = (tree: StructureTree) => tree;

/**
 * `staleTime: 0` for a page that must show the catalogue as it is now (the pricing page). Names come in the
 * interface language; `whole` keeps an admin's nodes with their translations (the catalogue editor).
 */
export function useStructureTree(options: { staleTime?: number; whole?: boolean } = {}) {
  const { whole = false, ...rest } = options;
  const named = useCatalogueSelect();
  return useQuery({ ...structureTreeQuery(), ...rest, select: whole ? asIs : named });
}
