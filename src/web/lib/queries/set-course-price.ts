import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../contract/courses';
import { apiFetch } from '../api-client';
import { invalidateCourse } from './invalidate-course';

/** A course's own price; null clears it so the material's or the language course's price applies again. */
export function setCoursePrice({ id, price }: { id: number; price: number | null }): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/price`, { method: 'PUT', body: { price } });
}

/** Every screen that shows the course or lists it (catalogue, review, pricing) reads it again. */
export function useSetCoursePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCoursePrice,
    onSuccess: (course) => invalidateCourse(queryClient, course.id),
  });
}
