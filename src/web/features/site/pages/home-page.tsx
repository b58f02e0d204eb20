import { Suspense, lazy, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowForwardIcon } from '../../../components/ui/icons/first-load';
import { i18n } from '../../../lib/i18n';
import { dashboardPathFor } from '../../../lib/role-home';
import { useSession } from '../../../lib/use-session';
import { useHomepageMaterials } from '../api/get-homepage-materials';
import { useHomeCourses } from '../api/list-home-courses';
import { HomeSlides } from '../components/home-slides';
import { PathIllustration } from '../components/path-illustration';

// Everything below the hero (the course bands, the catalogue's entries, the offers, the steps, the invitation to
// teach) is a chunk of its own with its texts (`home-sections`): a phone's first screen is the slides and the
// hero, which the server paints before any script (decision 100), so the first load carries only what that
// screen draws (docs/performance.md, "Home below the fold").
const loadBelowFold = async () => {
  const [belowFold] = await Promise.all([
    import('../components/home-below-fold'),
    i18n.loadNamespaces('home-sections'),
  ]);
  return belowFold;
};
// A chunk that cannot be fetched (the connection dropped, or a new release replaced it) leaves the first screen
// in place with a line and a reload button where the lower part would be, instead of the route's error page.
const loadOrExplain = () => loadBelowFold().catch(() => ({ default: BelowFoldFailed }));
const HomeBelowFold = lazy(loadOrExplain);

function BelowFoldFailed() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 text-center sm:px-6 lg:px-8">
      <p className="text-slate-600">{t('errorPage.partBody')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClasses('secondary', 'md', 'mt-4')}
      >
        {t('errorPage.reload')}
      </button>
    </section>
  );
}

/**
 * The lower page's chunk, its texts and the three answers it draws are asked for together, at once; it shows in
 * one piece when all are in (or failed), so nothing in it moves after it appears: a band arriving late would
 * push the catalogue's links away from a reader's finger. A component of its own: an answer re-renders it
 * synchronously (queries are read with useSyncExternalStore), and it alone, not the hero and the slides; its
 * first render, the page's largest, is deferred to a render React does in slices, yielding between them.
 */
function HomeLowerPart() {
  const newest = useHomeCourses('newest');
  const popular = useHomeCourses('popular');
  const materials = useHomepageMaterials();
  useEffect(() => {
    void loadOrExplain();
  }, []);
  const ready = useDeferredValue(!newest.isPending && !popular.isPending && !materials.isPending);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <HomeBelowFold />
    </Suspense>
  );
}

export default function HomePage() {
  const { t } = useTranslation('site');
  const { user, checking } = useSession();

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

      <HomeLowerPart />
    </>
  );
}
