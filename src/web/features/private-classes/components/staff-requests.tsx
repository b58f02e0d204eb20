import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type {
  PrivateClass,
  PrivateClassStatus,
  ProfessorPrivateClassSettings,
} from '../../../../contract/private-classes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { useErrorMessage } from '../../../lib/error-message';
import { ChatSlot } from '../../../lib/realtime/chat-slot';
import { usePrivateClasses } from '../api/list-private-classes';
import { usePrivateClassMove } from '../api/use-private-class-move';
import { ClassSessions } from './class-sessions';
import { ReasonDialog } from './reason-dialog';
import { RequestCard } from './request-card';
import { ScheduleDialog } from './schedule-dialog';
import { RequestSearch } from './request-search';
import { StatusFilter } from './status-filter';

type Dialog =
  { kind: 'reject' | 'cancel'; item: PrivateClass } | { kind: 'confirm'; item: PrivateClass } | null;

/**
 * The requests a professor received (accept with a schedule, reject with a reason, cancel) or, for an admin,
 * every request (cancel with refund). Status and page live in the address.
 */
export function StaffRequests({
  viewer,
  settings,
}: {
  viewer: 'professor' | 'admin';
  settings?: ProfessorPrivateClassSettings | undefined;
}) {
  const { t } = useTranslation('private-classes');
  const errorText = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? (viewer === 'professor' ? 'pending' : '')) as
    PrivateClassStatus | '';
  const page = Number(params.get('page') ?? '1') || 1;
  const search = params.get('q')?.trim() ?? '';
  const query = usePrivateClasses({ page, status: status || undefined, search: search || undefined });
  const move = usePrivateClassMove();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  const go = (next: { status?: string; page?: number; q?: string }) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next.status !== undefined) out.set('status', next.status);
      if (next.q !== undefined) {
        if (next.q) out.set('q', next.q);
        else out.delete('q');
      }
      out.set('page', String(next.page ?? 1));
      return out;
    });
  const open = (next: Dialog) => (move.reset(), setDone(null), setDialog(next));

  return (
    <div className="space-y-4">
      <StatusFilter value={status} onChange={(s) => go({ status: s })} />
      <RequestSearch key={search} value={search} onSearch={(q) => go({ q })} />
      {done ? <Alert tone="success">{done}</Alert> : null}
      <QueryState
        query={query}
        isEmpty={(d) => d.private_classes.length === 0}
        empty={<p className="text-slate-700">{t('staff.none')}</p>}
      >
        {(data) => (
          <>
            <ul className="space-y-4">
              {data.private_classes.map((item) => (
                <RequestCard
                  key={item.id}
                  item={item}
                  viewer={viewer}
                  heading="h2"
                  actions={
                    <>
                      {item.status === 'pending' && viewer === 'professor' ? (
                        <Button
                          onClick={() => open({ kind: 'confirm', item })}
                          aria-label={t('staff.acceptNamed', { name: item.student.name })}
                        >
                          {t('staff.accept')}
                        </Button>
                      ) : null}
                      {item.status === 'pending' ? (
                        <Button
                          variant="secondary"
                          onClick={() => open({ kind: 'reject', item })}
                          aria-label={t('staff.rejectNamed', { name: item.student.name })}
                        >
                          {t('staff.reject')}
                        </Button>
                      ) : null}
                      {['confirmed', 'scheduled'].includes(item.status) ? (
                        <Button
                          variant="secondary"
                          onClick={() => open({ kind: 'cancel', item })}
                          aria-label={t('staff.cancelNamed', { name: item.student.name })}
                        >
                          {t('actions.cancel')}
                        </Button>
                      ) : null}
                    </>
                  }
                >
                  <ClassSessions item={item} viewer={viewer} />
                  {['confirmed', 'scheduled', 'completed'].includes(item.status) ? (
                    <ChatSlot
                      roomId={`pc-${item.id}`}
                      professorId={item.professor.id}
                      variant="disclosure"
                      title={t('requestCard.from', { name: item.student.name })}
                    />
                  ) : null}
                </RequestCard>
              ))}
            </ul>
            <Pagination
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onChange={(p) => go({ page: p })}
            />
          </>
        )}
      </QueryState>
      {dialog?.kind === 'confirm' && settings ? (
        <ScheduleDialog
          item={dialog.item}
          settings={settings}
          onClose={(ok) => (setDialog(null), ok && setDone(t('staff.accepted')))}
        />
      ) : null}
      <ReasonDialog
        key={dialog && dialog.kind !== 'confirm' ? `${dialog.kind}-${dialog.item.id}` : 'none'}
        open={dialog !== null && dialog.kind !== 'confirm'}
        onOpenChange={(o) => !o && setDialog(null)}
        title={dialog?.kind === 'reject' ? t('staff.rejectTitle') : t('cancel.title')}
        description={dialog?.kind === 'reject' ? t('staff.rejectDescription') : t('staff.cancelDescription')}
        confirmLabel={dialog?.kind === 'reject' ? t('staff.reject') : t('cancel.confirm')}
        pending={move.isPending}
        error={move.isError ? errorText(move.error) : null}
        onConfirm={(reason) =>
          dialog &&
          dialog.kind !== 'confirm' &&
          move.mutate(
            { kind: dialog.kind, id: dialog.item.id, reason },
            {
              onSuccess: () => (
                setDialog(null),
                setDone(t(dialog.kind === 'reject' ? 'staff.rejected' : 'cancel.done'))
              ),
            },
          )
        }
      />
    </div>
  );
}
