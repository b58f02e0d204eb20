import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { BookIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { usePurchasedCourses } from '../api/list-purchased-courses';

/** "My courses" on the student dashboard: what the student bought, each opening its course page. */
export function MyCoursesSection() {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const query = usePurchasedCourses(page);
  const errorText = useErrorMessage();
  const { formatDate } = useDateFormat();
  const { formatPoints } = useNumberFormat();
  const courses = query.data?.courses ?? [];

  return (
    <section
      aria-labelledby="my-courses-title"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="my-courses-title" className="text-lg font-bold text-slate-900">
            {t('myCourses.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('myCourses.subtitle')}</p>
        </div>
        <Link
          to="/points"
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('myCourses.myPoints')}
        </Link>
      </div>
      <div className="mt-5">
        {query.isPending ? (
          <div role="status" className="flex justify-center py-6 text-brand-700">
            <Spinner className="size-6" />
            <span className="sr-only">{t('common:status.loading')}</span>
          </div>
        ) : query.isError ? (
          <Alert tone="error">{errorText(query.error)}</Alert>
        ) : courses.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-5 py-8 text-center">
            <BookIcon className="mx-auto size-8 text-slate-400" />
            <p className="mt-2 font-semibold text-slate-900">{t('myCourses.empty')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('myCourses.emptyHint')}</p>
          </div>
        ) : (
          <>
            <ul className="grid gap-3 sm:grid-cols-2">
              {courses.map((course) => (
                <li key={course.id}>
                  <Link
                    to={`/coursesList/courses/${course.id}`}
                    className="group flex h-full gap-3 rounded-2xl p-3 ring-1 ring-slate-200 transition hover:bg-slate-50 hover:ring-brand-300"
                  >
                    {course.cover_url ? (
                      <img
                        src={course.cover_url}
                        alt=""
                        className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="inline-flex size-16 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
                      >
                        <BookIcon className="size-7" />
                      </span>
                    )}
                    <span className="min-w-0">
                      <span className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-800">
                        {course.title}
                      </span>
                      <span className="mt-0.5 block truncate text-xs text-slate-600">
                        {course.professorName}
                      </span>
                      <span className="mt-1 block text-xs text-slate-600">
                        {t('myCourses.bought', {
                          date: formatDate(course.purchased_at),
                          points: formatPoints(course.price_paid),
                        })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              page={query.data.pagination.page}
              totalPages={query.data.pagination.totalPages}
              onChange={setPage}
              label={t('myCourses.pages')}
            />
          </>
        )}
      </div>
    </section>
  );
}
