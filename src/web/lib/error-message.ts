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
      return t(text, { keySeparator: false, nsSeparator: false, defaultValue: text });
    },
    [t],
  );
}
