import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../lib/error-message';
import { ApiError } from '../../../../lib/http';

/** The server's error, or the specification's fallback text when it gave none (spec §8). */
export function useActionError() {
  const { t } = useTranslation('review');
  const errorText = useErrorMessage();
  return (error: unknown, fallback: string) =>
    error instanceof ApiError && /^HTTP error! status: \d+$/.test(error.message)
      ? t(`fallback.${fallback}`)
      : errorText(error);
}
