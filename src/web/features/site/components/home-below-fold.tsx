import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import {
  ArrowForwardIcon,
  BookIcon,
  GraduationIcon,
  LanguagesIcon,
  QuizIcon,
  VideoIcon,
} from '../../../components/ui/icons/first-load';
import { useHomeCourses } from '../api/list-home-courses';
import { CatalogueSection } from './catalogue-section';
import { HomeCourseBands } from './home-course-bands';
import { useNumberFormat } from '../../../lib/use-number-format';

/**
 * The home page below the hero: the newest and the most bought courses, the catalogue's entries, what the
 * platform offers, how to start, and the invitation to teach. A chunk of its own with its texts (the
 * `home-sections` namespace); `home-page.tsx` draws it once it and its answers are in.
 */
export default function HomeBelowFold() {
  const { t } = useTranslation('home-sections');
  const { formatCount } = useNumberFormat();
  // With no newest course there is no course at all: the bands would only be a link.
  const hasCourses = (useHomeCourses('newest').data?.courses.length ?? 0) > 0;
  const offers = [
    {
      icon: GraduationIcon,
      title: t('offers.subjects.title'),
      body: t('offers.subjects.body'),
      tone: 'brand',
    },
    {
      icon: LanguagesIcon,
      title: t('offers.languages.title'),
      body: t('offers.languages.body'),
      tone: 'sky',
    },
    { icon: VideoIcon, title: t('offers.live.title'), body: t('offers.live.body'), tone: 'amber' },
    { icon: QuizIcon, title: t('offers.quizzes.title'), body: t('offers.quizzes.body'), tone: 'rose' },
  ] as const;
  const toneClass = {
    brand: 'bg-brand-50 text-brand-700 ring-brand-100',
    sky: 'bg-sky-50 text-sky-700 ring-sky-100',
    amber: 'bg-amber-50 text-amber-700 ring-amber-100',
    rose: 'bg-rose-50 text-rose-700 ring-rose-100',
  };
  const steps = [
    { title: t('steps.account.title'), body: t('steps.account.body') },
    { title: t('steps.path.title'), body: t('steps.path.body') },
    { title: t('steps.learn.title'), body: t('steps.learn.body') },
  ];

  return (
    <>
      {hasCourses ? <HomeCourseBands /> : null}

      <CatalogueSection />

      <section aria-labelledby="offers-title" className="bg-white py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <h2 id="offers-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
              {t('offers.title')}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t('offers.subtitle')}</p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {offers.map(({ icon: OfferIcon, title, body, tone }) => (
              <li
                key={title}
                className="group rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200/70 transition hover:-translate-y-0.5 hover:bg-white hover:shadow-lg hover:shadow-slate-900/5"
              >
                <span
                  className={`inline-flex size-12 items-center justify-center rounded-2xl ring-1 ${toneClass[tone]}`}
                >
                  <OfferIcon className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="bg-slate-50 py-16 sm:py-24">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="steps-title" className="text-3xl font-bold text-slate-900 sm:text-4xl">
            {t('steps.title')}
          </h2>
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li
                key={step.title}
                className="relative rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
              >
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                  aria-hidden="true"
                >
                  {formatCount(index + 1)}
                </span>
                <h3 className="mt-5 text-lg font-bold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="teach-title" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="relative overflow-hidden rounded-[2rem] bg-brand-900 px-6 py-12 text-white sm:px-12">
            <div
              className="pointer-events-none absolute -end-20 -top-20 size-72 rounded-full bg-brand-600/40 blur-3xl"
              aria-hidden="true"
            />
            <div className="relative flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
              <div className="max-w-xl">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20">
                  <BookIcon className="size-6" />
                </span>
                <h2 id="teach-title" className="mt-5 text-2xl font-bold sm:text-3xl">
                  {t('teach.title')}
                </h2>
                <p className="mt-3 text-brand-100">{t('teach.body')}</p>
              </div>
              <div className="flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
                <Link to="/register?role=professor" className={buttonClasses('inverse', 'lg')}>
                  {t('teach.cta')}
                  <ArrowForwardIcon />
                </Link>
                <Link
                  to="/schoolhouse"
                  className="inline-flex h-12 items-center justify-center rounded-xl px-6 font-semibold whitespace-nowrap text-white ring-1 ring-white/30 transition-colors ring-inset hover:bg-white/10"
                >
                  {t('teach.staff')}
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
