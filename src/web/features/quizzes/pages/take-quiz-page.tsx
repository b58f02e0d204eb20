import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { QuizOverview, StartedAttempt } from '../../../../contract/quizzes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { QueryState } from '../../../components/ui/query-state';
import { useErrorMessage } from '../../../lib/error-message';
import { safeStorage } from '../../../lib/safe-storage';
import { useDateFormat } from '../../../lib/use-date-format';
import { useNumberFormat } from '../../../lib/use-number-format';
import { useAttemptResults } from '../api/get-attempt-results';
import { useQuizOverview } from '../api/get-quiz-overview';
import { useStartAttempt } from '../api/start-attempt';
import { AttemptResultsView } from '../components/attempt-results-view';
import { QuizPlayer, type PlayerMode } from '../components/quiz-player';

const MODE_KEY = 'quizMode';

/**
 * /quiz/{quizId}: the intro (time, attempts left, passing score, the student's past results), then the attempt,
 * then its results with explanations. An open attempt is resumed at once, with the same deadline, when the
 * page is reloaded or opened again; `?attempt={id}` shows the results of a closed attempt.
 */
export default function TakeQuizPage() {
  const { t } = useTranslation('quizzes');
  const quizId = Number(useParams().quizId);
  const [params, setParams] = useSearchParams();
  const resultsId = Number(params.get('attempt')) || null;
  const overview = useQuizOverview(quizId);
  const start = useStartAttempt();
  const [started, setStarted] = useState<StartedAttempt | null>(null);
  const [mode, setMode] = useState<PlayerMode>(() => (safeStorage.get(MODE_KEY) === 'all' ? 'all' : 'one'));
  const resumed = useRef(false);

  const begin = () =>
    start.mutate(quizId, {
      onSuccess: (body) => {
        setStarted(body);
        setParams({}, { replace: true });
      },
    });

  // Reopening the page while an attempt is open goes straight back into it.
  const openId = overview.data?.open_attempt_id ?? null;
  useEffect(() => {
    if (openId && !resumed.current && !resultsId) {
      resumed.current = true;
      begin();
    }
    // `begin` is stable in what it does; the effect runs once per open attempt found.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId, resultsId]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <QueryState query={overview} loading="page">
        {(quiz) => (
          <>
            <title>{`${quiz.title} · ${t('common:app.name')}`}</title>
            <p className="text-sm font-semibold text-brand-700">
              <Link to={`/coursesList/courses/${quiz.course_id}`} className="hover:underline">
                {quiz.course_title}
              </Link>
            </p>
            <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl" dir="auto">
              {quiz.title}
            </h1>
            <div className="mt-6">
              {started && !resultsId ? (
                <QuizPlayer
                  key={started.attempt.id}
                  started={started}
                  mode={mode}
                  onFinished={(attemptId) => {
                    setStarted(null);
                    setParams({ attempt: String(attemptId) });
                  }}
                />
              ) : resultsId ? (
                <ResultsSection attemptId={resultsId} quiz={quiz} onBack={() => setParams({})} />
              ) : (
                <Intro
                  quiz={quiz}
                  mode={mode}
                  onMode={(next) => {
                    setMode(next);
                    safeStorage.set(MODE_KEY, next);
                  }}
                  onStart={begin}
                  starting={start.isPending || (Boolean(openId) && !start.isError)}
                  error={start.error}
                />
              )}
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}

function Intro({
  quiz,
  mode,
  onMode,
  onStart,
  starting,
  error,
}: {
  quiz: QuizOverview;
  mode: PlayerMode;
  onMode: (mode: PlayerMode) => void;
  onStart: () => void;
  starting: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation('quizzes');
  const errorText = useErrorMessage();
  const { formatDateTime } = useDateFormat();
  const { formatPercent } = useNumberFormat();
  const left = Math.max(0, quiz.max_attempts - quiz.attempts_used);
  return (
    <div className="space-y-6">
      {quiz.description ? (
        <p className="whitespace-pre-wrap text-slate-700" dir="auto">
          {quiz.description}
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        {[
          [t('intro.timeLimit'), t('minutes', { count: quiz.time_limit })],
          [t('intro.questions'), t('questionCount', { count: quiz.question_count })],
          [t('intro.passingScore'), formatPercent(quiz.passing_score)],
          [t('intro.attemptsLeft'), t('intro.attemptsLeftValue', { left, total: quiz.max_attempts })],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <fieldset className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t('intro.layout')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['one', 'all'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="quiz-layout"
                className="size-4 accent-brand-700"
                checked={mode === value}
                onChange={() => onMode(value)}
              />
              {value === 'one' ? t('intro.layoutOne') : t('intro.layoutAll')}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? <Alert tone="error">{errorText(error)}</Alert> : null}
      {left > 0 ? (
        <Button size="lg" pending={starting} onClick={onStart}>
          {t('intro.start')}
        </Button>
      ) : (
        <Alert tone="info">{t('intro.noAttemptsLeft')}</Alert>
      )}
      {quiz.attempts.length ? (
        <section aria-labelledby="past-attempts">
          <h2 id="past-attempts" className="text-lg font-bold text-slate-900">
            {t('intro.pastAttempts')}
          </h2>
          <ul className="mt-3 space-y-2">
            {quiz.attempts.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <span className="text-slate-700">{formatDateTime(a.completedAt ?? a.startedAt)}</span>
                <span className={`font-bold ${a.passed ? 'text-brand-800' : 'text-red-700'}`}>
                  {formatPercent(a.percentage)} · {a.passed ? t('results.passed') : t('results.failed')}
                </span>
                <Link to={`?attempt=${a.id}`} className={buttonClasses('secondary', 'sm')}>
                  {t('intro.seeResults')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function ResultsSection({
  attemptId,
  quiz,
  onBack,
}: {
  attemptId: number;
  quiz: QuizOverview;
  onBack: () => void;
}) {
  const { t } = useTranslation('quizzes');
  const results = useAttemptResults(attemptId);
  const left = Math.max(0, quiz.max_attempts - quiz.attempts_used);
  return (
    <QueryState query={results}>
      {(data) => (
        <div className="space-y-6">
          <AttemptResultsView results={data} />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={onBack}>
              {left > 0 ? t('results.tryAgain') : t('results.backToQuiz')}
            </Button>
            <Link to={`/coursesList/courses/${quiz.course_id}`} className={buttonClasses('ghost')}>
              {t('results.backToCourse')}
            </Link>
          </div>
        </div>
      )}
    </QueryState>
  );
}
