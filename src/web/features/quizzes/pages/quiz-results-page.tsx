import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfessorResults, QuizResultSummary } from '../../../../contract/quizzes';
import { ChartIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useProfessorResults } from '../api/get-professor-results';
import { QuizStatusBadge } from '../components/quiz-status-badge';
import { ScoreDistribution } from '../components/score-distribution';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { Pagination } from '../../../components/ui/pagination';

/**
 * /professor/results: the attempts of the professor's quizzes, all of them or one quiz's, with their totals and
 * distribution (counted by the server) and a page of attempts at a time.
 */
export default function QuizResultsPage() {
  const { t } = useTranslation('quizzes');
  const [quizId, setQuizId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const query = useProfessorResults(quizId, page);
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('results.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-5xl">
        <PageHeader eyebrow={t('area')} title={t('results.title')} subtitle={t('results.subtitle')} />
        <QueryState
          query={query}
          loading="page"
          isEmpty={(data) => data.quizzes.length === 0}
          empty={
            <div className="rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <ChartIcon className="mx-auto size-10 text-brand-600" />
              <p className="mt-3 text-slate-700">{t('results.noQuizzes')}</p>
            </div>
          }
        >
          {(data) => (
            <Results
              data={data}
              loading={query.isPlaceholderData}
              quizId={quizId}
              onQuiz={(id) => {
                setQuizId(id);
                setPage(1);
              }}
              onPage={setPage}
            />
          )}
        </QueryState>
      </div>
    </div>
  );
}

function Totals({
  summary,
}: {
  summary: Pick<ProfessorResults, 'total_attempts' | 'average_score' | 'passed_attempts'>;
}) {
  const { t } = useTranslation('quizzes');
  const { formatPercent } = useNumberFormat();
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {[
        [t('results.totalAttempts'), String(summary.total_attempts)],
        [t('results.averageScore'), formatPercent(summary.average_score)],
        [t('results.passedAttempts'), String(summary.passed_attempts)],
      ].map(([label, value]) => (
        <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Results({
  data,
  loading,
  quizId,
  onQuiz,
  onPage,
}: {
  data: ProfessorResults;
  /** The figures shown are the previous choice's while the new ones load. */
  loading: boolean;
  quizId: number | null;
  onQuiz: (quizId: number | null) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('quizzes');
  const selected = data.quizzes.find((q) => q.id === quizId) ?? null;
  return (
    <div className={`space-y-6 ${loading ? 'opacity-60' : ''}`} aria-busy={loading}>
      {selected ? null : <Totals summary={data} />}
      <SelectField
        label={t('results.quiz')}
        value={quizId ?? ''}
        onChange={(e) => onQuiz(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('results.allQuizzes')}</option>
        {data.quizzes.map((q) => (
          <option key={q.id} value={q.id}>
            {q.title}
          </option>
        ))}
      </SelectField>
      {selected ? <QuizHeading quiz={selected} totals={data} /> : null}
      <ScoreDistribution buckets={data.distribution} passingScore={selected?.passing_score} />
      {data.attempts.length ? (
        <>
          <AttemptsTable attempts={data.attempts} showQuiz={!selected} />
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onChange={onPage}
            label={t('results.pages')}
          />
        </>
      ) : (
        <p className="text-slate-700">{t(selected ? 'results.noAttempts' : 'results.noAttemptsAll')}</p>
      )}
    </div>
  );
}

/** The chosen quiz: its title, status and course, and the totals of its attempts. */
function QuizHeading({ quiz, totals }: { quiz: QuizResultSummary; totals: ProfessorResults }) {
  return (
    <section aria-labelledby="quiz-summary" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="quiz-summary" className="text-lg font-bold text-slate-900" dir="auto">
          {quiz.title}
        </h2>
        <QuizStatusBadge status={quiz.status} />
        <span className="text-sm text-slate-600">{quiz.course_title}</span>
      </div>
      <Totals summary={totals} />
    </section>
  );
}

function AttemptsTable({
  attempts,
  showQuiz = false,
}: {
  attempts: ProfessorResults['attempts'];
  showQuiz?: boolean;
}) {
  const { t } = useTranslation('quizzes');
  const { formatDateTime } = useDateFormat();
  const { formatPercent } = useNumberFormat();
  return (
    <ScrollRegion
      label={t('results.attemptsCaption')}
      className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('results.attemptsCaption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="p-3 text-start">
              {t('results.student')}
            </th>
            {showQuiz ? (
              <th scope="col" className="p-3 text-start">
                {t('results.quiz')}
              </th>
            ) : null}
            <th scope="col" className="p-3 text-start">
              {t('results.scoreColumn')}
            </th>
            <th scope="col" className="p-3 text-start">
              {t('results.completed')}
            </th>
            <th scope="col" className="p-3 text-start">
              <span className="sr-only">{t('results.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a) => (
            <tr key={a.id} className="border-t border-slate-100">
              <td className="p-3">
                <p className="font-semibold text-slate-900">{a.studentName}</p>
                <p className="text-slate-600" dir="ltr">
                  {a.studentEmail}
                </p>
              </td>
              {showQuiz ? (
                <td className="p-3" dir="auto">
                  {a.quizTitle}
                </td>
              ) : null}
              <td className={`p-3 font-semibold ${a.passed ? 'text-brand-800' : 'text-red-700'}`}>
                {formatPercent(a.percentage)} ({a.score}/{a.totalPoints}) ·{' '}
                {a.passed ? t('results.passed') : t('results.failed')}
                {a.status === 'expired' ? (
                  <span className="block text-xs text-amber-900">{t('results.timeUp')}</span>
                ) : null}
              </td>
              <td className="p-3 text-slate-700">{formatDateTime(a.completedAt)}</td>
              <td className="p-3">
                <Link
                  to={`/professor/results/${a.id}`}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  {t('results.details')}
                  <span className="sr-only">: {a.studentName}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
