import { useTranslation } from 'react-i18next';
import type { AttemptResults, QuestionResult } from '../../../../contract/quizzes';
import { CheckCircleIcon, XCircleIcon } from '../../../components/ui/icons';
import { useNumberFormat } from '../../../lib/use-number-format';

/** A closed attempt: the score, then each question with the student's answer, the right one and why. */
export function AttemptResultsView({ results }: { results: AttemptResults }) {
  const { t } = useTranslation('quizzes');
  const { formatPercent } = useNumberFormat();
  return (
    <div className="space-y-5">
      <section
        aria-labelledby="score-title"
        className={`rounded-3xl p-6 text-center ring-1 ring-inset ${
          results.passed ? 'bg-brand-50 ring-brand-200' : 'bg-red-50 ring-red-200'
        }`}
      >
        <h2 id="score-title" className="text-lg font-bold text-slate-900">
          {results.passed ? t('results.passed') : t('results.failed')}
        </h2>
        <p className="mt-2 text-4xl font-extrabold text-slate-900 tabular-nums">
          {formatPercent(results.percentage)}
        </p>
        <p className="mt-1 text-slate-700">
          {t('results.score', { score: results.score, total: results.totalPoints })} ·{' '}
          {t('results.passingScore', { score: results.passingScore })}
        </p>
        {results.status === 'expired' ? (
          <p className="mt-2 text-sm font-semibold text-amber-900">{t('results.expired')}</p>
        ) : null}
      </section>
      <ol className="space-y-4">
        {results.questions.map((q, i) => (
          <li key={q.id}>
            <QuestionOutcome question={q} index={i} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function QuestionOutcome({ question: q, index }: { question: QuestionResult; index: number }) {
  const { t } = useTranslation('quizzes');
  const label = (value: number | boolean | null) =>
    value === null
      ? t('results.unanswered')
      : typeof value === 'boolean'
        ? t(value ? 'answer.true' : 'answer.false')
        : (q.options[value] ?? String(value));
  return (
    <article className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        {q.correct ? (
          <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-brand-700" />
        ) : (
          <XCircleIcon className="mt-0.5 size-6 shrink-0 text-red-700" />
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-bold text-slate-900" dir="auto">
            <span className="sr-only">{t('results.questionNumber', { index: index + 1 })}: </span>
            {q.question}
          </h3>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-700">{t('results.yourAnswer')}</dt>
            <dd className={q.correct ? 'text-brand-800' : 'text-red-800'} dir="auto">
              {label(q.answer)}
            </dd>
            <dt className="font-semibold text-slate-700">{t('results.correctAnswer')}</dt>
            <dd className="text-slate-900" dir="auto">
              {label(q.correctAnswer)}
            </dd>
            <dt className="font-semibold text-slate-700">{t('results.pointsEarned')}</dt>
            <dd className="text-slate-900">
              {t('results.pointsOf', { earned: q.pointsEarned, total: q.points })}
            </dd>
          </dl>
          {q.explanation ? (
            <p
              className="mt-3 rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800"
              dir="auto"
            >
              <span className="font-semibold">{t('results.explanation')} </span>
              {q.explanation}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
