import type { z } from 'zod';
import type { Level, levelPatch } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { updateLevel as updateLevelInTree } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type UpdateLevelBody = z.input<typeof levelPatch>;

export function updateLevel(id: number, body: UpdateLevelBody): Promise<Level> {
  return apiFetch<Level>(`/levels/${id}`, { method: 'PUT', body });
}

export function useUpdateLevel() {
  return useStructureMutation(
    ({ id, body }: { id: number; body: UpdateLevelBody }) => updateLevel(id, body),
    (tree, updated) => updateLevelInTree(tree, updated),
  );
}
