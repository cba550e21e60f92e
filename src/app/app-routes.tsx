// The signed-in area's routes (everything under AriaLayout: /app and the 404 page), a chunk of its
// own: the browser router discovers them on the first navigation that the public routes do not
// match (router.tsx, patchRoutesOnNavigation), so the public pages' first load never carries them,
// and a new screen here adds nothing to / or /login.
import { balanceQueryOptions } from '@/features/billing/quotations/api/get-balance';
import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router-dom';
import { appPaths } from '@/config/app-paths';
import { cardsQueryOptions } from '@/features/payment-methods/cards/get-cards';
import { pendingQuotationsQueryOptions } from '@/features/billing/quotations/api/get-pending-quotations';
import { quotationsQueryOptions } from '@/features/billing/quotations/api/get-quotations';
import { AppShell } from '@/components/layout/AppShell';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/lazy';
import { screenRoute } from '@/lib/screen-route';
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
 * The children the signed-in area adds to the root route: AriaLayout (react-aria's router and
 * locale) and the shell come with these routes (every screen here needs them); each screen is split. Paths come from config/app-paths (nested
 * routes repeat their parent's, as absolute paths must).
 */
export const createAppAreaRoutes = (queryClient: QueryClient): RouteObject[] => {
  const screen = screenRoute(queryClient);
  return [
    {
      Component: AriaLayout,
      children: [
        {
          path: appPaths.root,
          Component: AppShell,
          children: withScreenErrors([
            // Inicio and Métodos de pago read fixed data: their queries start with the navigation.
            screen({
              queries: () => [quotationsQueryOptions(), pendingQuotationsQueryOptions(), balanceQueryOptions(), cardsQueryOptions()],
              load: () => import('@/features/billing/quotations/components/HomePage').then((m) => ({ Component: m.HomePage })),
            }),
            // The others name theirs in their chunk (`queries`): what their URL names.
            screen({
              path: appPaths.quotation.pattern,
              load: () =>
                import('@/features/billing/quotations/components/QuotationDetailPage').then((m) => ({
                  Component: m.QuotationDetailPage,
                  queries: m.queries,
                })),
            }),
            screen({
              path: appPaths.quotationConfirmation.pattern,
              load: () =>
                import('@/features/billing/quotations/components/QuotationConfirmationPage').then((m) => ({
                  Component: m.QuotationConfirmationPage,
                  queries: m.queries,
                })),
            }),
            screen({
              path: appPaths.paymentMethods,
              queries: () => [cardsQueryOptions()],
              load: () =>
                import('@/features/payment-methods/components/PaymentMethodsPage').then((m) => ({ Component: m.PaymentMethodsPage })),
            }),
            // Historial, a payment and its receipt open the one invoice dialog their parent mounts.
            {
              lazy: () =>
                import('@/features/billing/invoices/components/InvoiceRequestLayout').then((m) => ({ Component: m.InvoiceRequestLayout })),
              children: [
                screen({
                  path: appPaths.paymentHistory,
                  load: () =>
                    import('@/features/billing/payments/components/PaymentHistoryPage').then((m) => ({
                      Component: m.PaymentHistoryPage,
                      queries: m.queries,
                    })),
                }),
                screen({
                  path: appPaths.payment.pattern,
                  load: () =>
                    import('@/features/billing/payments/components/PaymentDetailPage').then((m) => ({
                      Component: m.PaymentDetailPage,
                      queries: m.queries,
                    })),
                }),
                screen({
                  path: appPaths.paymentReceipt.pattern,
                  load: () =>
                    import('@/features/billing/payments/components/reference-pages').then((m) => ({
                      Component: m.PaymentReceiptPage,
                      queries: m.queries,
                    })),
                }),
              ],
            },
            screen({
              path: appPaths.statement,
              load: () =>
                import('@/features/billing/statement/components/StatementPage').then((m) => ({
                  Component: m.StatementPage,
                  queries: m.queries,
                })),
            }),
            screen({
              path: appPaths.notifications,
              load: () =>
                import('@/features/account/notifications/components/NotificationsPage').then((m) => ({
                  Component: m.NotificationsPage,
                  queries: m.queries,
                })),
            }),
            // Privacy: ARCO rights.
            screen({
              path: appPaths.privacy,
              load: () =>
                import('@/features/account/privacy/components/PrivacyPage').then((m) => ({ Component: m.PrivacyPage, queries: m.queries })),
            }),
            screen({
              path: appPaths.paymentInstructions.pattern,
              load: () =>
                import('@/features/billing/payments/components/reference-pages').then((m) => ({
                  Component: m.PaymentInstructionsPage,
                  queries: m.queries,
                })),
            }),
            {
              lazy: kindGate('nonEmployer'),
              children: [
                screen({
                  path: appPaths.personalData,
                  kind: 'nonEmployer',
                  load: () =>
                    import('@/features/account/profile/components/PersonalDataPage').then((m) => ({
                      Component: m.PersonalDataPage,
                      queries: m.queries,
                    })),
                }),
              ],
            },
            {
              lazy: kindGate('employer'),
              children: [
                screen({
                  path: appPaths.profile,
                  kind: 'employer',
                  load: () =>
                    import('@/features/account/profile/components/CompanyProfilePage').then((m) => ({
                      Component: m.CompanyProfilePage,
                      queries: m.queries,
                    })),
                }),
                screen({
                  path: appPaths.employees,
                  kind: 'employer',
                  load: () =>
                    import('@/features/employees/components/EmployeesPage').then((m) => ({
                      Component: m.EmployeesPage,
                      queries: m.queries,
                    })),
                }),
              ],
            },
            screen({
              path: appPaths.help,
              load: () => import('@/features/public/legal/components/HelpPage').then((m) => ({ Component: m.AppHelpPage })),
            }),
            { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundInApp })) },
          ]),
        },
        { path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ];
};
