import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ArrowForwardIcon, MessageIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { useCourse } from '../../../lib/queries/get-course';
import { useProfessorComments } from '../api/list-professor-comments';
import { CommentCard } from '../components/comment-card';

/** /professor/comments (every course, unanswered first) and /professor/comments/{courseId}. */
export default function ProfessorCommentsPage() {
  const { t } = useTranslation('authoring');
  const { courseId: courseParam } = useParams();
  const courseId = courseParam ? Number(courseParam) || null : null;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useProfessorComments(page, courseId);
  const course = useCourse(courseId ?? 0);
  const errorText = useErrorMessage();
  const title = courseId
    ? t('comments.courseTitle', { title: course.data?.title ?? '…' })
    : t('comments.title');

  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${title} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-4xl">
        {courseId ? (
          <Link
            to="/professor/comments"
            className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
          >
            <ArrowForwardIcon className="size-4 rotate-180" />
            {t('comments.allCourses')}
          </Link>
        ) : null}
        <PageHeader eyebrow={t('area')} title={title} subtitle={t('comments.subtitle')} />
        {query.isPending ? (
          <PageSpinner />
        ) : query.isError ? (
          <Alert tone="error">{errorText(query.error)}</Alert>
        ) : query.data.comments.length === 0 ? (
          <div className="rounded-3xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
            <MessageIcon className="mx-auto size-10 text-brand-600" />
            <p className="mt-3 text-slate-700">{t('comments.empty')}</p>
          </div>
        ) : (
          <>
            <ul className="space-y-4">
              {query.data.comments.map((comment) => (
                <li key={comment.id}>
                  <CommentCard comment={comment} showCourse={courseId === null} />
                </li>
              ))}
            </ul>
            <Pagination
              page={query.data.pagination.page}
              totalPages={query.data.pagination.totalPages}
              onChange={(next) => setParams({ page: String(next) })}
            />
          </>
        )}
      </div>
    </div>
  );
}
