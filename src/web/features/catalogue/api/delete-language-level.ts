import { apiFetch } from '../../../lib/api-client';
import { removeLanguageLevel } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

/** Refused with 409 (and a message saying why) while the node still has children or courses. */
export function deleteLanguageLevel(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/language-levels/${id}`, { method: 'DELETE' });
}

export function useDeleteLanguageLevel() {
  return useStructureMutation(deleteLanguageLevel, (tree, _result, id) => removeLanguageLevel(tree, id));
}
