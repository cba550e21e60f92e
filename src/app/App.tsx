import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { getQueryClient, provideQueryClient, subscribeQueryClient } from '@/lib/query-client-store';
import { AppErrorBoundary } from './AppErrorBoundary';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * QueryClientProvider for a client that may come later: the public pages render without one (its
 * code is not on their first load); the signed-in area and the session check make it
 * (lib/query-client-store) and everything under here sees it then. Mounting it subscribes it to
 * focus and network events, as QueryClientProvider does.
 */
function LateQueryClientProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, getQueryClient, getQueryClient);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>;
}

/**
 * The whole app. Its router is made by the caller (src/main.tsx in the browser, src/prerender.tsx
 * at build time with a memory router); a query client given here (tests, the pre-render) is the
 * app's from the start, else it is made on demand (lib/query-client-store).
 */
export function App({ queryClient, router }: { queryClient?: QueryClient; router: AppRouter }) {
  if (queryClient && getQueryClient() !== queryClient) provideQueryClient(queryClient);
  return (
    <AppErrorBoundary>
      <LateQueryClientProvider>
        <RouterProvider router={router} />
      </LateQueryClientProvider>
    </AppErrorBoundary>
  );
}
