import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PointPackage, pointPackageBody } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

export type PackageInput = z.infer<typeof pointPackageBody>;

export function createPackage(body: PackageInput): Promise<PointPackage> {
  return apiFetch<PointPackage>('/points/packages', { method: 'POST', body });
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.packages() }),
  });
}
