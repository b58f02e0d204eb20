import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RejectionReasonCode } from '../../../../../contract/course-revisions';
import { rejectCourseBody } from '../../../../../contract/courses';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useErrorMessage } from '../../../../lib/error-message';
import { notify } from '../../../../lib/notify';
import { useRejectCourse } from '../../api/reject-course';
import { ActionCard } from './action-card';
import { RejectionFields } from './rejection-fields';
import type { ReviewActionProps } from './types';
import { useActionError } from './use-action-error';

/** Rejects the course with a reason the professor reads. */
export function RejectAction({ course, onReviewed }: ReviewActionProps) {
  const { t } = useTranslation('review');
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasons, setReasons] = useState<RejectionReasonCode[]>([]);
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
      { id: course.id, reason: parsed.data.reason, reasons },
      {
        onSuccess: (saved) => {
          notify.success(t('reject.done', { title: saved.title }));
          setReason('');
          setReasons([]);
          onReviewed?.(saved);
        },
      },
    );
  }

  return (
    <ActionCard id={`${id}-title`} title={t('reject.title')}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <RejectionFields
          id={id}
          reasons={reasons}
          onReasons={setReasons}
          reason={reason}
          onReason={setReason}
          error={reasonError}
          label={t('reject.reason')}
          hint={t('reject.hint')}
        />
        {reject.isError ? <Alert tone="error">{actionError(reject.error, 'reject')}</Alert> : null}
        <Button type="submit" variant="danger" className="w-full" pending={reject.isPending}>
          {t('reject.button')}
        </Button>
      </form>
    </ActionCard>
  );
}
