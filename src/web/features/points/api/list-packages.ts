import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PointPackage } from '../../../../contract/points';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

/** The active packages, in display order. */
export function listPackages(): Promise<PointPackage[]> {
  return apiFetch<PointPackage[]>('/points/packages');
}

export function packagesQuery() {
  return queryOptions({ queryKey: pointsKeys.activePackages(), queryFn: listPackages });
}

export function usePackages() {
  return useQuery(packagesQuery());
}
