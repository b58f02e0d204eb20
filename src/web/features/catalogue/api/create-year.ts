import type { z } from 'zod';
import type { Year, yearBody } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { addYear } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type CreateYearBody = z.input<typeof yearBody>;

export function createYear(body: CreateYearBody): Promise<Year> {
  return apiFetch<Year>('/years', { method: 'POST', body });
}

export function useCreateYear() {
  return useStructureMutation(createYear, (tree, created) => addYear(tree, created));
}
