import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveSession } from '../../../../contract/live';
import { LiveStatusBadge } from './live-status-badge';
import { SessionFacts } from './session-facts';

/** One session as a card: status, title, professor, the facts, and the actions the page gives it. */
export function SessionCard({
  session,
  actions,
  showSeats = true,
  showPrice = true,
  headingLevel = 3,
}: {
  session: LiveSession;
  actions?: ReactNode;
  showSeats?: boolean;
  showPrice?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('live');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="flex w-full min-w-0 flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      aria-labelledby={`live-session-${session.id}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <LiveStatusBadge status={session.status} />
        {session.tags.slice(0, 3).map((tag) => (
          <span key={tag} dir="auto" className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {tag}
          </span>
        ))}
      </div>
      <div className="min-w-0">
        <Heading
          id={`live-session-${session.id}`}
          dir="auto"
          className="text-lg font-bold break-words text-slate-900"
        >
          {session.title}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">
          {t('card.by')} <span dir="auto">{session.professorName}</span>
        </p>
        {session.description ? (
          <p dir="auto" className="mt-2 line-clamp-3 text-sm break-words text-slate-700">
            {session.description}
          </p>
        ) : null}
      </div>
      <SessionFacts session={session} showSeats={showSeats} showPrice={showPrice} />
      {actions ? <div className="mt-auto flex flex-wrap items-center gap-3 pt-1">{actions}</div> : null}
    </article>
  );
}
