import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { replyBody } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { StarIcon } from '../../../components/ui/icons';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useDateFormat } from '../../../lib/use-date-format';
import type { ProfessorComment } from '../api/list-professor-comments';
import { useReplyToComment } from '../api/reply-to-comment';
import { useSession } from '../../../lib/use-session';

/** One comment on the professor's course, its replies and a reply form. */
export function CommentCard({ comment, showCourse }: { comment: ProfessorComment; showCourse: boolean }) {
  const { t } = useTranslation('authoring');
  const { formatDateTime } = useDateFormat();
  const id = useId();
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const reply = useReplyToComment();
  const errorText = useErrorMessage();
  const { user } = useSession();
  // The professor's own comment: he adds to it rather than replying to himself.
  const own = user?.id === comment.userId;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = replyBody.safeParse({ body });
    if (!parsed.success) {
      setBodyError(errorText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setBodyError(null);
    reply.mutate(
      { courseId: comment.courseId, commentId: comment.id, body: parsed.data.body },
      {
        onSuccess: () => {
          setBody('');
          notify.success(t('comments.replied'));
        },
      },
    );
  }

  return (
    <article
      aria-labelledby={`${id}-author`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <header className="flex flex-wrap items-start gap-3">
        <Avatar name={comment.userName} src={comment.userAvatar} size="sm" />
        <div className="min-w-0 flex-1">
          <p id={`${id}-author`} className="font-semibold text-slate-900">
            {comment.userName}
          </p>
          <p className="text-xs text-slate-600">
            {formatDateTime(comment.createdAt)}
            {showCourse ? (
              <>
                {' · '}
                <Link
                  to={`/professor/comments/${comment.courseId}`}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  {comment.courseTitle}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
            comment.answered
              ? 'bg-brand-50 text-brand-800 ring-brand-300'
              : 'bg-amber-50 text-amber-900 ring-amber-300'
          }`}
        >
          {comment.answered ? t('comments.answered') : t('comments.unanswered')}
        </span>
      </header>
      {comment.rating !== null ? (
        <p
          className="mt-3 flex items-center gap-0.5 text-amber-500"
          aria-label={t('comments.rating', { rating: comment.rating })}
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <StarIcon
              key={star}
              className={`size-4 ${star <= (comment.rating ?? 0) ? 'fill-current' : 'text-slate-300'}`}
            />
          ))}
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-wrap text-slate-800" dir="auto">
        {comment.body}
      </p>
      {comment.replies.length > 0 ? (
        <ul className="mt-4 space-y-3 border-s-2 border-brand-200 ps-4">
          {comment.replies.map((item) => (
            <li key={item.id}>
              <p className="text-sm font-semibold text-slate-900">
                {item.userName}{' '}
                <span className="font-normal text-slate-600">· {formatDateTime(item.createdAt)}</span>
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-slate-800" dir="auto">
                {item.body}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-4 space-y-2">
        <label htmlFor={`${id}-reply`} className="block text-sm font-semibold text-slate-800">
          {own ? t('comments.followUpLabel') : t('comments.replyLabel', { name: comment.userName })}
        </label>
        <textarea
          id={`${id}-reply`}
          name="reply"
          rows={2}
          dir="auto"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={bodyError ? `${id}-reply-error` : undefined}
          className={`block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ${
            bodyError ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
          }`}
        />
        {bodyError ? (
          <p id={`${id}-reply-error`} className="text-sm font-medium text-red-700">
            {bodyError}
          </p>
        ) : null}
        {reply.isError ? <Alert tone="error">{errorText(reply.error)}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" size="sm" pending={reply.isPending}>
            {t('comments.send')}
          </Button>
        </div>
      </form>
    </article>
  );
}
