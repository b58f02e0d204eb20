/**
 * Turns a thrown error into text for the reader. Server messages (the `error` field) and the contract's
 * validation messages are translated through the `errors` namespace; an unknown message is shown as sent.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './http';

/**
 * The server prefixes validation messages with the field's path as zod reports it, joined with dots:
 * `title: …` or, inside arrays, `sections.0.blocks.1.fileField: …`.
 */
const FIELD_MESSAGE = /^([A-Za-z_]\w*(?:\.\w+)*): (.+)$/s;

/** Splits `path: message` into its field path and message; a message without a path has `field: null`. */
export function splitFieldMessage(message: string): { field: string | null; text: string } {
  const match = FIELD_MESSAGE.exec(message);
  return match ? { field: match[1]!, text: match[2]! } : { field: null, text: message };
}

/** The wait a throttled request was told ("…try again in 3 minutes"), in minutes; null when it names none. */
export function waitMinutes(message: string): number | null {
  const match = /\bin (\d+) minutes?\b/.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * zod's own wording for a schema without a message of its own ("Too big: expected string to have <=120
 * characters"), as a key of the `errors` namespace and its values, so the reader gets a sentence in their
 * language instead. Null for any other message.
 */
export function genericValidation(message: string): { key: string; values?: Record<string, number> } | null {
  let match = /^Too small: expected string to have >=(\d+) characters?$/.exec(message);
  if (match)
    return Number(match[1]) <= 1
      ? { key: 'validation.required' }
      : { key: 'validation.minLength', values: { count: Number(match[1]) } };
  match = /^Too big: expected string to have <=(\d+) characters?$/.exec(message);
  if (match) return { key: 'validation.maxLength', values: { count: Number(match[1]) } };
  match = /^Too small: expected number to be >=?(-?\d+(?:\.\d+)?)$/.exec(message);
  if (match) return { key: 'validation.min', values: { min: Number(match[1]) } };
  match = /^Too big: expected number to be <=?(-?\d+(?:\.\d+)?)$/.exec(message);
  if (match) return { key: 'validation.max', values: { max: Number(match[1]) } };
  if (/^Too small: expected array to have >=\d+ items?$/.test(message))
    return { key: 'validation.chooseOne' };
  if (/^Too big: expected array to have <=\d+ items?$/.test(message)) return { key: 'validation.tooMany' };
  if (/^Invalid input: expected \w+, received undefined$/.test(message))
    return { key: 'validation.required' };
  if (/^Invalid input: expected (number|int), received \w+$/.test(message))
    return { key: 'validation.number' };
  if (/^Invalid option\b/.test(message)) return { key: 'validation.option' };
  if (/^Invalid (input|discriminator value)\b/.test(message)) return { key: 'validation.invalid' };
  return null;
}

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      // Throttling says how long to wait; file-type refusals carry details (allowed types): say them plainly.
      if (error instanceof ApiError && error.status === 429) {
        const minutes = waitMinutes(error.message);
        return minutes === null ? t('tooManyRequests') : t('tooManyRequestsWait', { count: minutes });
      }
      if (error instanceof ApiError && error.status === 415) return t('unsupportedFile');
      if (error instanceof TypeError) return t('network');
      const message = error instanceof Error ? error.message : String(error);
      const { text } = splitFieldMessage(message);
      if (/^HTTP error! status: \d+$/.test(text)) return t('generic');
      const generic = genericValidation(text);
      if (generic) return t(generic.key, generic.values);
      return t(text, { keySeparator: false, nsSeparator: false, defaultValue: text });
    },
    [t],
  );
}
