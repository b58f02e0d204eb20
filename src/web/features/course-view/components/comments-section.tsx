import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Course } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { useDeleteComment } from '../api/delete-comment';
import { useCourseComments } from '../api/get-course-comments';
import { CommentForm } from './comment-form';
import { ChatIcon } from '../../../components/ui/icons';
import { RatingStars } from './rating-stars';
import { useNumberFormat } from '../../../lib/use-number-format';

/** The course's comments with their average rating, replies under each, and the form for those with access. */
export function CommentsSection({ course }: { course: Course }) {
  const { t } = useTranslation('course');
  const { formatTenths } = useNumberFormat();
  const errorText = useErrorMessage();
  const { user, isAdmin } = useSession();
  const location = useLocation();
  const dates = useDateFormat();
  const [page, setPage] = useState(1);
  const query = useCourseComments(course.id, page);
  const remove = useDeleteComment(course.id);
  const data = query.data;
  const sectionTitle = (id: number | null) => course.sections.find((section) => section.id === id)?.title;

  return (
    <section aria-labelledby="comments-title" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id="comments-title"
          className="flex items-center gap-2 text-xl font-bold text-slate-900 sm:text-2xl"
        >
          <ChatIcon className="size-6 text-brand-700" />
          {t('comments.title')}
        </h2>
        {data && data.averageRating !== null ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <RatingStars value={data.averageRating} />
            <span>
              {t('comments.average', {
                rating: formatTenths(data.averageRating),
                count: data.ratingsCount,
              })}
            </span>
          </p>
        ) : null}
      </div>

      <div className="mt-5 space-y-4">
        {course.canAccessContent ? (
          <CommentForm
            courseId={course.id}
            sections={course.sections}
            canRate={course.purchased}
            previousRating={
              data?.comments.find((c) => c.userId === user?.id && c.rating !== null)?.rating ?? null
            }
          />
        ) : (
          <p className="rounded-2xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
            {user ? (
              t('comments.ownersOnly')
            ) : (
              <>
                {t('comments.signInToComment')}{' '}
                <Link
                  to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  {t('common:nav.signIn')}
                </Link>
              </>
            )}
          </p>
        )}

        {query.isPending ? (
          <div role="status" className="flex justify-center py-8 text-brand-700">
            <Spinner className="size-7" />
            <span className="sr-only">{t('common:status.loading')}</span>
          </div>
        ) : query.isError ? (
          <Alert tone="error">{errorText(query.error)}</Alert>
        ) : !data || data.comments.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{t('comments.empty')}</p>
        ) : (
          <ul className="space-y-4">
            {data.comments.map((comment) => (
              <li key={comment.id} className="rounded-3xl bg-white p-5 ring-1 ring-slate-200">
                <div className="flex items-start gap-3">
                  <Avatar name={comment.userName} src={comment.userAvatar} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-semibold text-slate-900">{comment.userName}</span>
                      {comment.userRole !== 'student' ? (
                        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                          {t(`common:roles.${comment.userRole}`)}
                        </span>
                      ) : null}
                      {comment.rating !== null ? (
                        <span className="inline-flex items-center gap-1">
                          <RatingStars value={comment.rating} className="size-3.5" />
                          <span className="sr-only">{t('comments.rated', { count: comment.rating })}</span>
                        </span>
                      ) : null}
                    </p>
                    <p className="text-xs text-slate-600">
                      <time dateTime={comment.createdAt}>{dates.formatDate(comment.createdAt)}</time>
                      {comment.sectionId !== null && sectionTitle(comment.sectionId) ? (
                        <>
                          {' · '}
                          {t('comments.about', { section: sectionTitle(comment.sectionId) })}
                        </>
                      ) : null}
                    </p>
                    <p className="mt-2 leading-7 break-words whitespace-pre-wrap text-slate-800" dir="auto">
                      {comment.body}
                    </p>
                    {comment.replies.length > 0 ? (
                      <ul className="mt-3 space-y-3 border-s-2 border-brand-100 ps-4">
                        {comment.replies.map((reply) => (
                          <li key={reply.id}>
                            <p className="text-sm">
                              <span className="font-semibold text-slate-900">{reply.userName}</span>{' '}
                              <span className="text-xs text-slate-600">
                                · {t(`common:roles.${reply.userRole}`)} ·{' '}
                                <time dateTime={reply.createdAt}>{dates.formatDate(reply.createdAt)}</time>
                              </span>
                            </p>
                            <p
                              className="mt-1 text-sm leading-7 whitespace-pre-wrap text-slate-800"
                              dir="auto"
                            >
                              {reply.body}
                            </p>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  {user && (user.id === comment.userId || isAdmin) ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      pending={remove.isPending && remove.variables === comment.id}
                      onClick={() =>
                        remove
                          .mutateAsync(comment.id)
                          .then(() => notify.success(t('comments.deleted')))
                          .catch((caught: unknown) => notify.error(errorText(caught)))
                      }
                    >
                      {t('comments.delete')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {data && data.pagination.totalPages > 1 ? (
          <nav aria-label={t('comments.pages')} className="flex items-center justify-between gap-3">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('comments.newer')}
            </Button>
            <p className="text-sm text-slate-600">
              {t('comments.page', { page, total: data.pagination.totalPages })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= data.pagination.totalPages}
              onClick={() => setPage(page + 1)}
            >
              {t('comments.older')}
            </Button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
