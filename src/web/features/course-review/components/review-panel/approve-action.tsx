import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../lib/notify';
import { useApproveCourse } from '../../api/approve-course';
import type { ReviewActionProps } from './types';
import { useActionError } from './use-action-error';

/** Approves the course as it is (the button says so when it already is). */
export function ApproveAction({ course, onReviewed }: ReviewActionProps) {
  const { t } = useTranslation('review');
  const approve = useApproveCourse();
  const actionError = useActionError();
  const hasPath = course.materialPath !== null || course.languagePath !== null;
  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      {!hasPath ? <p className="text-sm text-amber-900">{t('approve.noPath')}</p> : null}
      {approve.isError ? <Alert tone="error">{actionError(approve.error, 'approve')}</Alert> : null}
      <Button
        className="w-full"
        pending={approve.isPending}
        disabled={course.status === 'approved'}
        onClick={() =>
          approve.mutate(course.id, {
            onSuccess: (saved) => {
              notify.success(t('approve.done', { title: saved.title }));
              onReviewed?.(saved);
            },
          })
        }
      >
        {course.status === 'approved' ? t('approve.already') : t('approve.button')}
      </Button>
    </div>
  );
}
