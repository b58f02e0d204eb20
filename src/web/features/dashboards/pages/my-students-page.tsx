import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MyStudent } from '../../../../contract/dashboards';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button-styles';
import { DownloadIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useErrorMessage } from '../../../lib/error-message';
import { useDateFormat } from '../../../lib/use-date-format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useExportMyStudents } from '../api/export-my-students';
import { useMyStudents } from '../api/list-my-students';
import { EmptyNote, ProgressBar } from '../components/dashboard-parts';

/**
 * /professor/my-students: the people who bought any of the professor's courses, sessions or sections — his
 * own students only — with what they bought, their progress and quiz results; searchable (the search and the
 * page are kept in the address) and exportable to CSV.
 */
export default function MyStudentsPage() {
  const { t } = useTranslation('dashboards');
  const errorText = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed.trim(), 300);
  const query = useMyStudents({ page, search });
  const exporter = useExportMyStudents();
  const searchId = useId();

  useEffect(() => {
    if (debounced === search) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (debounced) next.set('q', debounced);
      else next.delete('q');
      next.delete('page');
      return next;
    });
  }, [debounced, search, setParams]);

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('myStudents.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-6xl">
        <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('myStudents.title')}</h1>
            <p className="mt-2 max-w-2xl text-slate-600">{t('myStudents.lead')}</p>
          </div>
          <button
            type="button"
            className={buttonClasses('secondary', 'md')}
            disabled={exporter.isPending}
            onClick={() => exporter.mutate(search)}
          >
            <DownloadIcon className="size-4" />
            {t('myStudents.export')}
          </button>
        </header>
        {exporter.isError ? <Alert tone="error">{errorText(exporter.error)}</Alert> : null}
        <div className="mb-5 max-w-md">
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-slate-800">
            {t('myStudents.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
        </div>
        <QueryState
          query={query}
          isEmpty={(data) => data.students.length === 0}
          empty={
            search ? (
              <EmptyNote text={t('myStudents.noMatch')} />
            ) : (
              <EmptyNote
                text={t('myStudents.none')}
                to="/professor/courses"
                action={t('myStudents.yourCourses')}
              />
            )
          }
        >
          {(data) => (
            <>
              <p className="mb-3 text-sm text-slate-700" role="status">
                {t('myStudents.count', { count: data.pagination.total })}
              </p>
              <ul className="grid gap-4 lg:grid-cols-2">
                {data.students.map((student) => (
                  <StudentCard key={student.id} student={student} />
                ))}
              </ul>
              <div className="mt-6">
                <Pagination
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  label={t('myStudents.pages')}
                  onChange={(next: number) =>
                    setParams((current) => {
                      const copy = new URLSearchParams(current);
                      copy.set('page', String(next));
                      return copy;
                    })
                  }
                />
              </div>
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}

function StudentCard({ student }: { student: MyStudent }) {
  const { t } = useTranslation('dashboards');
  const { formatPercent } = useNumberFormat();
  const { formatDate } = useDateFormat();
  return (
    <li className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-bold break-words text-slate-900" dir="auto">
        {student.name}
      </h2>
      <p className="text-sm break-all text-slate-600">{student.email}</p>
      <p className="mt-1 text-xs text-slate-600">
        {t('myStudents.lastPurchase', { date: formatDate(student.lastPurchaseAt, { dateStyle: 'medium' }) })}
      </p>
      {student.courses.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {student.courses.map((course) => (
            <li key={course.id}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <Link
                  to={`/professor/courses/${course.id}`}
                  className="min-w-0 font-semibold text-slate-800 underline-offset-2 hover:underline"
                  dir="auto"
                >
                  {course.title}
                </Link>
                <span
                  id={`student-${student.id}-course-${course.id}`}
                  className="shrink-0 tabular-nums text-slate-700"
                >
                  {t('myStudents.progress', { percentage: formatPercent(course.percentage) })}
                </span>
              </div>
              <div className="mt-1">
                <ProgressBar
                  percentage={course.percentage}
                  labelledBy={`student-${student.id}-course-${course.id}`}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {student.sessions.length + student.sections.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('myStudents.live')}{' '}
          <span dir="auto">
            {[...student.sections, ...student.sessions].map((item) => item.title).join('، ')}
          </span>
        </p>
      ) : null}
      {student.privateClasses.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          <Link to="/professor/private-classes" className="underline underline-offset-2">
            {t('myStudents.privateClasses')}
          </Link>{' '}
          {student.privateClasses
            .map((item) =>
              t('myStudents.privateClass', {
                subject: item.subject ?? `#${item.id}`,
                count: item.sessionsCount,
                status: t(`myStudents.classStatus.${item.status}`),
              }),
            )
            .join('، ')}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        {student.quizzes.attempts === 0 ? (
          t('myStudents.noQuiz')
        ) : (
          <Link to="/professor/results" className="underline underline-offset-2">
            {t('myStudents.quiz', {
              count: student.quizzes.attempts,
              passed: student.quizzes.passed,
              average: formatPercent(student.quizzes.averageScore ?? 0),
            })}
          </Link>
        )}
      </p>
    </li>
  );
}
