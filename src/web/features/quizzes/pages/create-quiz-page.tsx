import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { notify } from '../../../lib/notify';
import { useCreateQuiz } from '../api/create-quiz';
import { blankDraft } from '../components/quiz-draft';
import { QuizForm } from '../components/quiz-form';

/** /professor/quiz: writes a new quiz (`?course={id}` preselects the course); it waits for an admin's review. */
export default function CreateQuizPage() {
  const { t } = useTranslation('quizzes');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const create = useCreateQuiz();
  const course = Number(params.get('course')) || null;
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('builder.createTitle')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          eyebrow={t('area')}
          title={t('builder.createTitle')}
          subtitle={t('builder.createSubtitle')}
        />
        <QuizForm
          initial={blankDraft(course)}
          pending={create.isPending}
          serverError={create.error}
          submitLabel={t('builder.submitForReview')}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                notify.success(t('builder.submitted'));
                void navigate('/professor/my-quizzes');
              },
            })
          }
        />
      </div>
    </div>
  );
}
