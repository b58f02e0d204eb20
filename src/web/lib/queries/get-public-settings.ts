import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicSettings } from '../../../contract/settings';
import { apiFetch } from '../api-client';
import { toAppLanguage } from '../languages';
import { siteKeys } from './site-keys';

/** The platform settings every page reads: the site name, contact, social links, default language. */
export function getPublicSettings(): Promise<PublicSettings> {
  return apiFetch<PublicSettings>('/settings');
}

export function publicSettingsQuery() {
  return queryOptions({ queryKey: siteKeys.publicSettings(), queryFn: getPublicSettings });
}

export function usePublicSettings() {
  return useQuery(publicSettingsQuery());
}

/** The site's name in the reader's language and its logo text; null while unknown (the built-in mark shows). */
export function useSiteIdentity(): { name: string; logoText: string } | null {
  const { i18n } = useTranslation();
  const { data } = usePublicSettings();
  if (!data) return null;
  return { name: data.site_name[toAppLanguage(i18n.language)], logoText: data.logo_text };
}
