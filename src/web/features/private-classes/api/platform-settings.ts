import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformPrivateClassSettings } from '../../../../contract/private-classes';
import { apiFetch } from '../../../lib/api-client';
import { privateClassKeys } from '../../../lib/queries/private-class-keys';

/** GET /private-classes/settings (admin): the platform's private-class rules. */
export function getPlatformSettings(): Promise<PlatformPrivateClassSettings> {
  return apiFetch<PlatformPrivateClassSettings>('/private-classes/settings');
}

/** `enabled`: professors read the range too, through their own settings' refusals; only admins ask. */
export function usePlatformSettings(enabled = true) {
  return useQuery({ queryKey: privateClassKeys.platformSettings(), queryFn: getPlatformSettings, enabled });
}

export function savePlatformSettings(
  body: PlatformPrivateClassSettings,
): Promise<PlatformPrivateClassSettings> {
  return apiFetch<PlatformPrivateClassSettings>('/private-classes/settings', { method: 'PUT', body });
}

export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlatformSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(privateClassKeys.platformSettings(), saved);
      return queryClient.invalidateQueries({ queryKey: privateClassKeys.teachers() });
    },
  });
}
