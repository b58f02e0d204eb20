import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n } from '../../lib/i18n';

/**
 * A page loaded on demand, together with the translation namespaces it reads, so the shared spinner covers
 * both and the page never renders untranslated keys. `prefetch` starts the page's first data request at the same
 * time (it runs once, when the page is first opened).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature accepts any props.
export function lazyPage<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  namespaces: readonly string[] = [],
  prefetch?: () => void,
): LazyExoticComponent<C> {
  return lazy(async () => {
    prefetch?.();
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return module;
  });
}
