import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '../../../../contract/courses';
import { useNumberFormat } from '../../../lib/use-number-format';

/** The professor, the review status and what a student pays now. */
export function CourseNote({ course }: { course: CourseSummary }) {
  const { t } = useTranslation('points-admin');
  const { formatPoints } = useNumberFormat();
  return (
    <span className="text-xs text-slate-600">
      {course.professorName} · {t(`pricing.courseStatus.${course.status}`)} ·{' '}
      {course.price === null
        ? t('pricing.noPrice')
        : course.price === 0
          ? t('pricing.free')
          : t('pricing.pays', { points: formatPoints(course.price) })}
    </span>
  );
}
