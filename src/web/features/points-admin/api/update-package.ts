import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PointPackage, pointPackagePatch } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

export type PackagePatch = z.infer<typeof pointPackagePatch>;

export function updatePackage(id: number, body: PackagePatch): Promise<PointPackage> {
  return apiFetch<PointPackage>(`/points/packages/${id}`, { method: 'PUT', body });
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PackagePatch }) => updatePackage(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.packages() }),
  });
}
