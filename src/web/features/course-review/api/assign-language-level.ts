import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { afterReview } from './review-actions';

/** Puts the course under a language level with its language course price, which approves it. */
export function assignLanguageLevel({
  id,
  languageLevelId,
  price,
}: {
  id: number;
  languageLevelId: number;
  price: number;
}): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/assign-language-admin`, {
    method: 'PUT',
    body: { language_level_id: languageLevelId, price },
  });
}

export function useAssignLanguageLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLanguageLevel,
    onSuccess: (course) => afterReview(queryClient, course),
  });
}
