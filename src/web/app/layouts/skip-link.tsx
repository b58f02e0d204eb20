import { useTranslation } from 'react-i18next';

/** First focusable element of every layout: jumps over the navigation to the page's main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
