import { Suspense, lazy } from 'react';
import { LanguageTrigger, standInHandlers } from './menu-triggers';

const LanguageMenu = lazy(() => import('./language-menu'));

/** The language menu, standing in with its button until the menu's code has loaded. */
export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Suspense fallback={<LanguageTrigger tone={tone} {...standInHandlers('language')} />}>
      <LanguageMenu tone={tone} />
    </Suspense>
  );
}
