import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CourseSummary } from '../../../../contract/courses';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CoursePathLabel } from '../../../components/ui/course-path-label';
import { CourseStatusBadge } from '../../../components/ui/course-status-badge';
import { BookIcon, MessageIcon, PencilIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { PriceLabel } from '../../../components/ui/price-label';
import { useDateFormat } from '../../../lib/use-date-format';
import { useMyCourses } from '../api/list-my-courses';
import { DeleteCourseDialog } from '../components/delete-course-dialog';
import { QueryState } from '../../../components/ui/query-state';

/** /professor/courses: the professor's courses with their review status. */
export default function MyCoursesPage() {
  const { t } = useTranslation('authoring');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMyCourses(page);
  const [deleting, setDeleting] = useState<CourseSummary | null>(null);

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('mine.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-5xl">
        <PageHeader
          eyebrow={t('area')}
          title={t('mine.title')}
          subtitle={t('mine.subtitle')}
          actions={
            <Link to="/professor/create" className={buttonClasses('primary')}>
              <PlusIcon className="size-4" />
              {t('mine.create')}
            </Link>
          }
        />
        <QueryState
          query={query}
          loading="page"
          isEmpty={(data) => data.courses.length === 0}
          empty={
            <div className="rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <BookIcon className="mx-auto size-10 text-brand-600" />
              <h2 className="mt-3 text-lg font-bold text-slate-900">{t('mine.emptyTitle')}</h2>
              <p className="mt-1 text-slate-600">{t('mine.emptyBody')}</p>
              <Link to="/professor/create" className={buttonClasses('primary', 'md', 'mt-5')}>
                {t('mine.create')}
              </Link>
            </div>
          }
        >
          {(data) => (
            <>
              <ul className="space-y-4">
                {data.courses.map((course) => (
                  <li key={course.id}>
                    <MyCourseCard course={course} onDelete={() => setDeleting(course)} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                onChange={(next) => setParams({ page: String(next) })}
              />
            </>
          )}
        </QueryState>
      </div>
      <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function MyCourseCard({ course, onDelete }: { course: CourseSummary; onDelete: () => void }) {
  const { t } = useTranslation('authoring');
  const { formatDate, formatDateTime } = useDateFormat();
  return (
    <article
      aria-labelledby={`course-${course.id}-title`}
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:p-5"
    >
      <div className="aspect-[16/10] w-full shrink-0 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 to-sand-100 sm:w-44">
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
            {t('mine.created', { date: formatDate(course.createdAt) })}
          </span>
        </div>
        <h2 id={`course-${course.id}-title`} className="mt-2 text-lg font-bold break-words text-slate-900">
          <Link to={`/professor/courses/${course.id}`} className="hover:text-brand-800 hover:underline">
            {course.title}
          </Link>
        </h2>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1">
          <CoursePathLabel course={course} />
          <PriceLabel price={course.price} className="text-sm font-semibold text-brand-800" />
          <span className="text-sm text-slate-600">
            {t('course-content:sections.count', { count: course.sectionsCount })} ·{' '}
            {t('course-content:sections.blocks', { count: course.blocksCount })}
          </span>
        </div>
        {course.status === 'rejected' ? (
          <div className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset">
            <p className="font-semibold">
              {t('mine.rejectedOn', { date: formatDateTime(course.rejectedAt ?? course.reviewedAt) })}
            </p>
            <p className="mt-1 whitespace-pre-wrap" dir="auto">
              {course.rejectionReason ?? t('mine.noReason')}
            </p>
          </div>
        ) : course.status === 'pending' ? (
          <p className="mt-3 text-sm text-amber-900">{t('mine.pendingNote')}</p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={`/professor/courses/${course.id}`} className={buttonClasses('secondary', 'sm')}>
            {t('mine.view')}
          </Link>
          <Link to={`/professor/courses/${course.id}?edit=1`} className={buttonClasses('secondary', 'sm')}>
            <PencilIcon className="size-4" />
            {course.status === 'rejected' ? t('mine.editResubmit') : t('mine.edit')}
          </Link>
          <Link to={`/professor/comments/${course.id}`} className={buttonClasses('ghost', 'sm')}>
            <MessageIcon className="size-4" />
            {t('mine.comments')}
          </Link>
          <button
            type="button"
            onClick={onDelete}
            className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
          >
            <TrashIcon className="size-4" />
            {t('mine.delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
