import { appLanguages, type AppLanguage } from '../../contract/languages';

export type { AppLanguage };

/** Interface languages: Arabic first (right-to-left), then French and English (the contract's list). */
export const LANGUAGES = appLanguages;
export const DEFAULT_LANGUAGE: AppLanguage = 'ar';

/** The `Intl` locale of each interface language: Algerian Arabic and French, plain English. */
export const INTL_LOCALES: Record<AppLanguage, string> = { ar: 'ar-DZ', fr: 'fr-DZ', en: 'en' };

/** Each language's own name, shown in the language switch whatever the current language is. */
export const LANGUAGE_NAMES: Record<AppLanguage, string> = { ar: 'العربية', fr: 'Français', en: 'English' };

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toAppLanguage(value: unknown): AppLanguage {
  if (isAppLanguage(value)) return value;
  if (typeof value === 'string') {
    const base = value.split('-')[0];
    if (isAppLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export function directionOf(language: AppLanguage): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
