import { useTranslation } from 'react-i18next';

/** A small decorative spinner; the surrounding control says what is happening. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The one spinner shown while a page (or its translations) loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] flex-1 items-center justify-center text-brand-700">
      <Spinner className="size-9" />
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}
