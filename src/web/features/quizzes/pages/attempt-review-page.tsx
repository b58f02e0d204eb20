import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useAttemptResults } from '../api/get-attempt-results';
import { AttemptResultsView } from '../components/attempt-results-view';

/** /professor/results/{attemptId} (and the admin's): one student's attempt, question by question. */
export default function AttemptReviewPage() {
  const { t } = useTranslation('quizzes');
  const attemptId = Number(useParams().attemptId);
  const results = useAttemptResults(Number.isSafeInteger(attemptId) && attemptId > 0 ? attemptId : null);
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <div className="mx-auto max-w-3xl">
        <QueryState query={results} loading="page">
          {(data) => (
            <>
              <title>{`${data.quizTitle} · ${t('common:app.name')}`}</title>
              <PageHeader
                eyebrow={
                  <Link to="/professor/results" className="hover:underline">
                    {t('results.title')}
                  </Link>
                }
                title={data.quizTitle}
                subtitle={data.studentName}
              />
              <AttemptResultsView results={data} />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
