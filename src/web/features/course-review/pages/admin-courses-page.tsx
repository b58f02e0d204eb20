import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoursePathLabel } from '../../../components/ui/course-path-label';
import { CourseStatusBadge } from '../../../components/ui/course-status-badge';
import { SearchIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { PriceLabel } from '../../../components/ui/price-label';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCourses, type CourseFilters } from '../api/list-courses';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField, selectClasses } from '../../../components/ui/select-field';
import { useAddressFilters } from '../../../lib/use-address-filters';

const STATUSES = ['all', 'pending', 'approved', 'rejected'] as const;
const PATHS = ['', 'material', 'language', 'none'] as const;

function pick<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** /admin/courses: every course, searched and filtered by status and path, page by page. */
export default function AdminCoursesPage() {
  const { t } = useTranslation('review');
  const [params, update] = useAddressFilters();
  const filters: CourseFilters = {
    page: Math.max(1, Number(params.get('page')) || 1),
    search: params.get('search') ?? '',
    status: pick(params.get('status'), STATUSES, 'all'),
    path: pick(params.get('path') ?? '', PATHS, ''),
  };
  const [search, setSearch] = useState(filters.search);
  const query = useCourses(filters);
  const { formatDate } = useDateFormat();

  // Search as the admin types, a moment after the last key.
  const searchIsNew = useEffectEvent((value: string) => value !== filters.search);
  const commitSearch = useEffectEvent((value: string) => update({ search: value }));
  useEffect(() => {
    if (!searchIsNew(search)) return;
    const timer = setTimeout(() => commitSearch(search), 300);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('courses.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-6xl">
        <PageHeader eyebrow={t('area')} title={t('courses.title')} subtitle={t('courses.subtitle')} />
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            update({ search });
          }}
          className="mb-6 grid gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1fr_12rem_12rem] sm:p-5"
        >
          <div>
            <label htmlFor="course-search" className="mb-1.5 block text-sm font-semibold text-slate-800">
              {t('courses.search')}
            </label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-500" />
              <input
                id="course-search"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('courses.searchPlaceholder')}
                className={`${selectClasses} ps-10`}
              />
            </div>
          </div>
          <SelectField
            label={t('courses.status')}
            value={filters.status}
            onChange={(event) => update({ status: event.target.value === 'all' ? '' : event.target.value })}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? t('courses.allStatuses') : t(`course-content:status.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('courses.path')}
            value={filters.path}
            onChange={(event) => update({ path: event.target.value })}
          >
            {PATHS.map((path) => (
              <option key={path || 'any'} value={path}>
                {path === '' ? t('courses.anyPath') : t(`course-content:path.${path}`)}
              </option>
            ))}
          </SelectField>
        </form>

        <QueryState
          query={query}
          loading="page"
          isEmpty={(data) => data.courses.length === 0}
          empty={
            <p className="rounded-3xl bg-white p-10 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
              {t('courses.empty')}
            </p>
          }
        >
          {(data) => (
            <>
              <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                {t('courses.count', { count: data.pagination.total })}
              </p>
              <ul className="divide-y divide-slate-100 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200">
                {data.courses.map((course) => (
                  <li
                    key={course.id}
                    className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
                  >
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <CourseStatusBadge status={course.status} />
                        <Link
                          to={`/admin/courses/${course.id}`}
                          className="font-semibold break-words text-slate-900 hover:text-brand-800 hover:underline"
                        >
                          {course.title}
                        </Link>
                      </div>
                      <p className="mt-1 text-xs text-slate-600">
                        {t('pending.by', { name: course.professorName, date: formatDate(course.createdAt) })}
                      </p>
                      <CoursePathLabel course={course} className="mt-1 text-xs" />
                    </div>
                    <PriceLabel
                      price={course.price}
                      className="text-sm font-semibold text-brand-800 sm:w-32 sm:text-end"
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                onChange={(next) => update({ page: String(next) })}
              />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
