import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from './query-client';
import { router } from './router';

const AppToaster = lazy(() => import('./toaster'));

/**
 * Providers around the router. The toaster loads right after the first paint; tooltips get their provider
 * from the layouts and pages that use them (components/ui/tooltip.tsx).
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
