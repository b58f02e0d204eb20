import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../../../../contract/courses';
import { apiFetch } from '../../../lib/api-client';

/** A course's own price; null clears it so the material or language price applies again. */
export function setCoursePrice(id: number, price: number | null): Promise<CourseSummary> {
  return apiFetch<CourseSummary>(`/courses/${id}/price`, { method: 'PUT', body: { price } });
}

export function useSetCoursePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, price }: { id: number; price: number | null }) => setCoursePrice(id, price),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['points-admin', 'courses'] }),
  });
}
