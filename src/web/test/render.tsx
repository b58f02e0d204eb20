/**
 * Renders a piece of the web app the way the app shell does: a fresh TanStack Query client (no retries), the
 * app's i18next with the namespaces the piece reads (English unless told otherwise) and a memory router.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n';
import type { AppLanguage } from '../lib/languages';

afterEach(cleanup);

// jsdom lays nothing out, so it has no scrolling; the app scrolls error summaries into view.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
// Nor has it media queries: the tests' window answers as a wide screen without reduced motion.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

export interface RenderOptions {
  /** Translation namespaces besides `common` and `errors`. */
  namespaces?: string[];
  language?: AppLanguage;
  /** The router's location. */
  route?: string;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

export async function renderWithApp(ui: ReactElement, options: RenderOptions = {}): Promise<Rendered> {
  const { namespaces = [], language = 'en', route = '/' } = options;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['common', 'errors', ...namespaces]);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}
