/** The app's own Arabic and English strings, so tests find controls by what people read. */
import arAuth from '../../src/web/locales/ar/auth.json';
import arCommon from '../../src/web/locales/ar/common.json';
import arErrors from '../../src/web/locales/ar/errors.json';
import arSite from '../../src/web/locales/ar/site.json';
import arStaffArea from '../../src/web/locales/ar/staff-area.json';
import arUsers from '../../src/web/locales/ar/users.json';
import enCommon from '../../src/web/locales/en/common.json';
import enSite from '../../src/web/locales/en/site.json';

export const ar = {
  common: arCommon,
  auth: arAuth,
  users: arUsers,
  site: arSite,
  errors: arErrors,
  staffArea: arStaffArea,
};
export const en = { common: enCommon, site: enSite };

/** i18next-style {{name}} interpolation, for expected texts. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The account menu's button, whatever the user's name. */
export const accountMenuName = new RegExp(
  `^${escapeRegExp(fill(arCommon.nav.accountMenu, { name: '' }).trim())}`,
);
