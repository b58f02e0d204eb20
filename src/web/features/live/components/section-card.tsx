import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveSection } from '../../../../contract/live';
import { buttonClasses } from '../../../components/ui/button-styles';
import { PriceLabel } from '../../../components/ui/price-label';

/** A live section in a list: title, professor, how many sessions, price, and the link to its page. */
export function SectionCard({ section }: { section: LiveSection }) {
  const { t } = useTranslation('live');
  return (
    <article
      aria-labelledby={`live-section-${section.id}`}
      className="flex w-full min-w-0 flex-col gap-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h3
        id={`live-section-${section.id}`}
        dir="auto"
        className="text-lg font-bold break-words text-slate-900"
      >
        {section.title}
      </h3>
      <p className="text-sm text-slate-600">
        {t('card.by')} <span dir="auto">{section.professorName}</span> ·{' '}
        {t('section.sessionsCount', { count: section.sessionIds.length })}
      </p>
      {section.description ? (
        <p dir="auto" className="line-clamp-3 text-sm break-words text-slate-700">
          {section.description}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
        <PriceLabel price={section.price} className="font-bold text-slate-900" />
        <Link
          to={`/TTHLanguages/livesection/${section.id}`}
          className={buttonClasses('secondary', 'md')}
          aria-label={t('section.openNamed', { title: section.title })}
        >
          {t('section.open')}
        </Link>
      </div>
    </article>
  );
}
