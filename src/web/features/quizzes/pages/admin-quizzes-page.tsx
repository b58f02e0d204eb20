import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { quizStatuses, type Quiz, type QuizStatus } from '../../../../contract/quizzes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InboxIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useAdminQuizzes } from '../api/list-admin-quizzes';
import { useReviewQuiz } from '../api/review-quiz';
import { QuizStatusBadge } from '../components/quiz-status-badge';

/** /admin/quizzes: the review queue — each quiz with its questions and right answers, approve or reject. */
export default function AdminQuizzesPage() {
  const { t } = useTranslation('quizzes');
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useAdminQuizzes(status, page);
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('admin.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-5xl">
        <PageHeader eyebrow={t('admin.area')} title={t('admin.title')} subtitle={t('admin.subtitle')} />
        <SelectField
          className="mb-6 max-w-xs"
          label={t('admin.show')}
          value={status}
          onChange={(e) => setParams(e.target.value === 'pending' ? {} : { status: e.target.value })}
        >
          {statusChoices.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? t('admin.all') : t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        <QueryState
          query={query}
          loading="section"
          isEmpty={(data) => data.quizzes.length === 0}
          empty={
            <div className="rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <InboxIcon className="mx-auto size-10 text-brand-600" />
              <p className="mt-3 text-slate-700">{t('admin.empty')}</p>
            </div>
          }
        >
          {(data) => (
            <>
              <ul className="space-y-4">
                {data.quizzes.map((quiz) => (
                  <li key={quiz.id}>
                    <ReviewCard quiz={quiz} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                onChange={(next) => {
                  const nextParams = new URLSearchParams(params);
                  nextParams.set('page', String(next));
                  setParams(nextParams);
                }}
              />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}

const statusChoices: readonly (QuizStatus | 'all')[] = [...quizStatuses, 'all'];

/** The status filter kept in the address (`?status=approved`), pending when absent or unknown. */
function readStatus(value: string | null): QuizStatus | 'all' {
  return statusChoices.find((s) => s === value) ?? 'pending';
}

function ReviewCard({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation('quizzes');
  const errorText = useErrorMessage();
  const { formatDateTime } = useDateFormat();
  const { approve, reject } = useReviewQuiz();
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const path = [
    quiz.level_name,
    quiz.year_name,
    quiz.speciality_name,
    quiz.material_name,
    quiz.language_name,
    quiz.language_level_name,
  ]
    .filter(Boolean)
    .join(' › ');
  return (
    <article
      aria-labelledby={`review-${quiz.id}`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <QuizStatusBadge status={quiz.status} />
        <span className="text-sm text-slate-600">{formatDateTime(quiz.created_at)}</span>
      </div>
      <h2 id={`review-${quiz.id}`} className="mt-2 text-lg font-bold text-slate-900" dir="auto">
        {quiz.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {quiz.course_title} · {quiz.professor_name}
        {path ? ` · ${path}` : ''}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t('questionCount', { count: quiz.questions.length })} · {t('minutes', { count: quiz.time_limit })} ·{' '}
        {t('admin.rules', { score: quiz.passing_score, attempts: quiz.max_attempts })}
      </p>
      {quiz.rejection_reason ? (
        <p className="mt-2 text-sm text-red-800" dir="auto">
          {t('mine.rejectedBecause')} {quiz.rejection_reason}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? t('admin.hidePreview') : t('admin.preview')}
          <span className="sr-only">: {quiz.title}</span>
        </Button>
        {quiz.status !== 'approved' ? (
          <Button
            size="sm"
            pending={approve.isPending}
            onClick={() => approve.mutate(quiz.id, { onSuccess: () => notify.success(t('admin.approved')) })}
          >
            {t('admin.approve')}
            <span className="sr-only">: {quiz.title}</span>
          </Button>
        ) : null}
        {quiz.status !== 'rejected' ? (
          <Button variant="danger" size="sm" onClick={() => setRejecting(true)}>
            {t('admin.reject')}
            <span className="sr-only">: {quiz.title}</span>
          </Button>
        ) : null}
      </div>
      {approve.isError ? (
        <div className="mt-3">
          <Alert tone="error">{errorText(approve.error)}</Alert>
        </div>
      ) : null}
      {open ? (
        <ol className="mt-4 space-y-3">
          {quiz.questions.map((q, i) => (
            <li key={q.id} className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900" dir="auto">
                {i + 1}. {q.question}{' '}
                <span className="text-sm font-normal text-slate-600">
                  ({t('points', { count: q.points })})
                </span>
              </p>
              <ul className="mt-2 space-y-1 text-sm">
                {(q.type === 'true-false' ? [t('answer.true'), t('answer.false')] : q.options).map(
                  (option, j) => {
                    const right =
                      q.type === 'true-false' ? (j === 0) === q.correctAnswer : j === q.correctAnswer;
                    return (
                      <li
                        key={j}
                        className={right ? 'font-semibold text-brand-800' : 'text-slate-700'}
                        dir="auto"
                      >
                        {option}
                        {right ? <span> — {t('admin.rightAnswer')}</span> : null}
                      </li>
                    );
                  },
                )}
              </ul>
              {q.explanation ? (
                <p className="mt-2 text-sm text-slate-700" dir="auto">
                  {t('results.explanation')} {q.explanation}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('admin.rejectTitle')}
        description={
          <div>
            <label htmlFor={reasonId} className="mb-1.5 block font-semibold text-slate-800">
              {t('admin.reason')}
            </label>
            <textarea
              id={reasonId}
              rows={3}
              value={reason}
              dir="auto"
              onChange={(e) => setReason(e.target.value)}
              className="block w-full rounded-xl border border-slate-300 px-3 py-2 text-base"
            />
          </div>
        }
        confirmLabel={t('admin.reject')}
        cancelLabel={t('cancel')}
        pending={reject.isPending}
        error={reject.isError ? <Alert tone="error">{errorText(reject.error)}</Alert> : null}
        onConfirm={() =>
          reject.mutate(
            { id: quiz.id, reason },
            {
              onSuccess: () => {
                notify.success(t('admin.rejected'));
                setRejecting(false);
              },
            },
          )
        }
      />
    </article>
  );
}
