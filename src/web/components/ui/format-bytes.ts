import { INTL_LOCALES, isAppLanguage } from '../../lib/languages';

/** A file size in the reader's language ("1,5 م.ب", "1,5 Mo", "1.5 MB"); `language` is an app language or a locale. */
export function formatBytes(bytes: number | null, language: string): string {
  if (bytes === null) return '';
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(isAppLanguage(language) ? INTL_LOCALES[language] : language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  }).format(value);
}
