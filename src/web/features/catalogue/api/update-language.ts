import type { z } from 'zod';
import type { Language, languagePatch } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { updateLanguage as updateLanguageInTree } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type UpdateLanguageBody = z.input<typeof languagePatch>;

export function updateLanguage(id: number, body: UpdateLanguageBody): Promise<Language> {
  return apiFetch<Language>(`/languages/${id}`, { method: 'PUT', body });
}

export function useUpdateLanguage() {
  return useStructureMutation(
    ({ id, body }: { id: number; body: UpdateLanguageBody }) => updateLanguage(id, body),
    (tree, updated) => updateLanguageInTree(tree, updated),
  );
}
