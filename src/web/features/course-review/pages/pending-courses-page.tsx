import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ReviewQueueItem } from '../../../../contract/course-revisions';
import { Alert } from '../../../components/ui/alert';
import { ArrowForwardIcon, BookIcon, InboxIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCourse } from '../../../lib/queries/get-course';
import { useReviewQueue } from '../api/list-review-queue';
import { CourseReviewView } from '../components/course-review-view';
import { RevisionReview } from '../components/revision-review';

/**
 * /admin/pending: the review queue of new courses and changes to published ones, with their age;
 * `?course={id}` opens a new course beside its review actions, `&kind=revision` the changes to a published one.
 */
export default function PendingCoursesPage() {
  const { t } = useTranslation('review');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selectedId = Number(params.get('course')) || null;
  const revisionSelected = params.get('kind') === 'revision';
  const query = useReviewQueue(page);
  const course = useCourse(revisionSelected ? null : selectedId);
  const errorText = useErrorMessage();
  const listError = (error: unknown) =>
    error instanceof ApiError && /^HTTP error!/.test(error.message)
      ? t('fallback.pending')
      : errorText(error);

  const select = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) {
      next.delete('course');
      next.delete('kind');
    } else next.set('course', String(id));
    setParams(next);
  };

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('queue.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-7xl">
        <PageHeader eyebrow={t('area')} title={t('queue.title')} subtitle={t('queue.subtitle')} />
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
            {revisionSelected ? (
              <RevisionReview courseId={selectedId} onReviewed={() => select(null)} />
            ) : course.isPending ? (
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
            {query.data.items.length === 0 ? (
              <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
                <InboxIcon className="mx-auto size-10 text-brand-600" />
                <p className="mt-3 text-slate-700">{t('pending.empty')}</p>
              </div>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {query.data.items.map((item) => (
                  <li key={`${item.kind}-${item.courseId}`}>
                    <QueueLink item={item} params={params} />
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

function QueueLink({ item, params }: { item: ReviewQueueItem; params: URLSearchParams }) {
  const { t } = useTranslation('review');
  const { formatDate } = useDateFormat();
  const age = useAge();
  const next = new URLSearchParams(params);
  next.set('course', String(item.courseId));
  if (item.kind === 'revision') next.set('kind', 'revision');
  else next.delete('kind');
  return (
    <Link
      to={`?${next.toString()}`}
      className="flex h-full gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
    >
      <div className="aspect-square w-20 shrink-0 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 to-sand-100">
        {item.cover_url ? (
          <img src={item.cover_url} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-700">
            <BookIcon className="size-8" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
            item.kind === 'revision'
              ? 'bg-amber-50 text-amber-900 ring-amber-300'
              : 'bg-brand-50 text-brand-800 ring-brand-300'
          }`}
        >
          {t(`revision.kind.${item.kind}`)}
        </span>
        <p className="mt-1 font-semibold break-words text-slate-900">{item.title}</p>
        <p className="mt-0.5 text-xs text-slate-600">
          {t('pending.by', { name: item.professorName, date: formatDate(item.submittedAt) })}
        </p>
        <p className="mt-1 text-xs font-semibold text-amber-900">
          {t('revision.waiting', { age: age(item.submittedAt) })}
        </p>
        {item.note ? (
          <p className="mt-1 line-clamp-2 text-xs text-slate-700" dir="auto">
            {item.note}
          </p>
        ) : null}
      </div>
    </Link>
  );
}

/** How long ago, in the reader's language ("3 days ago", "il y a 3 jours", "منذ 3 أيام"). */
function useAge() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    const seconds = Math.round((new Date(iso).getTime() - Date.now()) / 1000);
    const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
    const steps = [
      [60, 'second'],
      [60, 'minute'],
      [24, 'hour'],
      [Infinity, 'day'],
    ] as const;
    let value = seconds;
    for (const [size, unit] of steps) {
      if (Math.abs(value) < size) return format.format(value, unit);
      value = Math.round(value / size);
    }
    return format.format(value, 'day');
  };
}
