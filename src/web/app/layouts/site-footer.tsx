import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { dashboardPathFor } from '../../lib/role-home';
import { useSession } from '../../lib/use-session';

const linkClass = 'rounded text-sm text-brand-100 transition-colors hover:text-white hover:underline';

export function SiteFooter() {
  const { t } = useTranslation();
  const { user } = useSession();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-brand-100">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-platform">
          <h2 id="footer-platform" className="text-sm font-semibold text-white">
            {t('footer.platform')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/" className={linkClass}>
                {t('nav.home')}
              </Link>
            </li>
            {user ? (
              <li>
                <Link to={dashboardPathFor(user.role)} className={linkClass}>
                  {t('nav.dashboard')}
                </Link>
              </li>
            ) : (
              <>
                <li>
                  <Link to="/login" className={linkClass}>
                    {t('nav.signIn')}
                  </Link>
                </li>
                <li>
                  <Link to="/register" className={linkClass}>
                    {t('nav.signUp')}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <nav aria-labelledby="footer-staff">
          <h2 id="footer-staff" className="text-sm font-semibold text-white">
            {t('footer.staff')}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link to="/schoolhouse" className={linkClass}>
                {t('footer.staffSpace')}
              </Link>
            </li>
            <li>
              <Link to="/register?role=professor" className={linkClass}>
                {t('footer.teach')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-brand-200 sm:px-6 lg:px-8">
          {t('footer.rights', { year })}
        </p>
      </div>
    </footer>
  );
}
