import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ArrowForwardIcon, BookIcon, LockIcon, ShieldIcon } from '../../../components/ui/icons';
import { dashboardPathFor } from '../../../lib/role-home';
import { useSession } from '../../../lib/use-session';

/** The staff entry: where professors and administrators sign in, recover access, or apply to teach. */
export default function SchoolhousePage() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const staffUser = user && user.role !== 'student' ? user : null;

  return (
    <div className="flex flex-1 flex-col">
      <title>{`${t('schoolhouse.title')} · ${t('common:app.name')}`}</title>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(71,182,141,0.35),transparent_60%)]"
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-brand-50 ring-1 ring-white/20">
            <ShieldIcon className="size-4" />
            {t('panel.staff.badge')}
          </span>
          <h1 className="mt-5 max-w-2xl text-3xl font-bold sm:text-4xl">{t('schoolhouse.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('schoolhouse.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {staffUser ? (
              <Link to={dashboardPathFor(staffUser.role)} className={buttonClasses('inverse', 'lg')}>
                {t('schoolhouse.openDashboard')}
                <ArrowForwardIcon />
              </Link>
            ) : (
              <Link to="/schoolhouse/login" className={buttonClasses('inverse', 'lg')}>
                {t('schoolhouse.signIn')}
                <ArrowForwardIcon />
              </Link>
            )}
          </div>
        </div>
      </section>

      <section className="mx-auto grid w-full max-w-6xl gap-5 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <article className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
          <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <LockIcon />
          </span>
          <h2 className="mt-5 text-xl font-bold text-slate-900">{t('schoolhouse.accessTitle')}</h2>
          <p className="mt-2 text-slate-600">{t('schoolhouse.accessBody')}</p>
          <Link
            to="/schoolhouse/forgot-password"
            className="mt-5 inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t('schoolhouse.accessLink')}
            <ArrowForwardIcon className="size-4" />
          </Link>
        </article>
        <article className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
          <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-amber-50 text-amber-700">
            <BookIcon />
          </span>
          <h2 className="mt-5 text-xl font-bold text-slate-900">{t('schoolhouse.teachTitle')}</h2>
          <p className="mt-2 text-slate-600">{t('schoolhouse.teachBody')}</p>
          <Link
            to="/register?role=professor"
            className="mt-5 inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t('schoolhouse.teachLink')}
            <ArrowForwardIcon className="size-4" />
          </Link>
        </article>
      </section>
    </div>
  );
}
