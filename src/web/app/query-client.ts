import { QueryClient } from '@tanstack/react-query';
import { i18n } from '../lib/i18n';
import { getSession, subscribeSession } from '../lib/session';

/** Data queries retry once and stay fresh for five minutes (spec §9). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 5 * 60 * 1000 },
    mutations: { retry: false },
  },
});

// Nothing cached for one user may be shown to the next.
subscribeSession(() => {
  if (getSession().status === 'signed-out') queryClient.clear();
});

// Catalogue names come in the interface language (Accept-Language): a new language refetches what is on
// screen and forgets the rest, so no page shows names of the former language from the cache.
i18n.on('languageChanged', () => {
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.invalidateQueries({ type: 'active' });
});
