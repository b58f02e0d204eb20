import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfessorDashboardStats } from '../../../../contract/dashboards';
import { apiFetch } from '../../../lib/api-client';
import { ApiError } from '../../../lib/http';
import { dashboardKeys } from '../../../lib/queries/dashboard-keys';

/** Spec §8: a failure reads 'Failed to fetch professor dashboard stats' unless the server said why. */
export async function getProfessorStats(): Promise<ProfessorDashboardStats> {
  try {
    return await apiFetch<ProfessorDashboardStats>('/professor/dashboard/stats');
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw error;
    throw new Error('Failed to fetch professor dashboard stats');
  }
}

export function useProfessorStats() {
  return useQuery(queryOptions({ queryKey: dashboardKeys.professor(), queryFn: getProfessorStats }));
}
