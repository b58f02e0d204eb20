import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { RouterProvider } from 'react-router';
import { useAfterFirstPage } from '../lib/after-first-page';
import { queryClient } from './query-client';
import { router } from './router';

const AppToaster = lazy(() => import('./toaster'));

/**
 * Providers around the router. The toaster loads once the first page is shown (lib/after-first-page.ts;
 * toasts made before it replay when it mounts); tooltips get their provider from the layouts and pages that
 * use them (components/ui/tooltip.tsx).
 */
export function App() {
  const afterFirstPage = useAfterFirstPage();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {afterFirstPage ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
