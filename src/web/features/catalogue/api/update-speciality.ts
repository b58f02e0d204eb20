import type { z } from 'zod';
import type { Speciality, specialityPatch } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { updateSpeciality as updateSpecialityInTree } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type UpdateSpecialityBody = z.input<typeof specialityPatch>;

export function updateSpeciality(id: number, body: UpdateSpecialityBody): Promise<Speciality> {
  return apiFetch<Speciality>(`/specialities/${id}`, { method: 'PUT', body });
}

export function useUpdateSpeciality() {
  return useStructureMutation(
    ({ id, body }: { id: number; body: UpdateSpecialityBody }) => updateSpeciality(id, body),
    (tree, updated) => updateSpecialityInTree(tree, updated),
  );
}
