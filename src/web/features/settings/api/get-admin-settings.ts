import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformSettings } from '../../../../contract/settings';
import { apiFetch } from '../../../lib/api-client';
import { siteKeys } from '../../../lib/queries/site-keys';

/** Every platform setting, the private ones (share of sales, mail sender) included. */
export function getAdminSettings(): Promise<PlatformSettings> {
  return apiFetch<PlatformSettings>('/admin/settings');
}

export function adminSettingsQuery() {
  return queryOptions({ queryKey: siteKeys.adminSettings(), queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}
