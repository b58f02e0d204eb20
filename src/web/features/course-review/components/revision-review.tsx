import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  reviewRejectBody,
  type CourseRevision,
  type RejectionReasonCode,
} from '../../../../contract/course-revisions';
import type { CourseSummary } from '../../../../contract/courses';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CourseDiffView } from '../../../components/ui/course-diff-view';
import { QueryState } from '../../../components/ui/query-state';
import { ReviewHistory } from '../../../components/ui/review-history';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useCourseRevision } from '../../../lib/queries/get-course-revision';
import { useCourseReviews } from '../../../lib/queries/list-course-reviews';
import { useDateFormat } from '../../../lib/use-date-format';
import { useApproveRevision } from '../api/approve-revision';
import { useRejectRevision } from '../api/reject-revision';
import { ActionCard } from './review-panel/action-card';
import { RejectionFields } from './review-panel/rejection-fields';

/**
 * A submitted revision of an approved course, read as what changed: the diff against the published version
 * beside approve and reject (checklist and comment), then the course's review history.
 */
export function RevisionReview({
  courseId,
  headingLevel = 2,
  onReviewed,
}: {
  courseId: number;
  headingLevel?: 1 | 2;
  onReviewed?: (course: CourseSummary | CourseRevision) => void;
}) {
  const query = useCourseRevision(courseId, true);
  return (
    <QueryState query={query}>
      {(revision) => <RevisionBody revision={revision} headingLevel={headingLevel} onReviewed={onReviewed} />}
    </QueryState>
  );
}

function RevisionBody({
  revision,
  headingLevel,
  onReviewed,
}: {
  revision: CourseRevision;
  headingLevel: 1 | 2;
  onReviewed?: (course: CourseSummary | CourseRevision) => void;
}) {
  const { t } = useTranslation('review');
  const { formatDateTime } = useDateFormat();
  const courseId = revision.courseId;
  const history = useCourseReviews(courseId);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="@container">
      <div className="grid items-start gap-6 @4xl:grid-cols-[1fr_22rem]">
        <section aria-labelledby={`revision-${courseId}`} className="min-w-0 space-y-4">
          <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <p className="text-xs font-semibold text-amber-800">{t('revision.eyebrow')}</p>
            <Heading
              id={`revision-${courseId}`}
              className="mt-1 text-xl font-bold break-words text-slate-900"
              dir="auto"
            >
              {revision.title}
            </Heading>
            <p className="mt-1 text-sm text-slate-600">
              {t('revision.submitted', { date: formatDateTime(revision.submittedAt ?? revision.updatedAt) })}
            </p>
            {revision.note ? (
              <div className="mt-3 rounded-2xl bg-sand-50 p-3 text-sm ring-1 ring-sand-200">
                <p className="font-semibold text-slate-700">{t('revision.note')}</p>
                <p className="mt-1 whitespace-pre-wrap text-slate-900" dir="auto">
                  {revision.note}
                </p>
              </div>
            ) : null}
          </div>
          <h2 className="text-lg font-bold text-slate-900">{t('revision.changes')}</h2>
          <CourseDiffView diff={revision.diff} />
        </section>
        <aside aria-label={t('revision.actions')} className="space-y-4 @4xl:sticky @4xl:top-20">
          {revision.status === 'pending' ? (
            <RevisionDecision revision={revision} onReviewed={onReviewed} />
          ) : (
            <Alert tone="info">{t(`revision.state.${revision.status}`)}</Alert>
          )}
          <ActionCard id={`history-${courseId}`} title={t('revision.history')}>
            <QueryState query={history}>{(data) => <ReviewHistory reviews={data.reviews} />}</QueryState>
          </ActionCard>
        </aside>
      </div>
    </div>
  );
}

function RevisionDecision({
  revision,
  onReviewed,
}: {
  revision: CourseRevision;
  onReviewed?: (course: CourseSummary | CourseRevision) => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const errorText = useErrorMessage();
  const approve = useApproveRevision();
  const reject = useRejectRevision();
  const [reason, setReason] = useState('');
  const [reasons, setReasons] = useState<RejectionReasonCode[]>([]);
  const [reasonError, setReasonError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = reviewRejectBody.safeParse({ reason, reasons });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setReasonError(t(`validation.${message}`, { defaultValue: errorText(message) }));
      return;
    }
    setReasonError(null);
    reject.mutate(
      { id: revision.courseId, ...parsed.data },
      {
        onSuccess: (saved) => {
          notify.success(t('revision.rejected', { title: saved.title }));
          onReviewed?.(saved);
        },
      },
    );
  }

  return (
    <>
      <ActionCard id={`${id}-approve`} title={t('revision.approveTitle')}>
        <p className="mb-3 text-sm text-slate-600">{t('revision.approveHint')}</p>
        {approve.isError ? <Alert tone="error">{errorText(approve.error)}</Alert> : null}
        <Button
          className="w-full"
          pending={approve.isPending}
          onClick={() =>
            approve.mutate(revision.courseId, {
              onSuccess: (course) => {
                notify.success(t('revision.approved', { title: course.title }));
                onReviewed?.(course);
              },
            })
          }
        >
          {t('revision.approve')}
        </Button>
      </ActionCard>
      <ActionCard id={`${id}-reject`} title={t('revision.rejectTitle')}>
        <form onSubmit={submit} noValidate className="space-y-3">
          <RejectionFields
            id={id}
            reasons={reasons}
            onReasons={setReasons}
            reason={reason}
            onReason={setReason}
            error={reasonError}
            label={t('revision.comment')}
            hint={t('revision.commentHint')}
          />
          {reject.isError ? <Alert tone="error">{errorText(reject.error)}</Alert> : null}
          <Button type="submit" variant="danger" className="w-full" pending={reject.isPending}>
            {t('revision.reject')}
          </Button>
        </form>
      </ActionCard>
    </>
  );
}
