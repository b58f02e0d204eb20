import { QueryClient } from '@tanstack/react-query';
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
