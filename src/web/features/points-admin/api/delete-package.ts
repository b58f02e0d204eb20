import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

/**
 * What the server answers: a package nobody bought is deleted; one with sales is only deactivated (its sales
 * keep pointing at it), which the answer says.
 */
export interface DeletePackageResult {
  message?: string;
  deleted?: boolean;
  deactivated?: boolean;
}

export function deletePackage(id: number): Promise<DeletePackageResult | null> {
  return apiFetch<DeletePackageResult | null>(`/points/packages/${id}`, { method: 'DELETE' });
}

/** True when the answer says the package was deactivated rather than deleted. */
export function wasDeactivated(result: DeletePackageResult | null): boolean {
  if (!result) return false;
  if (result.deactivated === true || result.deleted === false) return true;
  return /deactivat/i.test(result.message ?? '');
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsKeys.packages() }),
  });
}
