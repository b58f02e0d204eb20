import { useEffect } from 'react';
import { applySiteDefaultLanguage, applySiteTexts } from '../lib/i18n';
import { usePublicSettings } from '../lib/queries/get-public-settings';

/**
 * Applies the platform settings the whole app follows: the site name every title and heading says
 * (`common:app.name`), the label after prices, and the default language for readers who never chose one.
 */
export function SiteSettingsBridge() {
  const { data } = usePublicSettings();
  useEffect(() => {
    if (!data) return;
    applySiteTexts({ name: data.site_name, currency: data.currency_label });
    applySiteDefaultLanguage(data.default_language);
  }, [data]);
  return null;
}
