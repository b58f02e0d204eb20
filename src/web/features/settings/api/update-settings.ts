import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings } from '../../../../contract/settings';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

/** Saves the settings sent, and only those (`PUT /admin/settings`). */
export function updateSettings(changes: Partial<PlatformSettings>): Promise<PlatformSettings> {
  return apiFetch<PlatformSettings>('/admin/settings', { method: 'PUT', body: changes });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(siteKeys.adminSettings(), saved);
      // The header, footer, titles and prices read the public subset.
      return queryClient.invalidateQueries({ queryKey: siteKeys.publicSettings() });
    },
  });
}
