import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { BrowserRouter } from 'react-router';
import { useAfterFirstPage } from '../lib/after-first-page';
import { ChatSlotContext, type ChatSlotProps } from '../lib/realtime/chat-slot';
import { ChatPanelSlot } from './chat-panel-slot';
import { queryClient } from './query-client';
import { AppRoutes } from './router';

const renderChat = (props: ChatSlotProps) => <ChatPanelSlot {...props} />;

const AppToaster = lazy(() => import('./toaster'));
const RealtimeBridge = lazy(() => import('./realtime-bridge'));
// The service worker, its update prompt, the install offer and kept courses' checks (issue 21).
const PwaPrompts = lazy(() => import('./pwa-prompts'));

/** The toaster, the socket and the app's prompts, once the first page is shown. */
function AfterFirstPageParts() {
  if (!useAfterFirstPage()) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
      <RealtimeBridge />
      <PwaPrompts />
    </Suspense>
  );
}

/**
 * Providers around the router. The toaster and the socket (`realtime-bridge.tsx`) load once the first page is
 * shown (lib/after-first-page.ts; toasts made before it replay when it mounts); tooltips get their provider
 * from the layouts and pages that use them (components/ui/tooltip.tsx); pages that show a chat room get the
 * lazily loaded panel through `ChatSlotContext`. What waits for the first page is a component of its own, so
 * its arrival re-renders it alone, not the routes.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ChatSlotContext value={renderChat}>
        <BrowserRouter>
          <AppRoutes />
          {/* In the router: the install offer is not shown on the sign-in and sign-up pages. */}
          <AfterFirstPageParts />
        </BrowserRouter>
      </ChatSlotContext>
    </QueryClientProvider>
  );
}
