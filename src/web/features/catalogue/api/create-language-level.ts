import type { z } from 'zod';
import type { LanguageLevel, languageLevelBody } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { addLanguageLevel } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type CreateLanguageLevelBody = z.input<typeof languageLevelBody>;

export function createLanguageLevel(body: CreateLanguageLevelBody): Promise<LanguageLevel> {
  return apiFetch<LanguageLevel>('/language-levels', { method: 'POST', body });
}

export function useCreateLanguageLevel() {
  return useStructureMutation(createLanguageLevel, (tree, created) => addLanguageLevel(tree, created));
}
