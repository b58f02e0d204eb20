import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDashboard } from '../../../../contract/dashboards';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/queries/dashboard-keys';

export function getStudentDashboard(): Promise<StudentDashboard> {
  return apiFetch<StudentDashboard>('/me/dashboard');
}

/** Read again every minute while open, so a session going live shows its join button. */
export function useStudentDashboard() {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.student(),
      queryFn: getStudentDashboard,
      refetchInterval: 60_000,
    }),
  );
}
