import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CourseSummary } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { CoursePathLabel } from '../../../components/ui/course-path-label';
import { ArrowForwardIcon, BookIcon, InboxIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { PriceLabel } from '../../../components/ui/price-label';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCourse } from '../../../lib/queries/get-course';
import { usePendingCourses } from '../api/list-pending-courses';
import { CourseReviewView } from '../components/course-review-view';

/** /admin/pending: the review queue; `?course={id}` opens one course beside its review actions. */
export default function PendingCoursesPage() {
  const { t } = useTranslation('review');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selectedId = Number(params.get('course')) || null;
  const query = usePendingCourses(page);
  const course = useCourse(selectedId);
  const errorText = useErrorMessage();
  const listError = (error: unknown) =>
    error instanceof ApiError && /^HTTP error!/.test(error.message)
      ? t('fallback.pending')
      : errorText(error);

  const select = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('course');
    else next.set('course', String(id));
    setParams(next);
  };

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('pending.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-7xl">
        <PageHeader eyebrow={t('area')} title={t('pending.title')} subtitle={t('pending.subtitle')} />
        {query.isPending ? (
          <PageSpinner />
        ) : query.isError ? (
          <Alert tone="error">{listError(query.error)}</Alert>
        ) : selectedId !== null ? (
          <div className="space-y-4">
            <Link
              to={page > 1 ? `?page=${page}` : '?'}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
            >
              <ArrowForwardIcon className="size-4 rotate-180" />
              {t('pending.backToQueue', { count: query.data.pagination.total })}
            </Link>
            {course.isPending ? (
              <div className="flex justify-center p-12 text-brand-700">
                <Spinner className="size-8" />
              </div>
            ) : course.isError ? (
              <Alert tone="error">{errorText(course.error)}</Alert>
            ) : (
              <CourseReviewView
                course={course.data}
                onReviewed={(saved) => {
                  if (saved.status !== 'pending') select(null);
                }}
                actions={
                  <Link
                    to={`/admin/courses/${course.data.id}`}
                    className="text-sm font-semibold text-brand-800 hover:underline"
                  >
                    {t('pending.openFull')}
                  </Link>
                }
              />
            )}
          </div>
        ) : (
          <section aria-labelledby="queue-title" className="space-y-3">
            <h2 id="queue-title" className="text-sm font-semibold text-slate-700">
              {t('pending.count', { count: query.data.pagination.total })}
            </h2>
            {query.data.courses.length === 0 ? (
              <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
                <InboxIcon className="mx-auto size-10 text-brand-600" />
                <p className="mt-3 text-slate-700">{t('pending.empty')}</p>
              </div>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {query.data.courses.map((item) => (
                  <li key={item.id}>
                    <QueueLink course={item} params={params} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={query.data.pagination.page}
              totalPages={query.data.pagination.totalPages}
              onChange={(next) => setParams({ page: String(next) })}
            />
          </section>
        )}
      </div>
    </div>
  );
}

function QueueLink({ course, params }: { course: CourseSummary; params: URLSearchParams }) {
  const { t } = useTranslation('review');
  const { formatDate } = useDateFormat();
  const next = new URLSearchParams(params);
  next.set('course', String(course.id));
  return (
    <Link
      to={`?${next.toString()}`}
      className="flex h-full gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
    >
      <div className="aspect-square w-20 shrink-0 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 to-sand-100">
        {course.cover_url ? (
          <img src={course.cover_url} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-700">
            <BookIcon className="size-8" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-slate-900">{course.title}</p>
        <p className="mt-0.5 text-xs text-slate-600">
          {t('pending.by', { name: course.professorName, date: formatDate(course.createdAt) })}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <CoursePathLabel course={course} className="text-xs" />
          <PriceLabel price={course.ownPrice} className="text-xs font-semibold text-brand-800" />
        </div>
        <p className="mt-2 text-xs text-slate-600">
          {t('course-content:sections.count', { count: course.sectionsCount })} ·{' '}
          {t('course-content:sections.blocks', { count: course.blocksCount })}
        </p>
      </div>
    </Link>
  );
}
