import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';

/**
 * A session's date and time in the viewer's own time zone and language, and its length. A missing or unreadable
 * value reads 'Date not set' / 'Invalid date' and 'Time not set' / 'Invalid time'.
 */
export function SessionWhen({ scheduledAt, duration }: { scheduledAt: string; duration: number }) {
  const { t } = useTranslation('live-staff');
  const { formatDate, formatTime } = useDateFormat();
  return (
    <span>
      <time dateTime={scheduledAt}>
        {formatDate(scheduledAt, { dateStyle: 'medium' })} · {formatTime(scheduledAt)}
      </time>{' '}
      <span className="text-slate-600">({t('minutes', { count: duration })})</span>
    </span>
  );
}
