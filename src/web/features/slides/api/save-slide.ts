import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Slide } from '../../../../contract/slides';
import { siteKeys } from '../../../lib/queries/site-keys';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** The form a slide is sent as: the file in `media`, objects and arrays as JSON strings. */
export interface SlideDraft {
  id: number | null;
  fields: Record<string, unknown>;
  media: File | null;
}

export function slideFormData(draft: SlideDraft): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(draft.fields)) {
    data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (draft.media) data.append('media', draft.media);
  return data;
}

/** Creates (`POST /slides`) or changes (`PUT /slides/{id}`) a slide, reporting the upload's progress. */
export function useSaveSlide() {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (draft: SlideDraft) =>
      uploadWithProgress<Slide>(draft.id === null ? '/slides' : `/slides/${draft.id}`, {
        method: draft.id === null ? 'POST' : 'PUT',
        formData: slideFormData(draft),
        onProgress: (p) => setPercent(p.percent),
      }),
    onMutate: () => setPercent(0),
    onSettled: () => setPercent(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteKeys.slide(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: siteKeys.slides() });
    },
  });
  return { ...mutation, percent };
}
