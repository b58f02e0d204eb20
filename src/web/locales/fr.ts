/**
 * French: `common` and the loaders of every other namespace, one chunk that `lib/i18n.ts` loads when French is
 * first used. A first visit reads Arabic, so the entry carries Arabic's loaders only.
 */
import type { ResourceKey } from 'i18next';
import common from './fr/common.json';

export { common };

export const namespaces = import.meta.glob<ResourceKey>(['./fr/*.json', '!./fr/common.json'], {
  import: 'default',
});
