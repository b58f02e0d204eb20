import { apiFetch } from '../../../lib/api-client';
import { removeLevel } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

/** Refused with 409 (and a message saying why) while the node still has children or courses. */
export function deleteLevel(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/levels/${id}`, { method: 'DELETE' });
}

export function useDeleteLevel() {
  return useStructureMutation(deleteLevel, (tree, _result, id) => removeLevel(tree, id));
}
