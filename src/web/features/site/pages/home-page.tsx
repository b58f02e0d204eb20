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
import { dashboardPathFor } from '../../../lib/role-home';
import { useSession } from '../../../lib/use-session';
import { CatalogueSection } from '../components/catalogue-section';
import { HomeCourses } from '../components/home-courses';
import { HomeSlides } from '../components/home-slides';
import { PathIllustration } from '../components/path-illustration';

export default function HomePage() {
  const { t } = useTranslation('site');
  const { user, checking } = useSession();

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
      <title>{`${t('common:app.name')} · ${t('hero.titleShort')}`}</title>
      <HomeSlides />
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div
          className="pointer-events-none absolute -start-32 -top-32 size-[28rem] rounded-full bg-brand-200/40 blur-3xl"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -end-24 top-40 size-80 rounded-full bg-amber-100/60 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.15fr_1fr] lg:px-8">
          <div className="animate-fade-in">
            <span className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100 sm:text-sm">
              <span className="size-2 rounded-full bg-amber-500" aria-hidden="true" />
              {t('hero.eyebrow')}
            </span>
            <h1 className="mt-6 text-4xl leading-tight font-extrabold text-slate-900 sm:text-5xl lg:text-[3.4rem]">
              {t('hero.title')}{' '}
              <span className="bg-gradient-to-l from-brand-600 to-brand-800 bg-clip-text text-transparent">
                {t('hero.titleAccent')}
              </span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{t('hero.subtitle')}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              {user ? (
                <Link to={dashboardPathFor(user.role)} className={buttonClasses('primary', 'lg')}>
                  {t('hero.dashboard')}
                  <ArrowForwardIcon />
                </Link>
              ) : (
                <>
                  <Link
                    to="/register"
                    className={buttonClasses('primary', 'lg', checking ? 'invisible' : '')}
                  >
                    {t('hero.register')}
                    <ArrowForwardIcon />
                  </Link>
                  <Link to="/login" className={buttonClasses('secondary', 'lg', checking ? 'invisible' : '')}>
                    {t('hero.login')}
                  </Link>
                </>
              )}
            </div>
            <p className="mt-6 text-sm text-slate-600">{t('hero.languages')}</p>
          </div>
          <PathIllustration />
        </div>
      </section>

      <HomeCourses />

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
                  {(index + 1).toLocaleString()}
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
