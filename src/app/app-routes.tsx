// The signed-in area's routes (everything under AriaLayout: /app and the 404 page), a chunk of its
// own: the browser router discovers them on the first navigation that the public routes do not
// match (router.tsx, patchRoutesOnNavigation), so the public pages' first load never carries them,
// and a new screen here adds nothing to / or /login.
import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cardsQueryOptions } from '@/lib/cards/get-cards';
import { pendingQuotationsQueryOptions } from '@/features/quotations/api/get-pending-quotations';
import { quotationsQueryOptions } from '@/features/quotations/api/get-quotations';
import { AppShell } from '@/components/layout/AppShell';
import { getToken } from '@/lib/session';
import { AriaLayout } from './AriaLayout';

const kindGate = (kind: 'employer' | 'nonEmployer') => () =>
  import('@/components/layout/KindGate').then(({ KindGate }) => ({ element: <KindGate kind={kind} /> }));

/**
 * A loader that starts a screen's queries (those its URL names, from `params`) before it renders.
 * It returns at once (the screen reads the cache) and never throws: a failed read stays in the
 * cache as the query's error, which the screen shows as its own error state, never the router's
 * error page. It runs only on entering the route; signed out it does nothing.
 */
function prefetchLoader(
  queryClient: QueryClient,
  prefetch: (client: QueryClient, params: Params) => Promise<unknown>[],
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: ({ params }) => {
      if (getToken()) Promise.all(prefetch(queryClient, params)).catch(() => undefined);
      return null;
    },
    // Only a head start: another item of the same screen is read by the screen itself.
    shouldRevalidate: () => false,
  };
}

/** A screen's chunk with the loader it exports (`routeData`: the queries its URL names), both loaded together. */
const withRouteData =
  (queryClient: QueryClient) =>
  <M extends { routeData: (client: QueryClient, params: Params) => Promise<unknown>[] }>(Component: (m: M) => RouteObject['Component']) =>
  (m: M) => ({ Component: Component(m), ...prefetchLoader(queryClient, m.routeData) });

/**
 * The children the signed-in area adds to the root route: AriaLayout (react-aria's router and
 * locale) and the shell come with these routes (every screen here needs them); each screen is split. Paths come from config/paths (nested
 * routes repeat their parent's, as absolute paths must).
 */
export const createAppAreaRoutes = (queryClient: QueryClient): RouteObject[] => {
  const routeData = withRouteData(queryClient);
  return [
    {
      Component: AriaLayout,
      children: [
        {
          path: paths.app.root,
          Component: AppShell,
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
              lazy: () => import('@/features/quotations/components/QuotationDetailPage').then(routeData((m) => m.QuotationDetailPage)),
            },
            {
              path: paths.app.quotationConfirmation.pattern,
              lazy: () =>
                import('@/features/quotations/components/QuotationConfirmationPage').then(routeData((m) => m.QuotationConfirmationPage)),
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
              lazy: () => import('@/features/payments/components/PaymentDetailPage').then(routeData((m) => m.PaymentDetailPage)),
            },
            {
              path: paths.app.paymentReceipt.pattern,
              lazy: () => import('@/features/payments/components/reference-pages').then(routeData((m) => m.PaymentReceiptPage)),
            },
            {
              path: paths.app.paymentInstructions.pattern,
              lazy: () => import('@/features/payments/components/reference-pages').then(routeData((m) => m.PaymentInstructionsPage)),
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
                  lazy: () => import('@/features/profile/components/CompanyProfilePage').then((m) => ({ Component: m.CompanyProfilePage })),
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
  ];
};
