import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FooterContent, FooterContentBody } from '../../../../contract/settings';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

export function updateFooterContent(body: FooterContentBody): Promise<FooterContent> {
  return apiFetch<FooterContent>('/footer-content', { method: 'PUT', body });
}

export function useUpdateFooterContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFooterContent,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteKeys.footer(), saved);
      // Social links also travel with the public settings.
      return queryClient.invalidateQueries({ queryKey: siteKeys.publicSettings() });
    },
  });
}
