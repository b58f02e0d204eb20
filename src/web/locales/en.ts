/**
 * English: `common` and the loaders of every other namespace, one chunk that `lib/i18n.ts` loads when English is
 * first used. A first visit reads Arabic, so the entry carries Arabic's loaders only.
 */
import type { ResourceKey } from 'i18next';
import common from './en/common.json';

export { common };

export const namespaces = import.meta.glob<ResourceKey>(['./en/*.json', '!./en/common.json'], {
  import: 'default',
});
