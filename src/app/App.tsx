import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app. Its query client and router are made by the caller (src/main.tsx in the browser,
 * src/prerender.tsx at build time with a memory router), so route loaders can prefetch into the
 * same cache the screens read.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
