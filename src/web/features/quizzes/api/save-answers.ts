import type { Answer } from '../../../../contract/quizzes';
import { apiFetch } from '../../../lib/api-client';

/** Saves progress; called by the attempt's answer store, not through a hook (it retries on its own). */
export function saveAnswers(attemptId: number, answers: Answer[]): Promise<{ savedAt: string }> {
  return apiFetch(`/quizzes/attempts/${attemptId}/answers`, { method: 'PUT', body: { answers } });
}
