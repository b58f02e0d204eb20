import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ShowMore } from '../../../components/ui/show-more';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/ui/query-state';
import { VideoIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/use-session';
import { useLiveSections } from '../api/list-live-sections';
import { useLiveSessions } from '../api/list-live-sessions';
import { useMyLiveSessions } from '../api/list-my-live-sessions';
import { BuySessionButton } from '../components/buy-session-button';
import { JoinButton } from '../components/join-button';
import { LiveFilters, liveFiltersSearch, readLiveFilters } from '../components/live-filters';
import { LivePageHeader } from '../components/live-page-header';
import { SectionCard } from '../components/section-card';
import { SessionCard } from '../components/session-card';

/**
 * /TTHLiveClasses: approved sessions, live now and upcoming first (soonest first), filtered by status,
 * professor, material or language level and paged, each with its Buy button; then the live sections, newest
 * first, a dozen more at each "Show more".
 * The filters live in the address, so a filtered list can be shared and reloaded.
 */
export default function LiveClassesPage() {
  const { t } = useTranslation('live');
  const [params, setParams] = useSearchParams();
  const filters = readLiveFilters(params);
  const { isStudent } = useSession();
  const subject = {
    materialId: filters.kind === 'material' ? (filters.materialId ?? undefined) : undefined,
    languageLevelId: filters.kind === 'language' ? (filters.levelId ?? undefined) : undefined,
  };
  const sessions = useLiveSessions({
    page: filters.page,
    status: filters.status ?? undefined,
    professorId: filters.professorId ?? undefined,
    ...subject,
  });
  const sections = useLiveSections({ professorId: filters.professorId ?? undefined, ...subject });
  const shownSections = useMemo(() => sections.data ?? [], [sections.data]);
  // Which of the page's sessions the student holds (a seat or a section): Join instead of Buy.
  const shown = sessions.data?.sessions.map((s) => s.id) ?? [];
  const mine = useMyLiveSessions({ ids: shown }, { enabled: isStudent && shown.length > 0, poll: false });
  const owned = useMemo(() => new Set((mine.data?.sessions ?? []).map((s) => s.id)), [mine.data]);

  // Professors to filter by: those teaching what is listed, plus the one already chosen.
  const professors = useMemo(() => {
    const byId = new Map<number, string>();
    for (const s of sessions.data?.sessions ?? []) byId.set(s.professorId, s.professorName);
    for (const s of shownSections) byId.set(s.professorId, s.professorName);
    return [...byId.entries()].map(([id, name]) => ({ id, name }));
  }, [sessions.data, shownSections]);

  return (
    <div className="flex-1 bg-slate-50 pb-16">
      <title>{`${t('classes.title')} · ${t('common:app.name')}`}</title>
      <LivePageHeader
        icon={VideoIcon}
        eyebrow={t('classes.eyebrow')}
        title={t('classes.title')}
        subtitle={t('classes.subtitle')}
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 pt-8 sm:px-6 lg:px-8">
        <LiveFilters
          values={filters}
          professors={professors}
          onChange={(next) => setParams(liveFiltersSearch(next), { replace: true })}
        />

        <section aria-labelledby="live-sessions-title" className="space-y-4">
          <h2 id="live-sessions-title" className="text-xl font-bold text-slate-900">
            {t('classes.sessions')}
          </h2>
          <QueryState
            query={sessions}
            isEmpty={(data) => data.sessions.length === 0}
            empty={
              <p className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
                {t('classes.none')}
              </p>
            }
          >
            {(data) => (
              <>
                <ul className="grid gap-4 md:grid-cols-2">
                  {data.sessions.map((session) => (
                    <li key={session.id} className="flex min-w-0">
                      <SessionCard
                        session={session}
                        actions={
                          <>
                            <BuySessionButton session={session} owned={owned.has(session.id)} />
                            {owned.has(session.id) ? <JoinButton session={session} /> : null}
                          </>
                        }
                      />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={data.pagination.page}
                  totalPages={data.pagination.totalPages}
                  label={t('classes.pages')}
                  onChange={(page) => setParams(liveFiltersSearch(filters, page))}
                />
              </>
            )}
          </QueryState>
        </section>

        <section aria-labelledby="live-sections-title" className="space-y-4">
          <h2 id="live-sections-title" className="text-xl font-bold text-slate-900">
            {t('classes.sections')}
          </h2>
          <p className="text-slate-600">{t('classes.sectionsIntro')}</p>
          <QueryState
            query={sections}
            isEmpty={() => shownSections.length === 0}
            empty={
              <p className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
                {t('classes.noSections')}
              </p>
            }
          >
            {() => (
              <>
                <ul className="grid gap-4 md:grid-cols-2">
                  {shownSections.map((section) => (
                    <li key={section.id} className="flex min-w-0">
                      <SectionCard section={section} />
                    </li>
                  ))}
                </ul>
                <ShowMore pages={sections} label={t('classes.moreSections')} />
              </>
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );
}
