import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivateClass, PrivateClassRequestBody } from '../../../../contract/private-classes';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

/** POST /private-classes: 201 pending; 409 when the professor does not take private classes; 429 throttled. */
export function requestPrivateClass(body: PrivateClassRequestBody): Promise<PrivateClass> {
  return apiFetch<PrivateClass>('/private-classes', { method: 'POST', body });
}

export function useRequestPrivateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPrivateClass,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privateClassKeys.requests() }),
  });
}
