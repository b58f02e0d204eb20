import type { z } from 'zod';
import type { Material, materialBody } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { addMaterial } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type CreateMaterialBody = z.input<typeof materialBody>;

export function createMaterial(body: CreateMaterialBody): Promise<Material> {
  return apiFetch<Material>('/materials', { method: 'POST', body });
}

export function useCreateMaterial() {
  return useStructureMutation(createMaterial, (tree, created) => addMaterial(tree, created));
}
