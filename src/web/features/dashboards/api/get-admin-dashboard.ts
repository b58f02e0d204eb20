import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '../../../../contract/dashboards';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/queries/dashboard-keys';

export function getAdminDashboard(): Promise<AdminDashboard> {
  return apiFetch<AdminDashboard>('/admin/dashboard');
}

export function useAdminDashboard() {
  return useQuery(
    queryOptions({ queryKey: dashboardKeys.admin(), queryFn: getAdminDashboard, refetchInterval: 60_000 }),
  );
}
