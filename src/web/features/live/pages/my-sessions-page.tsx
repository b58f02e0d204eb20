import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOINABLE_STATUSES } from '../../../../contract/live';
import { buttonClasses } from '../../../components/ui/button-styles';
import { QueryState } from '../../../components/ui/query-state';
import { VideoIcon } from '../../../components/ui/icons';
import { ChatSlot } from '../../../lib/realtime/chat-slot';
import { useMyLiveSessions, type MyLiveSession } from '../api/list-my-live-sessions';
import { JoinButton } from '../components/join-button';
import { LivePageHeader } from '../components/live-page-header';
import { RecordingView } from '../components/recording-view';
import { SessionCard } from '../components/session-card';

interface Groups {
  live: MyLiveSession[];
  upcoming: MyLiveSession[];
  ended: MyLiveSession[];
  cancelled: MyLiveSession[];
}

/** Live now first, then upcoming soonest first, then the past latest first, then cancelled ones. */
export function groupMySessions(sessions: readonly MyLiveSession[]): Groups {
  const groups: Groups = { live: [], upcoming: [], ended: [], cancelled: [] };
  for (const session of sessions) {
    if (JOINABLE_STATUSES.includes(session.status)) groups.live.push(session);
    else if (session.status === 'scheduled') groups.upcoming.push(session);
    else if (session.status === 'ended') groups.ended.push(session);
    else groups.cancelled.push(session);
  }
  groups.upcoming.sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  return groups;
}

/**
 * /TTHSession: the student's own sessions, by seat or by live section. Read again every 30 s while one is
 * upcoming or live, so Join appears when the professor goes live without a reload. A live or upcoming
 * session's card opens its chat.
 */
export default function MySessionsPage() {
  const { t } = useTranslation('live');
  const query = useMyLiveSessions();
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
        <QueryState
          query={query}
          isEmpty={(data) => data.sessions.length === 0}
          empty={
            <div className="space-y-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200">
              <p className="text-slate-700">{t('mine.none')}</p>
              <Link to="/TTHLiveClasses" className={buttonClasses('primary', 'md')}>
                {t('mine.browse')}
              </Link>
            </div>
          }
        >
          {(data) => {
            const groups = groupMySessions(data.sessions);
            return (
              <>
                <Group id="live" title={t('mine.live')} sessions={groups.live}>
                  {(session) => (
                    <>
                      <JoinButton session={session} />
                      <SessionChat session={session} />
                    </>
                  )}
                </Group>
                <Group id="upcoming" title={t('mine.upcoming')} sessions={groups.upcoming}>
                  {(session) => (
                    <>
                      <p className="text-sm text-slate-600">{t('mine.joinLater')}</p>
                      <SessionChat session={session} />
                    </>
                  )}
                </Group>
                <Group id="ended" title={t('mine.ended')} sessions={groups.ended}>
                  {(session) =>
                    session.recordingUrl ? (
                      <div className="w-full">
                        <RecordingView url={session.recordingUrl} title={session.title} inline />
                      </div>
                    ) : (
                      <p className="text-sm text-slate-600">{t('recording.none')}</p>
                    )
                  }
                </Group>
                <Group id="cancelled" title={t('mine.cancelled')} sessions={groups.cancelled}>
                  {(session) => (
                    <p className="text-sm text-slate-600">
                      {session.source === 'section' ? t('mine.cancelledSection') : t('mine.refunded')}
                    </p>
                  )}
                </Group>
              </>
            );
          }}
        </QueryState>
      </div>
    </div>
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
