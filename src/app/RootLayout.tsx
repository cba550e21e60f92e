import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from '@/components/layout/SkipLink';
import { SessionProvider } from '@/lib/session';
import { usePageState } from '@/lib/page-state';
import { ToastHost } from '@/lib/toast/ToastHost';

// react-aria's Modal is heavy and the public pages never need it: the spinner's code loads
// the first time the global loading flag is set.
const FullScreenSpinner = lazy(() => import('@/components/ui/FullScreenSpinner').then((m) => ({ default: m.FullScreenSpinner })));

function GlobalSpinner() {
  const { loadingCount, loadingLabel } = usePageState();
  if (loadingCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <FullScreenSpinner label={loadingLabel ?? 'Procesando...'} />
    </Suspense>
  );
}

/**
 * Every route: the skip link (the first focusable element of every page), the session, the
 * full-screen spinner and the toasts (bottom right, 5 s). Nothing heavy loads here: the first-load
 * budget of the public pages is 130 KB of JavaScript.
 */
export function RootLayout() {
  return (
    <SessionProvider>
      <SkipLink />
      <Outlet />
      <GlobalSpinner />
      <ToastHost />
    </SessionProvider>
  );
}
