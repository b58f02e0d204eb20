import type { z } from 'zod';
import type { LanguageLevel, reorderLanguageLevelsBody } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { setLanguageLevels } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type ReorderLanguageLevelsBody = z.input<typeof reorderLanguageLevelsBody>;

export function reorderLanguageLevels(body: ReorderLanguageLevelsBody): Promise<LanguageLevel[]> {
  return apiFetch<LanguageLevel[]>('/language-levels/reorder', { method: 'POST', body });
}

export function useReorderLanguageLevels() {
  return useStructureMutation(reorderLanguageLevels, (tree, levels, body) =>
    setLanguageLevels(tree, Number(body.language_id), levels),
  );
}
