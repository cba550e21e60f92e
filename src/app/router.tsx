import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { loadQueryClient } from '@/lib/query-client-store';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

/** The root route's id: the signed-in area's routes are patched in under it (createAppRouter). */
const ROOT_ROUTE_ID = 'root';

/**
 * What the router renders while the first page's lazy chunk loads in a client-only render (e.g.
 * `npm run dev`, which pre-renders nothing, or /app): nothing, as before, but named so React Router
 * knows it is intended. A pre-rendered page never shows it: src/main.tsx resolves that page's lazy
 * routes before hydrating, so the router starts initialized.
 */
function HydrateFallback() {
  return null;
}

/**
 * A public page whose code loads when its path is first matched. Not screenRoute (lib/screen-route):
 * these pages read no query before their code, and the entry has no query client to start one.
 */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: () => load().then((Component) => ({ Component })),
});

// The entry holds only the public routes. The landing and the public sign-in screens carry no
// react-aria and are lazy too: they are pre-rendered (they paint before any JavaScript), and each
// loads only its own code, so the landing is not part of /login's first load. The signed-in area
// (app-routes.tsx) is discovered on the first navigation these do not match.
export const createPublicRoutes = (): RouteObject[] => [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback,
    children: [
      page(paths.landing, () => import('@/features/public/landing/LandingPage').then((m) => m.LandingPage)),
      // The public screens are first loads too: plain controls, no react-aria (see AuthControls).
      page(paths.login, () => import('@/features/auth/components/LoginPage').then((m) => m.LoginPage)),
      page(paths.requestReset, () => import('@/features/auth/components/RequestResetPage').then((m) => m.RequestResetPage)),
      page(paths.resetPassword, () => import('@/features/auth/components/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
      // Public too (the link may be opened on another device), not pre-rendered: it reads the session.
      page(paths.confirmEmail, () => import('@/features/auth/components/ConfirmEmailPage').then((m) => m.ConfirmEmailPage)),
      // The invited employee has no account yet; not pre-rendered: it reads the invitation first.
      page(paths.acceptInvitation, () => import('@/features/auth/components/AcceptInvitationPage').then((m) => m.AcceptInvitationPage)),
      // The aviso de privacidad and Ayuda: public, pre-rendered, each its own chunk.
      page(paths.privacyNotice, () => import('@/features/public/legal/components/PrivacyNoticePage').then((m) => m.PrivacyNoticeFullPage)),
      page(paths.privacyNoticeShort, () =>
        import('@/features/public/legal/components/PrivacyNoticePage').then((m) => m.PrivacyNoticeShortPage),
      ),
      page(paths.help, () => import('@/features/public/legal/components/HelpPage').then((m) => m.HelpPage)),
    ],
  },
];

let appArea: Promise<typeof import('./app-routes')> | null = null;
/** The signed-in area's routes; main.tsx starts this at once when the first page is one of them. */
export const loadAppArea = () => (appArea ??= import('./app-routes'));

/**
 * The browser's router on the public routes, which patches the signed-in area in (once) on the
 * first navigation they do not match: /app and its screens, or an unknown path (its 404 is there).
 * The area comes with the query client (lib/query-client-store), which the public pages do without.
 */
export function createAppRouter(routes: RouteObject[]) {
  let discovered = false;
  return createBrowserRouter(routes, {
    async patchRoutesOnNavigation({ patch }) {
      if (discovered) return;
      // The area's screens and loaders use the query client: it is made alongside.
      const [{ createAppAreaRoutes }, queryClient] = await Promise.all([loadAppArea(), loadQueryClient()]);
      if (discovered) return;
      discovered = true;
      patch(ROOT_ROUTE_ID, createAppAreaRoutes(queryClient));
    },
  });
}
