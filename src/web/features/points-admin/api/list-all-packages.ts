import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointPackage } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

/** Every package, active or not, with its sales count (admin). */
export function listAllPackages(): Promise<PointPackage[]> {
  return apiFetch<PointPackage[]>('/points/packages/all');
}

export function allPackagesQuery() {
  return queryOptions({ queryKey: pointsKeys.allPackages(), queryFn: listAllPackages, staleTime: 0 });
}

export function useAllPackages() {
  return useQuery(allPackagesQuery());
}
