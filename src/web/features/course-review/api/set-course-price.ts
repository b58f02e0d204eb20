import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';
import { afterReview } from './review-actions';

/** Sets the course's own price (null: fall back to the material's or the language course's price). */
export function setCoursePrice({ id, price }: { id: number; price: number | null }): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/price`, { method: 'PUT', body: { price } });
}

export function useSetCoursePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCoursePrice,
    onSuccess: (course) => afterReview(queryClient, course),
  });
}
