import type { z } from 'zod';
import type { Year, yearPatch } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { updateYear as updateYearInTree } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type UpdateYearBody = z.input<typeof yearPatch>;

export function updateYear(id: number, body: UpdateYearBody): Promise<Year> {
  return apiFetch<Year>(`/years/${id}`, { method: 'PUT', body });
}

export function useUpdateYear() {
  return useStructureMutation(
    ({ id, body }: { id: number; body: UpdateYearBody }) => updateYear(id, body),
    (tree, updated) => updateYearInTree(tree, updated),
  );
}
