import { Suspense, lazy } from 'react';
import { useAfterFirstPage } from '../../lib/after-first-page';
import { LanguageTrigger, standInHandlers } from './menu-triggers';

const LanguageMenu = lazy(() => import('./language-menu'));

/** The language menu, standing in with its button until the first page is shown and the menu's code is in. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const load = useAfterFirstPage();
  const standIn = <LanguageTrigger tone={tone} {...standInHandlers('language')} />;
  if (!load) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageMenu tone={tone} />
    </Suspense>
  );
}
