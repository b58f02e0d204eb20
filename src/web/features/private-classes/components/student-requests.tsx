import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivateClass } from '../../../../contract/private-classes';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { Alert } from '../../../components/ui/alert';
import { useErrorMessage } from '../../../lib/error-message';
import { ChatSlot } from '../../../lib/realtime/chat-slot';
import { useNumberFormat } from '../../../lib/use-number-format';
import { usePrivateClasses } from '../api/list-private-classes';
import { usePrivateClassMove } from '../api/use-private-class-move';
import { ClassSessions } from './class-sessions';
import { ReasonDialog } from './reason-dialog';
import { RequestCard } from './request-card';

/** The student's requests on /TTHPrivateClasses: pay once confirmed, cancel, join the sessions, chat. */
export function StudentRequests() {
  const { t } = useTranslation('private-classes');
  const [page, setPage] = useState(1);
  const query = usePrivateClasses({ page });
  const move = usePrivateClassMove();
  const errorText = useErrorMessage();
  const { formatPoints } = useNumberFormat();
  const [paying, setPaying] = useState<PrivateClass | null>(null);
  const [cancelling, setCancelling] = useState<PrivateClass | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <section aria-labelledby="my-requests" className="space-y-4">
      <h2 id="my-requests" className="text-xl font-bold text-slate-900">
        {t('mine.title')}
      </h2>
      {done ? <Alert tone="success">{done}</Alert> : null}
      <QueryState
        query={query}
        isEmpty={(d) => d.private_classes.length === 0}
        empty={<p className="text-slate-700">{t('mine.none')}</p>}
      >
        {(data) => (
          <>
            <ul className="space-y-4">
              {data.private_classes.map((item) => (
                <RequestCard
                  key={item.id}
                  item={item}
                  viewer="student"
                  actions={
                    <>
                      {item.status === 'confirmed' ? (
                        <Button
                          onClick={() => (move.reset(), setPaying(item))}
                          aria-label={t('mine.payNamed', { name: item.professor.name })}
                        >
                          {t('mine.pay', { total: formatPoints(item.total ?? 0) })}
                        </Button>
                      ) : null}
                      {['pending', 'confirmed', 'scheduled'].includes(item.status) ? (
                        <Button variant="secondary" onClick={() => (move.reset(), setCancelling(item))}>
                          {t('actions.cancel')}
                        </Button>
                      ) : null}
                    </>
                  }
                >
                  <ClassSessions item={item} viewer="student" />
                  {item.status !== 'rejected' ? (
                    <ChatSlot
                      roomId={`pc-${item.id}`}
                      professorId={item.professor.id}
                      variant="disclosure"
                      title={t('requestCard.with', { name: item.professor.name })}
                    />
                  ) : null}
                </RequestCard>
              ))}
            </ul>
            <Pagination
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={paying !== null}
        onOpenChange={(open) => !open && setPaying(null)}
        title={t('pay.title')}
        description={
          paying
            ? t('pay.description', {
                total: formatPoints(paying.total ?? 0),
                sessions: paying.sessions_count,
              })
            : ''
        }
        confirmLabel={t('pay.confirm')}
        cancelLabel={t('actions.back')}
        confirmVariant="primary"
        pending={move.isPending}
        error={move.isError ? <Alert tone="error">{errorText(move.error)}</Alert> : null}
        onConfirm={() =>
          paying &&
          move.mutate(
            { kind: 'pay', id: paying.id },
            { onSuccess: () => (setPaying(null), setDone(t('pay.done'))) },
          )
        }
      />
      <ReasonDialog
        key={cancelling?.id ?? 0}
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('cancel.title')}
        description={cancelling?.status === 'scheduled' ? t('cancel.refundAll') : t('cancel.description')}
        confirmLabel={t('cancel.confirm')}
        pending={move.isPending}
        error={move.isError ? errorText(move.error) : null}
        onConfirm={(reason) =>
          cancelling &&
          move.mutate(
            { kind: 'cancel', id: cancelling.id, reason },
            { onSuccess: () => (setCancelling(null), setDone(t('cancel.done'))) },
          )
        }
      />
    </section>
  );
}
