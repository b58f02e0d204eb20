import { useTranslation } from 'react-i18next';
import { ShowMore } from '../../../components/ui/show-more';
import { LayersIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { PriceLabel } from '../../../components/ui/price-label';
import { QueryState } from '../../../components/ui/query-state';
import { useDateFormat } from '../../../lib/use-date-format';
import { useSession } from '../../../lib/use-session';
import { useSectionCandidates } from '../api/list-section-candidates';
import { useMySections } from '../api/list-my-sections';
import { SectionStatusBadge } from '../components/session-badges';
import { SectionForm } from '../components/section-form';

/** /professor/live-sections: bundle own sessions into a section for review; own sections and their review. */
export default function ProfessorLiveSectionsPage() {
  const { t } = useTranslation('live-staff');
  const { user } = useSession();
  const candidates = useSectionCandidates(user?.id ?? null);
  const sections = useMySections();
  const mine = sections.data ?? [];
  const { formatDate } = useDateFormat();
  return (
    <div className="px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
      <title>{`${t('sections.pageTitle')} · ${t('common:app.name')}`}</title>
      <div className="mx-auto max-w-4xl space-y-8">
        <PageHeader eyebrow={t('area')} title={t('sections.pageTitle')} subtitle={t('sections.subtitle')} />
        <QueryState
          query={candidates}
          isEmpty={(data) => data.sessions.filter((s) => s.status !== 'cancelled').length === 0}
          empty={
            <p className="rounded-3xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
              {t('sections.noSessions')}
            </p>
          }
        >
          {(data) => <SectionForm sessions={data.sessions.filter((s) => s.status !== 'cancelled')} />}
        </QueryState>
        <section aria-labelledby="my-sections" className="space-y-4">
          <h2 id="my-sections" className="text-xl font-bold text-slate-900">
            {t('sections.mine')}
          </h2>
          <QueryState
            query={sections}
            isEmpty={() => mine.length === 0}
            empty={
              <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
                <LayersIcon className="mx-auto size-10 text-brand-600" />
                <p className="mt-3 text-slate-700">{t('sections.empty')}</p>
              </div>
            }
          >
            {() => (
              <>
                <ul className="space-y-3">
                  {mine.map((section) => (
                    <li key={section.id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                      <div className="flex flex-wrap items-center gap-2">
                        <SectionStatusBadge status={section.status} />
                        <span className="text-sm text-slate-600">{formatDate(section.createdAt)}</span>
                      </div>
                      <h3 className="mt-2 text-lg font-bold break-words text-slate-900" dir="auto">
                        {section.title}
                      </h3>
                      <p className="mt-1 text-sm text-slate-700">
                        {t('sections.sessionCount', { count: section.sessionIds.length })} ·{' '}
                        <PriceLabel price={section.price} />
                      </p>
                      {section.status === 'rejected' && section.rejection_reason ? (
                        <p className="mt-2 text-sm text-red-800" dir="auto">
                          {t('sections.rejectedBecause')} {section.rejection_reason}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <ShowMore pages={sections} label={t('sections.more')} />
              </>
            )}
          </QueryState>
        </section>
      </div>
    </div>
  );
}
