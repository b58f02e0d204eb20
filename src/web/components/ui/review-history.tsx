import { useTranslation } from 'react-i18next';
import type { CourseReviewEntry } from '../../../contract/course-revisions';
import { useDateFormat } from '../../lib/use-date-format';

/** A course's reviews, newest first: who, when, what was decided and why. Pages load `course-content`. */
export function ReviewHistory({ reviews }: { reviews: CourseReviewEntry[] }) {
  const { t } = useTranslation('course-content');
  const { formatDateTime } = useDateFormat();
  if (reviews.length === 0) return <p className="text-sm text-slate-600">{t('history.empty')}</p>;
  return (
    <ol className="space-y-3">
      {reviews.map((entry) => (
        <li key={entry.id} className="rounded-2xl bg-white p-3 text-sm ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">
            {t(`history.action.${entry.action}`)} · {t(`history.kind.${entry.kind}`)}
          </p>
          <p className="text-xs text-slate-600">
            {/* Each part isolated: a Latin name beside an Arabic date must not reorder them. */}
            <bdi>{entry.actorName ?? t('history.someone')}</bdi> ·{' '}
            <bdi>{formatDateTime(entry.createdAt)}</bdi>
          </p>
          {entry.reasons.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {entry.reasons.map((reason) => (
                <li
                  key={reason}
                  className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800"
                >
                  {t(`reasons.${reason}`)}
                </li>
              ))}
            </ul>
          ) : null}
          {entry.comment ? (
            <p className="mt-1 whitespace-pre-wrap text-slate-800" dir="auto">
              {entry.comment}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
