import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rejectCourseBody } from '../../../../../contract/courses';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useErrorMessage } from '../../../../lib/error-message';
import { notify } from '../../../../lib/notify';
import { useRejectCourse } from '../../api/reject-course';
import { ActionCard } from './action-card';
import type { ReviewActionProps } from './types';
import { useActionError } from './use-action-error';

/** Rejects the course with a reason the professor reads. */
export function RejectAction({ course, onReviewed }: ReviewActionProps) {
  const { t } = useTranslation('review');
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reject = useRejectCourse();
  const actionError = useActionError();
  const errorText = useErrorMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = rejectCourseBody.safeParse({ reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setReasonError(t(`validation.${message}`, { defaultValue: errorText(message) }));
      return;
    }
    setReasonError(null);
    reject.mutate(
      { id: course.id, reason: parsed.data.reason },
      {
        onSuccess: (saved) => {
          notify.success(t('reject.done', { title: saved.title }));
          setReason('');
          onReviewed?.(saved);
        },
      },
    );
  }

  return (
    <ActionCard id={`${id}-title`} title={t('reject.title')}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-800">
          {t('reject.reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={3}
          dir="auto"
          value={reason}
          maxLength={2000}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-hint`}
          className={`block w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 outline-none focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 ${
            reasonError ? 'border-red-600' : 'border-slate-300 hover:border-slate-400'
          }`}
        />
        <p
          id={`${id}-hint`}
          className={`text-sm ${reasonError ? 'font-medium text-red-700' : 'text-slate-600'}`}
        >
          {reasonError ?? t('reject.hint')}
        </p>
        {reject.isError ? <Alert tone="error">{actionError(reject.error, 'reject')}</Alert> : null}
        <Button type="submit" variant="danger" className="w-full" pending={reject.isPending}>
          {t('reject.button')}
        </Button>
      </form>
    </ActionCard>
  );
}
