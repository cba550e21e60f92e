import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cardsQueryOptions } from '@/lib/cards/get-cards';
import { pendingQuotationsQueryOptions } from '@/features/quotations/api/get-pending-quotations';
import { quotationsQueryOptions } from '@/features/quotations/api/get-quotations';
import { getToken } from '@/lib/session';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

const kindGate = (kind: 'employer' | 'nonEmployer') => () =>
  import('@/components/layout/KindGate').then(({ KindGate }) => ({ element: <KindGate kind={kind} /> }));

/**
 * A loader that starts a screen's queries while its code is still loading, instead of after it
 * renders: on a first visit to /app the data and the chunks then arrive together. It returns at
 * once (the screen reads the cache) and runs only on entering the route; signed out it does nothing.
 */
function prefetchLoader(
  queryClient: QueryClient,
  prefetch: (client: QueryClient) => Promise<void>[],
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: () => {
      if (getToken()) void Promise.all(prefetch(queryClient));
      return null;
    },
    shouldRevalidate: () => false,
  };
}

/**
 * What the router renders while the first page's lazy chunk loads in a client-only render (e.g.
 * `npm run dev`, which pre-renders nothing, or /app): nothing, as before, but named so React Router
 * knows it is intended. A pre-rendered page never shows it: src/main.tsx resolves that page's lazy
 * routes before hydrating, so the router starts initialized.
 */
function HydrateFallback() {
  return null;
}

// Paths come from config/paths (nested routes repeat their parent's, as absolute paths must).
// The landing and the public sign-in screens carry no react-aria and are lazy too: they are
// pre-rendered (they paint before any JavaScript), and each loads only its own code, so the landing
// is not part of /login's first load. Everything else is split by route under AriaLayout
// (react-aria's router and locale), itself lazy.
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback,
    children: [
      { path: paths.landing, lazy: () => import('@/features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })) },
      // The public screens are first loads too: plain controls, no react-aria (see AuthControls).
      { path: paths.login, lazy: () => import('@/features/auth/components/LoginPage').then((m) => ({ Component: m.LoginPage })) },
      {
        path: paths.requestReset,
        lazy: () => import('@/features/auth/components/RequestResetPage').then((m) => ({ Component: m.RequestResetPage })),
      },
      {
        path: paths.resetPassword,
        lazy: () => import('@/features/auth/components/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      // Public too (the link may be opened on another device), not pre-rendered: it reads the session.
      {
        path: paths.confirmEmail,
        lazy: () => import('@/features/auth/components/ConfirmEmailPage').then((m) => ({ Component: m.ConfirmEmailPage })),
      },
      {
        lazy: () => import('./AriaLayout').then((m) => ({ Component: m.AriaLayout })),
        children: [
          {
            path: paths.app.root,
            lazy: () => import('@/components/layout/AppShell').then((m) => ({ Component: m.AppShell })),
            children: [
              {
                index: true,
                ...prefetchLoader(queryClient, (client) => [
                  client.prefetchQuery(quotationsQueryOptions()),
                  client.prefetchQuery(pendingQuotationsQueryOptions()),
                  client.prefetchQuery(cardsQueryOptions()),
                ]),
                lazy: () => import('@/features/quotations/components/HomePage').then((m) => ({ Component: m.HomePage })),
              },
              {
                path: paths.app.quotation.pattern,
                lazy: () =>
                  import('@/features/quotations/components/QuotationDetailPage').then((m) => ({ Component: m.QuotationDetailPage })),
              },
              {
                path: paths.app.quotationConfirmation.pattern,
                lazy: () =>
                  import('@/features/quotations/components/QuotationConfirmationPage').then((m) => ({
                    Component: m.QuotationConfirmationPage,
                  })),
              },
              {
                path: paths.app.paymentMethods,
                ...prefetchLoader(queryClient, (client) => [client.prefetchQuery(cardsQueryOptions())]),
                lazy: () =>
                  import('@/features/payment-methods/components/PaymentMethodsPage').then((m) => ({ Component: m.PaymentMethodsPage })),
              },
              {
                path: paths.app.paymentHistory,
                lazy: () => import('@/features/payments/components/PaymentHistoryPage').then((m) => ({ Component: m.PaymentHistoryPage })),
              },
              {
                path: paths.app.payment.pattern,
                lazy: () => import('@/features/payments/components/PaymentDetailPage').then((m) => ({ Component: m.PaymentDetailPage })),
              },
              {
                path: paths.app.paymentReceipt.pattern,
                lazy: () => import('@/features/payments/components/reference-pages').then((m) => ({ Component: m.PaymentReceiptPage })),
              },
              {
                path: paths.app.paymentInstructions.pattern,
                lazy: () =>
                  import('@/features/payments/components/reference-pages').then((m) => ({ Component: m.PaymentInstructionsPage })),
              },
              {
                lazy: kindGate('nonEmployer'),
                children: [
                  {
                    path: paths.app.personalData,
                    lazy: () => import('@/features/profile/components/PersonalDataPage').then((m) => ({ Component: m.PersonalDataPage })),
                  },
                ],
              },
              {
                lazy: kindGate('employer'),
                children: [
                  {
                    path: paths.app.profile,
                    lazy: () =>
                      import('@/features/profile/components/CompanyProfilePage').then((m) => ({ Component: m.CompanyProfilePage })),
                  },
                  {
                    path: paths.app.employees,
                    lazy: () => import('@/features/employees/components/EmployeesPage').then((m) => ({ Component: m.EmployeesPage })),
                  },
                ],
              },
              { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundInApp })) },
            ],
          },
          { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];

export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}
