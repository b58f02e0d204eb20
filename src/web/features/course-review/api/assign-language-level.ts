import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from '../../../lib/queries/invalidate-catalogue';

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
    onSuccess: () => {
      // The price belongs to the language level: every course at that level shows it.
      // Not awaited: the caller's own success handling (toast, leaving the queue) runs at once.
      void invalidateCatalogue(queryClient);
    },
  });
}
