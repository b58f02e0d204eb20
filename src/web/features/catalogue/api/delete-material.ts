import { apiFetch } from '../../../lib/api-client';
import { removeMaterial } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

/** Refused with 409 (and a message saying why) while the node still has children or courses. */
export function deleteMaterial(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/materials/${id}`, { method: 'DELETE' });
}

export function useDeleteMaterial() {
  return useStructureMutation(deleteMaterial, (tree, _result, id) => removeMaterial(tree, id));
}
