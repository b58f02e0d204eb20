import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n } from '../../lib/i18n';

/**
 * A page loaded on demand, together with the translation namespaces it reads, so the shared spinner covers
 * both and the page never renders untranslated keys.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature accepts any props.
export function lazyPage<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  namespaces: readonly string[] = [],
): LazyExoticComponent<C> {
  return lazy(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    return module;
  });
}
