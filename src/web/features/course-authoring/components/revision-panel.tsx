import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseRevision } from '../../../../contract/course-revisions';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CourseDiffView } from '../../../components/ui/course-diff-view';
import { QueryState } from '../../../components/ui/query-state';
import { ReviewHistory } from '../../../components/ui/review-history';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useCourseReviews } from '../../../lib/queries/list-course-reviews';
import { useDateFormat } from '../../../lib/use-date-format';
import { useDiscardRevision } from '../api/discard-revision';
import { useSubmitRevision } from '../api/submit-revision';

/**
 * The changes a professor is making to a published course: where they stand (draft, waiting, sent back with
 * the admin's reasons), a note to the reviewer with "submit for review", "discard", and the changes themselves
 * as the admin will read them. The published course stays on sale meanwhile.
 */
export function RevisionPanel({ revision }: { revision: CourseRevision }) {
  const { t } = useTranslation(['authoring', 'course-content']);
  const id = useId();
  const { formatDateTime } = useDateFormat();
  const errorText = useErrorMessage();
  const [note, setNote] = useState('');
  const [discarding, setDiscarding] = useState(false);
  const submit = useSubmitRevision();
  const discard = useDiscardRevision();
  const canSubmit = revision.status !== 'pending';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-3xl bg-amber-50/60 p-5 ring-1 ring-amber-200 sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {t(`course-content:revision.status.${revision.status}`)}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t(`revision.explain.${revision.status}`)}</p>
      </div>
      {revision.status === 'rejected' ? (
        <Alert tone="error">
          <p className="font-semibold">
            {t('revision.rejectedOn', { date: formatDateTime(revision.rejectedAt ?? revision.updatedAt) })}
          </p>
          {revision.rejectionReasons.length > 0 ? (
            <ul className="mt-1 list-inside list-disc">
              {revision.rejectionReasons.map((reason) => (
                <li key={reason}>{t(`course-content:reasons.${reason}`)}</li>
              ))}
            </ul>
          ) : null}
          {revision.rejectionComment ? (
            <p className="mt-1 whitespace-pre-wrap" dir="auto">
              {revision.rejectionComment}
            </p>
          ) : null}
        </Alert>
      ) : null}
      {canSubmit ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit.mutate(
              { id: revision.courseId, note },
              {
                onSuccess: () => {
                  setNote('');
                  notify.success(t('revision.submitted'));
                },
              },
            );
          }}
        >
          <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-slate-800">
            {revision.status === 'rejected' ? t('revision.reply') : t('revision.note')}
          </label>
          <textarea
            id={`${id}-note`}
            name="note"
            rows={2}
            dir="auto"
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 outline-none hover:border-slate-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15"
          />
          {submit.isError ? <Alert tone="error">{errorText(submit.error)}</Alert> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" pending={submit.isPending}>
              {t('revision.submit')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              onClick={() => setDiscarding(true)}
            >
              {t('revision.discard')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          type="button"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setDiscarding(true)}
        >
          {t('revision.discard')}
        </Button>
      )}
      <details className="rounded-2xl bg-white p-4 ring-1 ring-slate-200" open>
        <summary className="cursor-pointer font-semibold text-slate-900">{t('revision.changes')}</summary>
        <div className="mt-3">
          <CourseDiffView diff={revision.diff} />
        </div>
      </details>
      <ConfirmDialog
        open={discarding}
        onOpenChange={(open) => {
          setDiscarding(open);
          if (!open) discard.reset();
        }}
        title={t('revision.discardTitle')}
        description={t('revision.discardBody')}
        confirmLabel={t('revision.discard')}
        cancelLabel={t('revision.cancel')}
        pending={discard.isPending}
        error={discard.isError ? <Alert tone="error">{errorText(discard.error)}</Alert> : null}
        onConfirm={() =>
          discard.mutate(revision.courseId, {
            onSuccess: () => {
              setDiscarding(false);
              notify.success(t('revision.discarded'));
            },
          })
        }
      />
    </section>
  );
}

/** The course's reviews (submissions, decisions, reasons), for its professor. */
export function CourseReviewsCard({ courseId }: { courseId: number }) {
  const { t } = useTranslation('authoring');
  const query = useCourseReviews(courseId);
  return (
    <section
      aria-labelledby="reviews-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="reviews-title" className="mb-3 text-base font-bold text-slate-900">
        {t('revision.history')}
      </h2>
      <QueryState query={query}>{(data) => <ReviewHistory reviews={data.reviews} />}</QueryState>
    </section>
  );
}
