import { apiFetch } from '../../../lib/api-client';
import { removeYear } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

/** Refused with 409 (and a message saying why) while the node still has children or courses. */
export function deleteYear(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/years/${id}`, { method: 'DELETE' });
}

export function useDeleteYear() {
  return useStructureMutation(deleteYear, (tree, _result, id) => removeYear(tree, id));
}
