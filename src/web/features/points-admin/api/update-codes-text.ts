import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodesText } from '../../../../contract/settings';
import { apiFetch } from '../../../lib/api-client';
import { pointsKeys } from '../../../lib/queries/points-keys';

export function updateCodesText(body: CodesText): Promise<CodesText> {
  return apiFetch<CodesText>('/admin/points-codes-text', { method: 'PUT', body });
}

export function useUpdateCodesText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCodesText,
    onSuccess: (saved) => queryClient.setQueryData(pointsKeys.codesText(), saved),
  });
}
