import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Material } from '../../../../contract/structure';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from '../../../lib/queries/invalidate-catalogue';

export function updateMaterialPrice(id: number, price: number): Promise<Material> {
  return apiFetch<Material>(`/materials/${id}`, { method: 'PUT', body: { price } });
}

export function useUpdateMaterialPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, price }: { id: number; price: number }) => updateMaterialPrice(id, price),
    // Every course under the material shows the new price: catalogue cards, course pages, review lists.
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
