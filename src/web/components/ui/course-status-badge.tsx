import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '../../../contract/courses';

const TONES: Record<CourseStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  approved: 'bg-brand-50 text-brand-800 ring-brand-300',
  rejected: 'bg-red-50 text-red-800 ring-red-300',
};
const DOTS: Record<CourseStatus, string> = {
  pending: 'bg-amber-500',
  approved: 'bg-brand-600',
  rejected: 'bg-red-600',
};

/** A course's review status. Pages using it load the `course-content` namespace. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation('course-content');
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      <span className={`size-1.5 rounded-full ${DOTS[status]}`} aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
