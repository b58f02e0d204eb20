import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminJobsResponse, JobStatus } from '../../../../contract/jobs';
import { apiFetch } from '../../../lib/api-client';
import { jobKeys } from '../../../lib/queries/job-keys';

export const ADMIN_JOBS_PAGE_SIZE = 20;

export interface AdminJobsFilter {
  page: number;
  status: JobStatus | '';
  /** Only jobs whose last run left an error. */
  errors: boolean;
}

export function listJobs(filter: AdminJobsFilter): Promise<AdminJobsResponse> {
  const params = new URLSearchParams({ page: String(filter.page), limit: String(ADMIN_JOBS_PAGE_SIZE) });
  if (filter.status) params.set('status', filter.status);
  if (filter.errors) params.set('errors', 'true');
  return apiFetch<AdminJobsResponse>(`/admin/jobs?${params.toString()}`);
}

/** The scheduler's jobs (admin), failed first; read again every 30 s while the page is open. */
export function useAdminJobs(filter: AdminJobsFilter) {
  return useQuery(
    queryOptions({
      queryKey: jobKeys.adminList(filter),
      queryFn: () => listJobs(filter),
      placeholderData: keepPreviousData,
      refetchInterval: 30_000,
    }),
  );
}
