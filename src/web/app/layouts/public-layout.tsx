import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { FirstPageShown, useAfterFirstPage } from '../../lib/after-first-page';
import { lazyPage } from '../routes/lazy-page';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * The footer is its own chunk, loaded with its texts (the `site-footer` namespace) after the first page
 * (lib/after-first-page.ts): `main` is at least a screen tall, so the footer is below the fold when a page opens
 * and no first render needs it; loading it later keeps it from competing with the page's own chunks
 * (docs/performance.md).
 */
const SiteFooter = lazyPage(
  async () => ({ default: (await import('./site-footer')).SiteFooter }),
  ['site-footer'],
);

/** The footer, once the first page is shown: a component of its own, so its arrival re-renders it alone. */
function DeferredFooter() {
  if (!useAfterFirstPage()) return null;
  return (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  );
}

/** Home, sign-in pages and the student area: the site header, the page, the footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      {/* At least a screen tall: while a page loads (a spinner) the footer stays below the fold instead of
          showing and then being pushed down by the page (a layout shift on every first load). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <FirstPageShown />
        </Suspense>
      </main>
      <DeferredFooter />
    </div>
  );
}
