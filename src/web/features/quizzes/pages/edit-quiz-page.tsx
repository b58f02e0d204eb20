import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { notify } from '../../../lib/notify';
import { useQuiz } from '../api/get-quiz';
import { useUpdateQuiz } from '../api/update-quiz';
import { draftOf } from '../components/quiz-draft';
import { QuizForm } from '../components/quiz-form';
import { QuizStatusBadge } from '../components/quiz-status-badge';

/** /professor/edit-quiz/{id}: a change to the questions or the scoring sends the quiz back to review. */
export default function EditQuizPage() {
  const { t } = useTranslation('quizzes');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const quiz = useQuiz(id);
  const update = useUpdateQuiz();
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('builder.editTitle')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-3xl">
        <QueryState query={quiz} loading="page">
          {(data) => (
            <>
              <PageHeader
                eyebrow={t('area')}
                title={t('builder.editTitle')}
                subtitle={
                  <span className="flex flex-wrap items-center gap-2">
                    <QuizStatusBadge status={data.status} /> {t('builder.editSubtitle')}
                  </span>
                }
              />
              <QuizForm
                initial={draftOf(data)}
                courseLocked
                pending={update.isPending}
                serverError={update.error}
                submitLabel={t('builder.save')}
                onSubmit={({ course_id: _course, ...patch }) =>
                  update.mutate(
                    { id, patch },
                    {
                      onSuccess: (saved) => {
                        notify.success(
                          saved.status === 'pending' ? t('builder.sentBack') : t('builder.saved'),
                        );
                        void navigate('/professor/my-quizzes');
                      },
                    },
                  )
                }
              />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
