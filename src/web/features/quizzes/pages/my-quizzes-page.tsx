import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Quiz } from '../../../../contract/quizzes';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PencilIcon, PlusIcon, QuizIcon, TrashIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { Alert } from '../../../components/ui/alert';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useDeleteQuiz } from '../api/delete-quiz';
import { useMyQuizzes } from '../api/list-my-quizzes';
import { QuizStatusBadge } from '../components/quiz-status-badge';

/** /professor/my-quizzes: the professor's quizzes with their review status and attempt counts. */
export default function MyQuizzesPage() {
  const { t } = useTranslation('quizzes');
  const errorText = useErrorMessage();
  const [page, setPage] = useState(1);
  const query = useMyQuizzes(page);
  const remove = useDeleteQuiz();
  const [deleting, setDeleting] = useState<Quiz | null>(null);
  const create = (
    <Link to="/professor/quiz" className={buttonClasses('primary')}>
      <PlusIcon className="size-4" />
      {t('mine.create')}
    </Link>
  );
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('mine.title')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-5xl">
        <PageHeader
          eyebrow={t('area')}
          title={t('mine.title')}
          subtitle={t('mine.subtitle')}
          actions={create}
        />
        <QueryState
          query={query}
          loading="page"
          isEmpty={(data) => data.pagination.total === 0}
          empty={
            <div className="rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <QuizIcon className="mx-auto size-10 text-brand-600" />
              <h2 className="mt-3 text-lg font-bold text-slate-900">{t('mine.emptyTitle')}</h2>
              <p className="mt-1 text-slate-600">{t('mine.emptyBody')}</p>
            </div>
          }
        >
          {(data) => (
            <>
              <ul
                className={`space-y-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
                aria-busy={query.isPlaceholderData}
              >
                {data.quizzes.map((quiz) => (
                  <li key={quiz.id}>
                    <article
                      aria-labelledby={`quiz-${quiz.id}-title`}
                      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                    >
                      <div className="flex flex-wrap items-center gap-2">
                        <QuizStatusBadge status={quiz.status} />
                        {!quiz.is_active ? (
                          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                            {t('mine.inactive')}
                          </span>
                        ) : null}
                        <span className="text-sm text-slate-600">{quiz.course_title}</span>
                      </div>
                      <h2
                        id={`quiz-${quiz.id}-title`}
                        className="mt-2 text-lg font-bold text-slate-900"
                        dir="auto"
                      >
                        {quiz.title}
                      </h2>
                      <p className="mt-1 text-sm text-slate-700">
                        {t('questionCount', { count: quiz.questions.length })} ·{' '}
                        {t('minutes', { count: quiz.time_limit })} ·{' '}
                        {t('mine.attempts', { count: quiz.attempts_count })}
                      </p>
                      {quiz.status === 'rejected' && quiz.rejection_reason ? (
                        <p
                          className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
                          dir="auto"
                        >
                          <span className="font-semibold">{t('mine.rejectedBecause')} </span>
                          {quiz.rejection_reason}
                        </p>
                      ) : null}
                      <div className="mt-4 flex flex-wrap gap-2">
                        <Link
                          to={`/professor/edit-quiz/${quiz.id}`}
                          className={buttonClasses('secondary', 'sm')}
                        >
                          <PencilIcon className="size-4" />
                          {t('mine.edit')}
                          <span className="sr-only">: {quiz.title}</span>
                        </Link>
                        <button
                          type="button"
                          className={buttonClasses('ghost', 'sm')}
                          onClick={() => setDeleting(quiz)}
                        >
                          <TrashIcon className="size-4" />
                          {t('mine.delete')}
                          <span className="sr-only">: {quiz.title}</span>
                        </button>
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
              <Pagination
                page={data.pagination.page}
                totalPages={data.pagination.totalPages}
                onChange={setPage}
                label={t('mine.pages')}
              />
            </>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('mine.deleteTitle')}
        description={deleting?.attempts_count ? t('mine.deleteKeeps') : t('mine.deleteBody')}
        confirmLabel={t('mine.delete')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        error={remove.isError ? <Alert tone="error">{errorText(remove.error)}</Alert> : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (result) => {
              notify.success(result.deleted ? t('mine.deleted') : t('mine.deactivated'));
              setDeleting(null);
              // The last quiz of a page deleted: the page before it.
              if (result.deleted && page > 1 && query.data?.quizzes.length === 1) setPage(page - 1);
            },
          })
        }
      />
    </div>
  );
}
