import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptScore, StartedAttempt } from '../../../../contract/quizzes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ClockIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSubmitAttempt } from '../api/submit-attempt';
import { useAttemptAnswers, type SyncState } from './attempt-answers';
import { QuestionField } from './question-field';
import { formatClock, useCountdown } from './use-countdown';

export type PlayerMode = 'one' | 'all';

const MINUTE = 60_000;

/**
 * Taking an open attempt: the countdown from the server's deadline (announced at 5 and 1 minutes), one
 * question at a time or all on one page, answers kept through a lost connection, and the submit — asked to
 * confirm when questions are unanswered, sent on its own when the time is up.
 */
export function QuizPlayer({
  started,
  mode,
  onFinished,
}: {
  started: StartedAttempt;
  mode: PlayerMode;
  onFinished: (attemptId: number, score: AttemptScore | null) => void;
}) {
  const { t } = useTranslation('quizzes');
  const errorText = useErrorMessage();
  const { formatTime } = useDateFormat();
  const { attempt, quiz } = started;
  const { answers, setAnswer, online, sync, forget, all } = useAttemptAnswers(attempt);
  const left = useCountdown(attempt.deadline, attempt.serverTime);
  const submit = useSubmitAttempt();
  const [current, setCurrent] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<Set<number>>(new Set());
  const autoSubmitted = useRef(false);
  const unanswered = quiz.questions.filter((q) => !answers.has(q.id)).length;

  const send = () => {
    submit.mutate(
      { attemptId: attempt.id, answers: all() },
      {
        onSuccess: (score) => {
          forget();
          onFinished(attempt.id, score);
        },
        onError: (error) => {
          // Closed already (time up, or submitted from another tab): its results are what is left to show.
          if (error instanceof ApiError && error.status === 409) {
            forget();
            onFinished(attempt.id, null);
          }
        },
      },
    );
  };

  // Screen readers hear the time left once at 5 minutes and once at 1 minute (a polite live region).
  useEffect(() => {
    for (const minutes of [5, 1]) {
      if (left <= minutes * MINUTE && left > 0 && !announced.current.has(minutes)) {
        announced.current.add(minutes);
        setAnnouncement(t('take.minutesLeft', { count: minutes }));
      }
    }
    if (left === 0 && !autoSubmitted.current && online) {
      autoSubmitted.current = true;
      send();
    }
    // `send` reads the latest answers through the store; re-running on its identity would resubmit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left, online, t]);

  const questions = mode === 'one' ? [quiz.questions[current]!] : quiz.questions;
  const urgent = left <= MINUTE;

  return (
    <div className="space-y-5" data-deadline={attempt.deadline} data-attempt={attempt.id}>
      <div className="sticky top-2 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white/95 p-3 shadow-sm ring-1 ring-slate-200 backdrop-blur">
        <p
          className={`flex items-center gap-2 font-bold tabular-nums ${urgent ? 'text-red-700' : 'text-slate-900'}`}
        >
          <ClockIcon className="size-5" />
          <span>
            <span className="sr-only">{t('take.timeLeft')} </span>
            <span data-testid="quiz-clock" dir="ltr">
              {formatClock(left)}
            </span>
          </span>
        </p>
        <p className="text-sm text-slate-700">{t('take.endsAt', { time: formatTime(attempt.deadline) })}</p>
        <SyncBadge sync={sync} online={online} />
      </div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {!online ? (
        <div
          role="status"
          className="rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300 ring-inset"
        >
          <p className="font-bold">{t('take.offlineTitle')}</p>
          <p className="mt-1 text-sm">{t('take.offlineBody')}</p>
        </div>
      ) : null}

      {questions.map((question) => {
        const index = quiz.questions.indexOf(question);
        return (
          <QuestionField
            key={question.id}
            question={question}
            index={index}
            total={quiz.questions.length}
            value={answers.get(question.id)}
            onChange={(value) => setAnswer(question.id, value)}
            disabled={sync === 'closed'}
          />
        );
      })}

      {mode === 'one' ? (
        <nav aria-label={t('take.navigation')} className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="secondary" disabled={current === 0} onClick={() => setCurrent((i) => i - 1)}>
            {t('take.previous')}
          </Button>
          <ol className="flex flex-wrap gap-1.5">
            {quiz.questions.map((q, i) => (
              <li key={q.id}>
                <button
                  type="button"
                  onClick={() => setCurrent(i)}
                  aria-current={i === current ? 'step' : undefined}
                  aria-label={t('take.goTo', { index: i + 1 })}
                  className={`size-9 rounded-full text-sm font-semibold ring-1 ${
                    i === current
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : answers.has(q.id)
                        ? 'bg-brand-50 text-brand-900 ring-brand-300'
                        : 'bg-white text-slate-700 ring-slate-300'
                  }`}
                >
                  {i + 1}
                </button>
              </li>
            ))}
          </ol>
          <Button
            variant="secondary"
            disabled={current === quiz.questions.length - 1}
            onClick={() => setCurrent((i) => i + 1)}
          >
            {t('take.next')}
          </Button>
        </nav>
      ) : null}

      {submit.isError && !(submit.error instanceof ApiError && submit.error.status === 409) ? (
        <Alert tone="error">{errorText(submit.error)}</Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <p className="text-sm text-slate-700">
          {t('take.answered', { answered: quiz.questions.length - unanswered, total: quiz.questions.length })}
        </p>
        <Button
          size="lg"
          pending={submit.isPending}
          disabled={!online}
          onClick={() => (unanswered > 0 ? setConfirming(true) : send())}
        >
          {t('take.submit')}
        </Button>
      </div>
      {!online ? <p className="text-sm text-slate-700">{t('take.submitWhenOnline')}</p> : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('take.confirmTitle')}
        description={t('take.confirmBody', { count: unanswered })}
        confirmLabel={t('take.confirmSubmit')}
        cancelLabel={t('take.keepAnswering')}
        confirmVariant="primary"
        pending={submit.isPending}
        onConfirm={() => {
          setConfirming(false);
          send();
        }}
      />
    </div>
  );
}

function SyncBadge({ sync, online }: { sync: SyncState; online: boolean }) {
  const { t } = useTranslation('quizzes');
  const text = !online && sync !== 'saved' ? t('sync.offline') : t(`sync.${sync}`);
  const tone = sync === 'saved' ? 'text-brand-800' : sync === 'closed' ? 'text-red-700' : 'text-amber-800';
  return (
    <p className={`text-sm font-semibold ${tone}`} data-testid="quiz-sync">
      {text}
    </p>
  );
}
