import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { CompassIcon } from '../../../components/ui/icons';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <div className="max-w-lg text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-3xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <CompassIcon className="size-8" />
        </span>
        <p className="mt-6 text-sm font-bold tracking-widest text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-4 text-slate-600">{t('notFound.body')}</p>
        <p className="mt-3 text-sm text-slate-600">
          <code dir="ltr" className="rounded-lg bg-slate-100 px-2 py-1 break-all text-slate-800">
            {pathname}
          </code>
        </p>
        <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
