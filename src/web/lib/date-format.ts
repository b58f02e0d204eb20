/**
 * Dates and times through `Intl` in the interface language (ar-DZ, fr-DZ, en). Missing values read
 * 'Date not set' / 'Time not set' and unreadable ones 'Invalid date' / 'Invalid time' (spec §5), translated.
 */
import ar from '../locales/ar/common.json';
import en from '../locales/en/common.json';
import fr from '../locales/fr/common.json';
import { INTL_LOCALES, type AppLanguage } from './languages';

export type DateInput = Date | string | number | null | undefined;

const MESSAGES: Record<AppLanguage, (typeof en)['dates']> = { ar: ar.dates, fr: fr.dates, en: en.dates };

const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
/** The API sends ISO 8601; other strings are refused rather than left to the engine's lenient parser. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isMissing(value: DateInput): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function toDate(value: Date | string | number): Date | null {
  if (typeof value === 'string' && !ISO_DATE.test(value.trim())) return null;
  const date =
    value instanceof Date
      ? new Date(value.getTime())
      : new Date(typeof value === 'string' ? value.trim() : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A time of day alone ("14:30" or "14:30:00"), as sessions and bookable hours store it, on today's date. */
function timeOfDay(value: string): Date | null {
  const match = TIME_ONLY.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date();
  date.setHours(hours, minutes, seconds, 0);
  return date;
}

export function formatDate(
  value: DateInput,
  language: AppLanguage,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  if (isMissing(value)) return MESSAGES[language].dateNotSet;
  const date = toDate(value);
  if (!date) return MESSAGES[language].invalidDate;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], options).format(date);
}

export function formatTime(
  value: DateInput,
  language: AppLanguage,
  options: Intl.DateTimeFormatOptions = { timeStyle: 'short' },
): string {
  if (isMissing(value)) return MESSAGES[language].timeNotSet;
  const date = typeof value === 'string' && TIME_ONLY.test(value.trim()) ? timeOfDay(value) : toDate(value);
  if (!date) return MESSAGES[language].invalidTime;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], options).format(date);
}

/** Date and time together; a missing or bad value reads as a date problem. */
export function formatDateTime(
  value: DateInput,
  language: AppLanguage,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return formatDate(value, language, options);
}
