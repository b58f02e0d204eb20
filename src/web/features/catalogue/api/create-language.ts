import type { z } from 'zod';
import type { Language, languageBody } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { addLanguage } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type CreateLanguageBody = z.input<typeof languageBody>;

export function createLanguage(body: CreateLanguageBody): Promise<Language> {
  return apiFetch<Language>('/languages', { method: 'POST', body });
}

export function useCreateLanguage() {
  return useStructureMutation(createLanguage, (tree, created) => addLanguage(tree, created));
}
