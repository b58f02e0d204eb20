import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { JOINABLE_STATUSES, type LiveSession } from '../../../../contract/live';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { QueryState } from '../../../components/ui/query-state';
import { VideoIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { ChatSlot } from '../../../lib/realtime/chat-slot';
import { dashboardPathFor } from '../../../lib/role-home';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { useJoinInfo } from '../api/get-join-info';
import { useLiveAccess } from '../api/get-live-access';
import { useLiveSession } from '../api/get-live-session';
import { AgoraStage } from '../components/agora-stage';
import { LinkStage } from '../components/link-stage';
import { LiveStatusBadge } from '../components/live-status-badge';
import { RecordingView } from '../components/recording-view';
import { SessionFacts } from '../components/session-facts';

const isOver = (session: LiveSession | undefined) =>
  session?.status === 'ended' || session?.status === 'cancelled';

/**
 * /streaming/{id}: the session's room for its students, its professor and admins. Before the start it says
 * when (the session is read again every 30 s, so the room opens by itself); after the end it shows the
 * recording; a cancelled session says so; without access it links to buying a seat. Everyone with access
 * gets the session's chat below the stage.
 */
export default function StreamingPage() {
  const { t } = useTranslation('live');
  const params = useParams();
  const sessionId = Number(params.id);
  const valid = Number.isInteger(sessionId) && sessionId > 0;
  const query = useLiveSession(valid ? sessionId : 0, true);
  const errorText = useErrorMessage();

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Shell title={t('stream.notFoundTitle')}>
        <Alert tone="error">{t('stream.notFound')}</Alert>
        <BrowseLink />
      </Shell>
    );
  }
  return (
    <QueryState query={query} loading="page" errorMessage={errorText}>
      {(session) => (
        <Shell title={session.title} session={session}>
          <Room session={session} />
        </Shell>
      )}
    </QueryState>
  );
}

function Shell({ title, session, children }: { title: string; session?: LiveSession; children: ReactNode }) {
  const { t } = useTranslation('live');
  return (
    <div className="flex-1 bg-slate-50 pb-16">
      <title>{`${title} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-5xl space-y-6 px-4 pt-8 sm:px-6 lg:px-8">
        <header className="space-y-3">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800">
            <VideoIcon className="size-5" />
            {t('stream.eyebrow')}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <h1 dir="auto" className="text-2xl font-extrabold break-words text-slate-900 sm:text-3xl">
              {title}
            </h1>
            {session ? <LiveStatusBadge status={session.status} /> : null}
          </div>
          {session ? (
            <p className="text-sm text-slate-600">
              {t('card.by')} <span dir="auto">{session.professorName}</span>
            </p>
          ) : null}
        </header>
        {children}
        {session ? (
          <div className="rounded-3xl bg-white p-5 ring-1 ring-slate-200">
            <SessionFacts session={session} showSeats={false} showPrice={false} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

function BrowseLink() {
  const { t } = useTranslation('live');
  return (
    <Link to="/TTHLiveClasses" className={buttonClasses('primary', 'md')}>
      {t('stream.browse')}
    </Link>
  );
}

function Room({ session }: { session: LiveSession }) {
  const { user } = useSession();
  const manage = user?.role === 'admin' || user?.id === session.professorId;
  const access = useLiveAccess(session.id, !manage);
  const chat = session.status !== 'cancelled' && (manage || access.data?.hasAccess === true);
  return (
    <>
      <Stage session={session} />
      {chat ? (
        <ChatSlot roomId={String(session.id)} professorId={session.professorId} title={session.title} />
      ) : null}
    </>
  );
}

function Stage({ session }: { session: LiveSession }) {
  const { t } = useTranslation('live');
  const { user } = useSession();
  const navigate = useNavigate();
  const errorText = useErrorMessage();
  const manage = user?.role === 'admin' || user?.id === session.professorId;
  const access = useLiveAccess(session.id, !manage);
  const hasAccess = manage || access.data?.hasAccess === true;
  const joinable = JOINABLE_STATUSES.includes(session.status) || (manage && session.status === 'scheduled');
  const join = useJoinInfo(session.id, hasAccess && joinable && !isOver(session));

  if (session.status === 'cancelled') {
    return (
      <Alert tone="info">
        {t('stream.cancelled')} {manage ? null : t('stream.cancelledRefund')}
      </Alert>
    );
  }
  if (!manage && access.isPending) return <Spinner className="mx-auto size-6 text-brand-700" />;
  if (!manage && access.isError) return <Alert tone="error">{errorText(access.error)}</Alert>;
  if (!hasAccess) {
    return (
      <div className="space-y-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200">
        <p className="text-slate-700">{t('stream.noAccess')}</p>
        <Link to="/TTHLiveClasses" className={buttonClasses('primary', 'md')}>
          {t('stream.buySeat')}
        </Link>
      </div>
    );
  }
  if (session.status === 'ended') {
    return session.recordingUrl ? (
      <section
        aria-labelledby="recording-title"
        className="space-y-3 rounded-3xl bg-white p-6 ring-1 ring-slate-200"
      >
        <h2 id="recording-title" className="text-lg font-bold text-slate-900">
          {t('recording.title')}
        </h2>
        <RecordingView url={session.recordingUrl} title={session.title} inline />
      </section>
    ) : (
      <Alert tone="info">{t('stream.endedNoRecording')}</Alert>
    );
  }
  if (!joinable) return <BeforeStart session={session} />;
  if (join.isPending) {
    return (
      <div role="status" className="flex justify-center py-10 text-brand-700">
        <Spinner className="size-6" />
        <span className="sr-only">{t('stream.connecting')}</span>
      </div>
    );
  }
  if (join.isError) {
    if (join.error instanceof ApiError && join.error.status === 409) return <BeforeStart session={session} />;
    return (
      <div className="space-y-3">
        <Alert tone="error">{errorText(join.error)}</Alert>
        <Button variant="secondary" onClick={() => void join.refetch()}>
          {t('stream.retry')}
        </Button>
      </div>
    );
  }
  const info = join.data;
  if (info.mode === 'link') return <LinkStage url={info.url} title={session.title} />;
  return (
    <AgoraStage
      join={info}
      onLeave={() =>
        void navigate(user?.role === 'student' ? '/TTHSession' : dashboardPathFor(user?.role ?? 'student'))
      }
    />
  );
}

function BeforeStart({ session }: { session: LiveSession }) {
  const { t } = useTranslation('live');
  const { formatDate, formatTime } = useDateFormat();
  return (
    <div className="space-y-3 rounded-3xl bg-white p-6 ring-1 ring-slate-200" role="status">
      <p className="text-lg font-semibold text-slate-900">
        {t('stream.startsAt', {
          date: formatDate(session.scheduledAt, { dateStyle: 'full' }),
          time: formatTime(session.scheduledAt),
        })}
      </p>
      <p className="text-slate-600">{t('stream.waitHint')}</p>
    </div>
  );
}
