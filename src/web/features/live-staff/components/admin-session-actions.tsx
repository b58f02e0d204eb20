import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_STATUS_MOVES, type LiveSession } from '../../../../contract/live';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useAdminUpdateSession } from '../api/admin-update-session';
import { useLiveErrorMessage } from './use-live-error';

/** An admin approves a session that waits, or cancels one that may still be cancelled (refunding its buyers). */
export function AdminSessionActions({ session }: { session: LiveSession }) {
  const { t } = useTranslation('live-staff');
  const errorText = useLiveErrorMessage();
  const update = useAdminUpdateSession();
  const [cancelling, setCancelling] = useState(false);
  const over = session.status === 'ended' || session.status === 'cancelled';
  const canApprove = !session.isApproved && !over;
  const canCancel = LIVE_STATUS_MOVES[session.status].includes('cancelled');
  if (!canApprove && !canCancel) return null;
  const named = <span className="sr-only">: {session.title}</span>;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {canApprove ? (
          <Button
            size="sm"
            pending={update.isPending && update.variables.patch.isApproved === true}
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: session.id, patch: { isApproved: true } },
                { onSuccess: () => notify.success(t('admin.approved')) },
              )
            }
          >
            {t('admin.approve')}
            {named}
          </Button>
        ) : null}
        {canCancel ? (
          <Button size="sm" variant="danger" disabled={update.isPending} onClick={() => setCancelling(true)}>
            {t('actions.cancelled')}
            {named}
          </Button>
        ) : null}
      </div>
      {update.isError && !cancelling ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) update.reset();
        }}
        title={t('cancel.title')}
        description={t('cancel.body', { title: session.title, count: session.attendeesCount })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        pending={update.isPending}
        error={update.isError ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
        onConfirm={() =>
          update.mutate(
            { id: session.id, patch: { status: 'cancelled' } },
            {
              onSuccess: () => {
                notify.success(t('moved.cancelled'));
                setCancelling(false);
              },
            },
          )
        }
      />
    </div>
  );
}
