import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob } from '../../../../contract/jobs';
import { apiFetch } from '../../../lib/api-client';
import { jobKeys } from '../../../lib/queries/job-keys';

export function retryJob(id: number): Promise<AdminJob> {
  return apiFetch<AdminJob>(`/admin/jobs/${id}/retry`, { method: 'POST' });
}

/** Gives a failed job fresh attempts, due now; every list of jobs is read again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
