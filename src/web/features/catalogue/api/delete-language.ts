import { apiFetch } from '../../../lib/api-client';
import { removeLanguage } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

/** Refused with 409 (and a message saying why) while the node still has children or courses. */
export function deleteLanguage(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/languages/${id}`, { method: 'DELETE' });
}

export function useDeleteLanguage() {
  return useStructureMutation(deleteLanguage, (tree, _result, id) => removeLanguage(tree, id));
}
