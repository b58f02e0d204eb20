import type { z } from 'zod';
import type { LanguageLevel, languageLevelPatch } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { updateLanguageLevel as updateLanguageLevelInTree } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type UpdateLanguageLevelBody = z.input<typeof languageLevelPatch>;

export function updateLanguageLevel(id: number, body: UpdateLanguageLevelBody): Promise<LanguageLevel> {
  return apiFetch<LanguageLevel>(`/language-levels/${id}`, { method: 'PUT', body });
}

export function useUpdateLanguageLevel() {
  return useStructureMutation(
    ({ id, body }: { id: number; body: UpdateLanguageLevelBody }) => updateLanguageLevel(id, body),
    (tree, updated) => updateLanguageLevelInTree(tree, updated),
  );
}
