import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/notify';
import { useDeleteCourse } from '../../../lib/queries/delete-course';

/** Asks, then deletes; a course with buyers is refused (409) and the server's reason stays in the dialog. */
export function DeleteCourseDialog({
  course,
  onClose,
  onDeleted,
}: {
  course: { id: number; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('authoring');
  const errorText = useErrorMessage();
  const remove = useDeleteCourse();
  return (
    <ConfirmDialog
      open={course !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
      title={t('delete.title')}
      description={t('delete.body', { title: course?.title ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      pending={remove.isPending}
      error={remove.isError ? <Alert tone="error">{errorText(remove.error)}</Alert> : null}
      onConfirm={() => {
        if (!course) return;
        remove.mutate(course.id, {
          onSuccess: () => {
            notify.success(t('delete.done'));
            onClose();
            onDeleted?.();
          },
        });
      }}
    />
  );
}
