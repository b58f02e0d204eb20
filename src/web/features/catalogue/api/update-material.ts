import type { z } from 'zod';
import type { Material, materialPatch } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { updateMaterial as updateMaterialInTree } from './structure-tree-updates';
import { useStructureMutation } from './use-structure-mutation';

export type UpdateMaterialBody = z.input<typeof materialPatch>;

export function updateMaterial(id: number, body: UpdateMaterialBody): Promise<Material> {
  return apiFetch<Material>(`/materials/${id}`, { method: 'PUT', body });
}

export function useUpdateMaterial() {
  return useStructureMutation(
    ({ id, body }: { id: number; body: UpdateMaterialBody }) => updateMaterial(id, body),
    (tree, updated) => updateMaterialInTree(tree, updated),
  );
}
