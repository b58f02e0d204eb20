import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Slide } from '../../../../contract/slides';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

/** Saves a new order for the slides listed, all at once (`POST /slides/reorder`). */
export function reorderSlides(slides: { id: number; order: number }[]): Promise<Slide[]> {
  return apiFetch<Slide[]>('/slides/reorder', { method: 'POST', body: { slides } });
}

export function useReorderSlides() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderSlides,
    onMutate: (order) => {
      // Show the new order at once; the server's answer replaces it.
      const before = queryClient.getQueryData<Slide[]>(siteKeys.slideList());
      if (before) {
        const rank = new Map(order.map((s) => [s.id, s.order]));
        queryClient.setQueryData(
          siteKeys.slideList(),
          before
            .map((s) => ({ ...s, order: rank.get(s.id) ?? s.order }))
            .sort((a, b) => a.order - b.order || a.id - b.id),
        );
      }
      return { before };
    },
    onError: (_error, _order, context) => {
      if (context?.before) queryClient.setQueryData(siteKeys.slideList(), context.before);
    },
    onSuccess: (list) => {
      queryClient.setQueryData(siteKeys.slideList(), list);
      return queryClient.invalidateQueries({ queryKey: siteKeys.slides() });
    },
  });
}
