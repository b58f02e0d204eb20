import type { z } from 'zod';
import type { Speciality, specialityBody } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { addSpeciality } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type CreateSpecialityBody = z.input<typeof specialityBody>;

export function createSpeciality(body: CreateSpecialityBody): Promise<Speciality> {
  return apiFetch<Speciality>('/specialities', { method: 'POST', body });
}

export function useCreateSpeciality() {
  return useStructureMutation(createSpeciality, (tree, created) => addSpeciality(tree, created));
}
