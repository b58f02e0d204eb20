/**
 * Amounts through `Intl` in the interface language (ar-DZ, fr-DZ, en). Points are whole numbers
 * (1 point = 1 DZD); dinars are shown as currency without cents, as prices are whole dinars.
 */
import { INTL_LOCALES, type AppLanguage } from './languages';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(
  language: AppLanguage,
  kind: 'points' | 'signed' | 'dzd' | 'percent' | 'tenths',
): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let format = cache.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = {
      points: { maximumFractionDigits: 0 },
      signed: { maximumFractionDigits: 0, signDisplay: 'exceptZero' as const },
      dzd: {
        style: 'currency' as const,
        currency: 'DZD',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      },
      percent: { style: 'percent' as const, maximumFractionDigits: 0 },
      tenths: { maximumFractionDigits: 1 },
    }[kind];
    format = new Intl.NumberFormat(INTL_LOCALES[language], options);
    cache.set(key, format);
  }
  return format;
}

/** A whole number of points with the language's grouping: 12 500 → "12.500" (ar-DZ), "12 500" (fr-DZ). */
export function formatPoints(value: number, language: AppLanguage): string {
  return formatter(language, 'points').format(Math.round(value));
}

/** A ledger amount with its sign: credits read "+1,000", debits "-500", zero "0". */
export function formatSignedPoints(value: number, language: AppLanguage): string {
  return formatter(language, 'signed').format(Math.round(value));
}

/** A price in Algerian dinars: "1,500 DZD" style, per the language's currency conventions. */
export function formatDzd(value: number, language: AppLanguage): string {
  return formatter(language, 'dzd').format(Math.round(value));
}

/** A share given in whole percent (70 → "70%"). */
export function formatPercent(percent: number, language: AppLanguage): string {
  return formatter(language, 'percent').format(percent / 100);
}

/**
 * A count or a step's number (3 → "3"), in the language's digits and grouping, not the browser's: written as
 * points are, whole numbers grouped.
 */
export const formatCount = formatPoints;

/** A mean such as a course's rating, to one decimal: 4.5 → "4.5" (en), "4,5" (fr-DZ). */
export function formatTenths(value: number, language: AppLanguage): string {
  return formatter(language, 'tenths').format(value);
}
