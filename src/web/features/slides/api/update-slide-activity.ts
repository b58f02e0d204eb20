import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Slide } from '../../../../contract/slides';
import { siteKeys } from '../../../lib/queries/site-keys';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Turns a slide on or off from the list (a `PUT /slides/{id}` with only `is_active`). */
export function setSlideActive(id: number, active: boolean): Promise<Slide> {
  const formData = new FormData();
  formData.append('is_active', JSON.stringify(active));
  return uploadWithProgress<Slide>(`/slides/${id}`, { method: 'PUT', formData });
}

export function useSetSlideActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setSlideActive(id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.slides() }),
  });
}
