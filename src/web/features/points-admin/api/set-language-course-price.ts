import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CourseSummary, languageCoursePriceBody } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { invalidateCatalogue } from '../../../lib/queries/invalidate-catalogue';

export type LanguageCoursePriceInput = z.infer<typeof languageCoursePriceBody>;

/** The price record of a language course at its level. */
export function setLanguageCoursePrice(body: LanguageCoursePriceInput): Promise<CourseSummary> {
  return apiFetch<CourseSummary>('/courses/language-course-price', { method: 'POST', body });
}

export function useSetLanguageCoursePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLanguageCoursePrice,
    // The price belongs to the language level: every course at that level shows it.
    onSuccess: () => invalidateCatalogue(queryClient),
  });
}
