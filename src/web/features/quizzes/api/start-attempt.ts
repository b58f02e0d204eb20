import { useMutation } from '@tanstack/react-query';
import type { StartedAttempt } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';

/** Starts an attempt, or gets back the one still open (same deadline, saved answers). */
export function startAttempt(quizId: number): Promise<StartedAttempt> {
  return apiFetch<StartedAttempt>('/quizzes/attempts/start', { method: 'POST', body: { quizId } });
}

export function useStartAttempt() {
  return useMutation({ mutationFn: startAttempt });
}
