import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIVE_STATUS_MOVES, type LiveSession, type LiveSessionStatus } from '../../../../contract/live';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useUpdateLiveSession } from '../api/update-live-session';
import { RecordingDialog } from './recording-dialog';
import { useLiveErrorMessage } from './use-live-error';

/** Statuses from which a recording can be saved to the library (it ends the session). */
export const RECORDABLE_STATUSES: readonly LiveSessionStatus[] = ['live', 'technical_issues', 'ended'];
/** The owner may open the room before it starts, and while it runs. */
const ROOM_STATUSES: readonly LiveSessionStatus[] = ['scheduled', 'starting', 'live', 'technical_issues'];

/**
 * The moves a professor may make on a session now, following `LIVE_STATUS_MOVES`: a session not yet approved
 * cannot start. Cancelling asks first (every buyer is refunded).
 */
export function allowedMoves(session: Pick<LiveSession, 'status' | 'isApproved'>): LiveSessionStatus[] {
  return LIVE_STATUS_MOVES[session.status].filter(
    (to) => session.isApproved || (to !== 'starting' && to !== 'live'),
  );
}

/** The label of a move: going live from `technical_issues` is resuming. */
function moveLabel(from: LiveSessionStatus, to: LiveSessionStatus) {
  return from === 'technical_issues' && to === 'live' ? 'resume' : to;
}

export function SessionActions({ session }: { session: LiveSession }) {
  const { t } = useTranslation('live-staff');
  const errorText = useLiveErrorMessage();
  const update = useUpdateLiveSession();
  const [cancelling, setCancelling] = useState(false);
  const [recording, setRecording] = useState(false);
  const moves = allowedMoves(session);
  const named = <span className="sr-only">: {session.title}</span>;

  const move = (to: LiveSessionStatus) =>
    update.mutate(
      { id: session.id, patch: { status: to } },
      {
        onSuccess: () => {
          notify.success(t(`moved.${to}`));
          setCancelling(false);
        },
      },
    );

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {session.status === 'scheduled' ? (
          <Link
            to={`/professor/create-live-session?id=${session.id}`}
            className={buttonClasses('secondary', 'sm')}
          >
            {t('actions.edit')}
            {named}
          </Link>
        ) : null}
        {moves
          .filter((to) => to !== 'cancelled')
          .map((to) => (
            <Button
              key={to}
              size="sm"
              variant={to === 'technical_issues' ? 'secondary' : 'primary'}
              pending={update.isPending && update.variables.patch.status === to}
              disabled={update.isPending}
              onClick={() => move(to)}
            >
              {t(`actions.${moveLabel(session.status, to)}`)}
              {named}
            </Button>
          ))}
        {ROOM_STATUSES.includes(session.status) ? (
          <Link to={`/streaming/${session.id}`} className={buttonClasses('secondary', 'sm')}>
            {t('actions.openRoom')}
            {named}
          </Link>
        ) : null}
        {RECORDABLE_STATUSES.includes(session.status) ? (
          <Button size="sm" variant="secondary" onClick={() => setRecording(true)}>
            {t(session.isRecorded ? 'actions.replaceRecording' : 'actions.saveRecording')}
            {named}
          </Button>
        ) : null}
        {moves.includes('cancelled') ? (
          <Button size="sm" variant="danger" onClick={() => setCancelling(true)}>
            {t('actions.cancelled')}
            {named}
          </Button>
        ) : null}
      </div>
      {update.isError && !cancelling ? <Alert tone="error">{errorText(update.error)}</Alert> : null}
      {!session.isApproved && session.status === 'scheduled' ? (
        <p className="text-sm text-slate-600">{t('list.awaitsApproval')}</p>
      ) : null}
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
        onConfirm={() => move('cancelled')}
      />
      {recording ? <RecordingDialog session={session} onClose={() => setRecording(false)} /> : null}
    </div>
  );
}
