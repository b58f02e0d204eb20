import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomepageMaterial } from '../../../../contract/structure';
import { ArrowForwardIcon, GraduationIcon, LanguagesIcon } from '../../../components/ui/icons/first-load';
import { useLanguage } from '../../../lib/use-language';
import { useHomepageMaterials } from '../api/get-homepage-materials';

/** Where an entry leads: a level opens /TTHCourses, a language or one of its levels opens /TTHLanguages. */
export function homepageMaterialHref(entry: HomepageMaterial): string {
  switch (entry.target_type) {
    case 'level':
      return `/TTHCourses?level=${entry.target_id}`;
    case 'language':
      return `/TTHLanguages?language=${entry.target_id}`;
    case 'language_level':
      return entry.language_id === null
        ? '/TTHLanguages'
        : `/TTHLanguages?language=${entry.language_id}&level=${entry.target_id}`;
  }
}

/** The home page's catalogue: the entries the admin chose, named in the reader's language. */
export function CatalogueSection() {
  const { t } = useTranslation('home-sections');
  const { language } = useLanguage();
  const query = useHomepageMaterials();
  const entries = query.data ?? [];
  // Nothing to show (still loading, failed or empty): the section would only be a heading.
  if (entries.length === 0) return null;

  return (
    <section aria-labelledby="catalogue-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <h2 id="catalogue-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
              {t('catalogue.title')}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t('catalogue.subtitle')}</p>
          </div>
          <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
            <Link to="/TTHCourses" className="text-brand-800 hover:underline">
              {t('catalogue.allCourses')}
            </Link>
            <Link to="/TTHLanguages" className="text-brand-800 hover:underline">
              {t('catalogue.allLanguages')}
            </Link>
          </div>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => {
            const isLevel = entry.target_type === 'level';
            const EntryIcon = isLevel ? GraduationIcon : LanguagesIcon;
            // A language left untranslated reads in Arabic, as the API's `name` does.
            const description = entry[`description_${language}`] || entry.description_ar;
            return (
              <li key={entry.id}>
                <Link
                  to={homepageMaterialHref(entry)}
                  className="group flex h-full items-start gap-4 rounded-3xl bg-slate-50 p-5 ring-1 ring-slate-200/70 transition hover:-translate-y-0.5 hover:bg-white hover:shadow-lg hover:shadow-slate-900/5"
                >
                  <span
                    className={`inline-flex size-12 shrink-0 items-center justify-center rounded-2xl ring-1 ${
                      isLevel
                        ? 'bg-brand-50 text-brand-700 ring-brand-100'
                        : 'bg-sky-50 text-sky-700 ring-sky-100'
                    }`}
                  >
                    <EntryIcon className="size-6" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-lg font-bold text-slate-900">
                      {entry[`name_${language}`] || entry.name_ar}
                    </span>
                    {description ? (
                      <span className="mt-1 block text-sm leading-relaxed text-slate-600">{description}</span>
                    ) : null}
                  </span>
                  <ArrowForwardIcon className="mt-3 size-5 shrink-0 text-slate-400 transition group-hover:text-brand-700" />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
