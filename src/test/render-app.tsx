// Renders routes the way the app does (session, react-aria router, toasts) against a real test server.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate, type RouteObject } from 'react-router-dom';
import { useAbsoluteHref } from '@/app/AriaLayout';
import { ToastContainer } from '@/test/toast-container';
import { SessionProvider } from '@/lib/session';

function TestRoot() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useAbsoluteHref}>
      <I18nProvider locale="es-MX">
        <SessionProvider>
          <Outlet />
          <ToastContainer position="bottom-right" autoClose={5000} />
        </SessionProvider>
      </I18nProvider>
    </AriaRouterProvider>
  );
}

export const TEST_USER_EMPLOYER = {
  id: 'u1',
  email: 'mariajose.hernandez@constructoradelbajio.mx',
  firstName: 'María José',
  lastName: 'Hernández Ñúñez',
  name: 'María José Hernández Ñúñez',
  avatar: null,
  customerId: 'c1',
  isEmployer: true,
  customer: { id: 'c1', openpayCustomerId: 'ag4nktpdzebjiye1tlze', defaultCardId: 'card_1', isEmployer: true, autoPaymentEnabled: true },
};

export const TEST_USER_NON_EMPLOYER = {
  ...TEST_USER_EMPLOYER,
  id: 'u2',
  email: 'joseluis.ramirez@gmail.com',
  firstName: 'José Luis',
  lastName: 'Ramírez Ortiz',
  name: 'José Luis Ramírez Ortiz',
  isEmployer: false,
  customer: { id: 'c2', openpayCustomerId: 'bq9xk2', defaultCardId: null, isEmployer: false, autoPaymentEnabled: false },
};

export function renderRoutes(routes: RouteObject[], initialPath: string, queryClient?: QueryClient) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ element: <TestRoot />, children: routes }], { initialEntries: [initialPath] });
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient: client };
}
