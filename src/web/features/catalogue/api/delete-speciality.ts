import { apiFetch } from '../../../lib/api-client';
import { removeSpeciality } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

/** Refused with 409 (and a message saying why) while the node still has children or courses. */
export function deleteSpeciality(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/specialities/${id}`, { method: 'DELETE' });
}

export function useDeleteSpeciality() {
  return useStructureMutation(deleteSpeciality, (tree, _result, id) => removeSpeciality(tree, id));
}
