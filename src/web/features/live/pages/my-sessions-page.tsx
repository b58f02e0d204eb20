import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { JOINABLE_STATUSES, type MyLiveSessions } from '../../../../contract/live';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { VideoIcon } from '../../../components/ui/icons';
import { ChatSlot } from '../../../lib/realtime/chat-slot';
import { useMyLiveSessions, type MyLiveSession } from '../api/list-my-live-sessions';
import { JoinButton } from '../components/join-button';
import { LivePageHeader } from '../components/live-page-header';
import { RecordingView } from '../components/recording-view';
import { SessionCard } from '../components/session-card';

/** The open sessions split: live now (or interrupted) first, then those still to come, as the API sorts them. */
function splitOpenSessions(sessions: readonly MyLiveSession[]) {
  const live: MyLiveSession[] = [];
  const upcoming: MyLiveSession[] = [];
  for (const session of sessions)
    (JOINABLE_STATUSES.includes(session.status) ? live : upcoming).push(session);
  return { live, upcoming };
}

/**
 * /TTHSession: the student's own sessions, by seat or by live section: those live now and upcoming (soonest
 * first), then the past ones (latest first, ended or cancelled), each list paged, its page in the address.
 * The open list is read again every 30 s while it holds a session, so Join appears when the professor goes
 * live without a reload; the past list when a session leaves the open one. A live or upcoming session's card
 * opens its chat.
 */
export default function MySessionsPage() {
  const { t } = useTranslation('live');
  const [params, setParams] = useSearchParams();
  const openPage = pageParam(params, 'open');
  const pastPage = pageParam(params, 'past');
  const open = useMyLiveSessions({ when: 'open', page: openPage });
  const past = useMyLiveSessions({ when: 'past', page: pastPage }, { poll: false });
  usePastFollowsOpen(open.data, past.refetch);
  const goTo = (name: 'open' | 'past', page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(name, String(page));
    else next.delete(name);
    setParams(next);
  };
  const none = open.data?.pagination.total === 0 && past.data?.pagination.total === 0;
  return (
    <div className="flex-1 bg-slate-50 pb-16">
      <title>{`${t('mine.title')} · ${t('common:app.name')}`}</title>
      <LivePageHeader
        icon={VideoIcon}
        eyebrow={t('mine.eyebrow')}
        title={t('mine.title')}
        subtitle={t('mine.subtitle')}
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-8 sm:px-6 lg:px-8">
        {none ? (
          <div className="space-y-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200">
            <p className="text-slate-700">{t('mine.none')}</p>
            <Link to="/TTHLiveClasses" className={buttonClasses('primary', 'md')}>
              {t('mine.browse')}
            </Link>
          </div>
        ) : (
          <>
            <QueryState query={open}>
              {(data) => {
                const { live, upcoming } = splitOpenSessions(data.sessions);
                return (
                  <div className={open.isPlaceholderData ? 'space-y-10 opacity-60' : 'space-y-10'}>
                    <Group id="live" title={t('mine.live')} sessions={live}>
                      {(session) => (
                        <>
                          <JoinButton session={session} />
                          <SessionChat session={session} />
                        </>
                      )}
                    </Group>
                    <Group id="upcoming" title={t('mine.upcoming')} sessions={upcoming}>
                      {(session) => (
                        <>
                          <p className="text-sm text-slate-600">{t('mine.joinLater')}</p>
                          <SessionChat session={session} />
                        </>
                      )}
                    </Group>
                    <Pagination
                      page={data.pagination.page}
                      totalPages={data.pagination.totalPages}
                      label={t('mine.openPages')}
                      onChange={(page) => goTo('open', page)}
                    />
                  </div>
                );
              }}
            </QueryState>
            <QueryState query={past}>
              {(data) => (
                <div className={past.isPlaceholderData ? 'opacity-60' : undefined}>
                  <Group id="past" title={t('mine.ended')} sessions={data.sessions}>
                    {(session) => <PastActions session={session} />}
                  </Group>
                  <Pagination
                    page={data.pagination.page}
                    totalPages={data.pagination.totalPages}
                    label={t('mine.pastPages')}
                    onChange={(page) => goTo('past', page)}
                  />
                </div>
              )}
            </QueryState>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * A session that ends or is cancelled leaves the open list (read again every 30 s) for the past one: when the
 * open list's sessions change, the past list is read again too.
 */
function usePastFollowsOpen(open: MyLiveSessions | undefined, refetchPast: () => unknown) {
  const openIds = open?.sessions.map((s) => s.id).join(',');
  const seen = useRef(openIds);
  useEffect(() => {
    if (seen.current !== undefined && openIds !== seen.current) void refetchPast();
    seen.current = openIds;
  }, [openIds, refetchPast]);
}

/** A page number from the address (`open` or `past`); 1 when absent or not a page. */
function pageParam(params: URLSearchParams, name: string): number {
  return Math.max(1, Math.floor(Number(params.get(name))) || 1);
}

/** An ended session's recording (or that it has none); a cancelled one's refund. */
function PastActions({ session }: { session: MyLiveSession }) {
  const { t } = useTranslation('live');
  if (session.status === 'cancelled') {
    return (
      <p className="text-sm text-slate-600">
        {session.source === 'section' ? t('mine.cancelledSection') : t('mine.refunded')}
      </p>
    );
  }
  return session.recordingUrl ? (
    <div className="w-full">
      <RecordingView url={session.recordingUrl} title={session.title} inline />
    </div>
  ) : (
    <p className="text-sm text-slate-600">{t('recording.none')}</p>
  );
}

/** A live or upcoming session's chat, opened from its card (with the unseen count on the button). */
function SessionChat({ session }: { session: MyLiveSession }) {
  return (
    <div className="w-full">
      <ChatSlot
        roomId={String(session.id)}
        professorId={session.professorId}
        title={session.title}
        variant="disclosure"
      />
    </div>
  );
}

function Group({
  id,
  title,
  sessions,
  children,
}: {
  id: string;
  title: string;
  sessions: MyLiveSession[];
  children: (session: MyLiveSession) => ReactNode;
}) {
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby={`my-sessions-${id}`} className="space-y-4">
      <h2 id={`my-sessions-${id}`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {sessions.map((session) => (
          <li key={session.id} className="flex min-w-0">
            <SessionCard session={session} showSeats={false} showPrice={false} actions={children(session)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
