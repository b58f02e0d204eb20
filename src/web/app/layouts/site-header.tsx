import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles';
import { CourseSearchBox } from '../../components/ui/course-search-box';
import { BookIcon, LanguagesIcon, UsersIcon, VideoIcon } from '../../components/ui/icons/first-load';
import { SiteLogo } from './site-logo';
import { useSession } from '../../lib/use-session';
import { LanguageSwitch } from './language-switch';
import { NotificationBellSlot } from './notification-bell-slot';
import { UserMenu } from './user-menu';

function navLinkClass({ isActive }: { isActive: boolean }): string {
  const tone = isActive
    ? 'bg-brand-50 text-brand-800'
    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
  return `inline-flex h-9 items-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors md:h-10 ${tone}`;
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-xl" aria-label={t('nav.homeLink')}>
          <SiteLogo />
        </Link>
        {/* A row of its own under the logo on phones, beside it from md up. The same four links for everyone (a
            student's own sessions are in the account menu), so the header keeps one row at 1280 px. */}
        <nav
          aria-label={t('nav.main')}
          className="order-last -mx-1 flex w-[calc(100%+0.5rem)] flex-wrap items-center gap-1 border-t border-slate-100 py-1.5 md:order-none md:mx-0 md:ms-2 md:w-auto md:border-0 md:py-0"
        >
          <NavLink to="/TTHCourses" className={navLinkClass}>
            <BookIcon className="size-5 shrink-0 md:max-2xl:hidden" />
            {t('nav.courses')}
          </NavLink>
          <NavLink to="/TTHLanguages" className={navLinkClass}>
            <LanguagesIcon className="size-5 shrink-0 md:max-2xl:hidden" />
            {t('nav.languages')}
          </NavLink>
          <NavLink to="/TTHLiveClasses" className={navLinkClass}>
            <VideoIcon className="size-5 shrink-0 md:max-2xl:hidden" />
            {t('nav.liveClasses')}
          </NavLink>
          <NavLink to="/TTHPrivateClasses" className={navLinkClass}>
            <UsersIcon className="size-5 shrink-0 md:max-2xl:hidden" />
            {t('nav.privateClasses')}
          </NavLink>
        </nav>
        {/* Under the navigation on phones, between it and the account menu from md up. */}
        <CourseSearchBox className="order-last w-full pb-2 md:order-none md:ms-2 md:w-auto md:max-w-xs md:flex-1 md:pb-0 lg:max-w-sm" />
        <div className="ms-auto flex h-16 items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {state.status === 'checking' ? (
            <span className="block h-10 w-10 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />
          ) : state.status === 'signed-in' ? (
            <>
              <NotificationBellSlot user={state.user} />
              <UserMenu user={state.user} />
            </>
          ) : (
            <>
              <Link to="/login" className={buttonClasses('ghost', 'sm')}>
                {t('nav.signIn')}
              </Link>
              <span className="hidden sm:inline-flex">
                <Link to="/register" className={buttonClasses('primary', 'sm')}>
                  {t('nav.signUp')}
                </Link>
              </span>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
