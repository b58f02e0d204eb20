/**
 * Turns a thrown error into text for the reader. Server messages (the `error` field) and the contract's
 * validation messages are translated through the `errors` namespace; an unknown message is shown as sent.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './http';

const FIELD_MESSAGE = /^([A-Za-z_]+): (.+)$/;

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      // Throttling and file-type refusals carry details (minutes, allowed types) that vary: say it plainly.
      if (error instanceof ApiError && error.status === 429) return t('tooManyRequests');
      if (error instanceof ApiError && error.status === 415) return t('unsupportedFile');
      if (error instanceof TypeError) return t('network');
      const message = error instanceof Error ? error.message : String(error);
      const field = FIELD_MESSAGE.exec(message);
      const text = field?.[2] ?? message;
      if (/^HTTP error! status: \d+$/.test(text)) return t('generic');
      return t(text, { keySeparator: false, nsSeparator: false, defaultValue: text });
    },
    [t],
  );
}
