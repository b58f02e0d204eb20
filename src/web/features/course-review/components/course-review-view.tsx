import { useTranslation } from 'react-i18next';
import type { Course, CourseSummary } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { CourseSectionsView } from '../../../components/ui/course-block-view';
import { CourseStatusBadge } from '../../../components/ui/course-status-badge';
import { BookIcon } from '../../../components/ui/icons';
import { useDateFormat } from '../../../lib/use-date-format';
import { ReviewPanel } from './review-panel/review-panel';

/** A course opened for review: the whole of it (files included) beside the review actions. */
export function CourseReviewView({
  course,
  headingLevel = 2,
  onReviewed,
  actions,
}: {
  course: Course;
  headingLevel?: 1 | 2;
  onReviewed?: (course: CourseSummary) => void;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation('review');
  const { formatDateTime } = useDateFormat();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="@container">
      <div className="grid items-start gap-6 @4xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby={`course-${course.id}-heading`}
            className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex flex-col gap-5 p-5 sm:flex-row sm:p-6">
              <div className="aspect-[16/10] w-full shrink-0 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 to-sand-100 sm:w-48">
                {course.cover_url ? (
                  <img src={course.cover_url} alt="" className="size-full object-cover" />
                ) : (
                  <div className="flex size-full items-center justify-center text-brand-700">
                    <BookIcon className="size-10" />
                  </div>
                )}
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <CourseStatusBadge status={course.status} />
                  <span className="text-xs text-slate-600">
                    {t('reader.submitted', {
                      name: course.professorName,
                      date: formatDateTime(course.createdAt),
                    })}
                  </span>
                </div>
                <Heading
                  id={`course-${course.id}-heading`}
                  className="mt-2 text-xl font-bold break-words text-slate-900 sm:text-2xl"
                >
                  {course.title}
                </Heading>
                <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700" dir="auto">
                  {course.description || t('reader.noDescription')}
                </p>
                {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
              </div>
            </div>
            {course.status === 'rejected' && course.rejectionReason ? (
              <div className="border-t border-slate-100 p-5 sm:px-6">
                <Alert tone="error">
                  {t('reader.rejected', { date: formatDateTime(course.rejectedAt) })}{' '}
                  <span dir="auto">{course.rejectionReason}</span>
                </Alert>
              </div>
            ) : null}
          </section>
          <section aria-labelledby={`course-${course.id}-content`} className="space-y-4">
            <h2 id={`course-${course.id}-content`} className="text-lg font-bold text-slate-900">
              {t('reader.content')}
            </h2>
            {course.sections.length === 0 ? (
              <p className="text-slate-600">{t('reader.empty')}</p>
            ) : (
              <CourseSectionsView sections={course.sections} />
            )}
          </section>
        </div>
        <aside aria-label={t('panel.title')} className="@4xl:sticky @4xl:top-20">
          <ReviewPanel key={course.id} course={course} onReviewed={onReviewed} />
        </aside>
      </div>
    </div>
  );
}
