import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { FirstPageShown } from '../../lib/after-first-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

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
      <SiteFooter />
    </div>
  );
}
