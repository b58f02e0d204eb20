import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-styles';
import { Logo } from '../../components/ui/logo';
import { useSession } from '../../lib/use-session';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-xl" aria-label={t('nav.homeLink')}>
          <Logo />
        </Link>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch />
          {state.status === 'checking' ? (
            <span className="block h-10 w-10 animate-pulse rounded-full bg-slate-100" aria-hidden="true" />
          ) : state.status === 'signed-in' ? (
            <UserMenu user={state.user} />
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
