import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { liveSessionStatuses, type LiveSessionStatus } from '../../../../contract/live';
import { useErrorMessage } from '../../../lib/error-message';

const STATUS_CONFLICT = /^Cannot change status from (\w+) to (\w+)$/;
const BELOW_SOLD = /^maxAttendees cannot be below the (\d+) seats already sold$/;

const isStatus = (value: string): value is LiveSessionStatus =>
  (liveSessionStatuses as readonly string[]).includes(value);

/**
 * The app's error text, plus the live refusals that carry values: a refused move names both statuses (shown
 * translated), and a capacity below the seats sold names the count.
 */
export function useLiveErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('live-staff');
  const errorText = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const conflict = STATUS_CONFLICT.exec(message);
      if (conflict && isStatus(conflict[1]!) && isStatus(conflict[2]!)) {
        return t('errors.statusConflict', {
          from: t(`status.${conflict[1]}`),
          to: t(`status.${conflict[2]}`),
        });
      }
      const sold = BELOW_SOLD.exec(message);
      if (sold) return t('errors.belowSold', { count: Number(sold[1]) });
      return errorText(error);
    },
    [t, errorText],
  );
}
