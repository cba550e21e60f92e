// The signed-in area's routes (everything under AriaLayout: /app and the 404 page), a chunk of its
// own: the browser router discovers them on the first navigation that the public routes do not
// match (router.tsx, patchRoutesOnNavigation), so the public pages' first load never carries them,
// and a new screen here adds nothing to / or /login.
import { balanceQueryOptions } from '@/features/billing/quotations/api/get-balance';
import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cardsQueryOptions } from '@/features/payment-methods/cards/get-cards';
import { pendingQuotationsQueryOptions } from '@/features/billing/quotations/api/get-pending-quotations';
import { quotationsQueryOptions } from '@/features/billing/quotations/api/get-quotations';
import { AppShell } from '@/components/layout/AppShell';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/lazy';
import { getToken } from '@/lib/session';
import { AriaLayout } from './AriaLayout';

const kindGate = (kind: 'employer' | 'nonEmployer') => () =>
  import('@/components/layout/KindGate').then(({ KindGate }) => ({ element: <KindGate kind={kind} /> }));

// A screen that breaks, or whose code does not arrive, shows this inside the shell. Its code is
// off the first load but fetched once the browser is idle: after a deploy it could not be.
const ScreenError = lazyComponent(() => import('./ScreenError').then((m) => m.ScreenError));

function Screens() {
  usePreloadWhenIdle(ScreenError.preload);
  return <Outlet />;
}

// Not loaded yet and not loadable (offline, a deploy), it throws to the root route's crash screen.
function ScreenErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ScreenError />
    </Suspense>
  );
}

/** The screens inside the shell, under one error boundary: the shell survives a screen's error. */
const withScreenErrors = (screens: RouteObject[]): RouteObject[] => [
  { Component: Screens, ErrorBoundary: ScreenErrorBoundary, children: screens },
];

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
 * The children the signed-in area adds to the root route: AriaLayout (react-aria's router and
 * locale) and the shell come with these routes (every screen here needs them); each screen is split. Paths come from config/paths (nested
 * routes repeat their parent's, as absolute paths must).
 */
export const createAppAreaRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    Component: AriaLayout,
    children: [
      {
        path: paths.app.root,
        Component: AppShell,
        children: withScreenErrors([
          {
            index: true,
            ...prefetchLoader(queryClient, (client) => [
              client.prefetchQuery(quotationsQueryOptions()),
              client.prefetchQuery(pendingQuotationsQueryOptions()),
              client.prefetchQuery(balanceQueryOptions()),
              client.prefetchQuery(cardsQueryOptions()),
            ]),
            lazy: () => import('@/features/billing/quotations/components/HomePage').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: paths.app.quotation.pattern,
            lazy: () =>
              import('@/features/billing/quotations/components/QuotationDetailPage').then((m) => ({
                Component: m.QuotationDetailPage,
                loader: m.routeLoader(queryClient),
              })),
          },
          {
            path: paths.app.quotationConfirmation.pattern,
            lazy: () =>
              import('@/features/billing/quotations/components/QuotationConfirmationPage').then((m) => ({
                Component: m.QuotationConfirmationPage,
                loader: m.routeLoader(queryClient),
              })),
          },
          {
            path: paths.app.paymentMethods,
            ...prefetchLoader(queryClient, (client) => [client.prefetchQuery(cardsQueryOptions())]),
            lazy: () =>
              import('@/features/payment-methods/components/PaymentMethodsPage').then((m) => ({ Component: m.PaymentMethodsPage })),
          },
          // Historial, a payment and its receipt open the one invoice dialog their parent mounts.
          {
            lazy: () =>
              import('@/features/billing/invoices/components/InvoiceRequestLayout').then((m) => ({ Component: m.InvoiceRequestLayout })),
            children: [
              {
                path: paths.app.paymentHistory,
                lazy: () =>
                  import('@/features/billing/payments/components/PaymentHistoryPage').then((m) => ({ Component: m.PaymentHistoryPage })),
              },
              // These screens' loaders (routeLoader) come with their chunks: the data their URL names.
              {
                path: paths.app.payment.pattern,
                lazy: () =>
                  import('@/features/billing/payments/components/PaymentDetailPage').then((m) => ({
                    Component: m.PaymentDetailPage,
                    loader: m.routeLoader(queryClient),
                  })),
              },
              {
                path: paths.app.paymentReceipt.pattern,
                lazy: () =>
                  import('@/features/billing/payments/components/reference-pages').then((m) => ({
                    Component: m.PaymentReceiptPage,
                    loader: m.routeLoader(queryClient),
                  })),
              },
            ],
          },
          {
            path: paths.app.statement,
            lazy: () =>
              import('@/features/billing/statement/components/StatementPage').then((m) => ({
                Component: m.StatementPage,
                loader: m.routeLoader(queryClient),
              })),
          },
          // Notifications
          {
            path: paths.app.notifications,
            lazy: () =>
              import('@/features/account/notifications/components/NotificationsPage').then((m) => ({
                Component: m.NotificationsPage,
                loader: m.routeLoader(queryClient),
              })),
          },
          // Privacy: ARCO rights
          {
            path: paths.app.privacy,
            lazy: () =>
              import('@/features/account/privacy/components/PrivacyPage').then((m) => ({
                Component: m.PrivacyPage,
                loader: m.routeLoader(queryClient),
              })),
          },
          {
            path: paths.app.paymentInstructions.pattern,
            lazy: () =>
              import('@/features/billing/payments/components/reference-pages').then((m) => ({
                Component: m.PaymentInstructionsPage,
                loader: m.routeLoader(queryClient),
              })),
          },
          {
            lazy: kindGate('nonEmployer'),
            children: [
              {
                path: paths.app.personalData,
                lazy: () =>
                  import('@/features/account/profile/components/PersonalDataPage').then((m) => ({ Component: m.PersonalDataPage })),
              },
            ],
          },
          {
            lazy: kindGate('employer'),
            children: [
              {
                path: paths.app.profile,
                lazy: () =>
                  import('@/features/account/profile/components/CompanyProfilePage').then((m) => ({ Component: m.CompanyProfilePage })),
              },
              {
                path: paths.app.employees,
                lazy: () => import('@/features/employees/components/EmployeesPage').then((m) => ({ Component: m.EmployeesPage })),
              },
            ],
          },
          {
            path: paths.app.help,
            lazy: () => import('@/features/public/legal/components/HelpPage').then((m) => ({ Component: m.AppHelpPage })),
          },
          { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundInApp })) },
        ]),
      },
      { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
