import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useErrorMessage } from '../../../lib/error-message';

/** A chat call's refusal in the reader's language: not a participant, too fast, no such room, or the rest. */
export function useChatError(): (error: unknown) => string {
  const { t } = useTranslation('chat');
  const general = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.status === 403) return t('errors.forbidden');
        if (error.status === 429) return t('errors.slowDown');
        if (error.status === 404) return t('errors.notFound');
      }
      return general(error);
    },
    [t, general],
  );
}
