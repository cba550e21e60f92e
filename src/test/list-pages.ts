// Helpers for the tests of the list screens (Historial, Empleados), which share one behaviour.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type userEvent from '@testing-library/user-event';
import type { Routes } from './render';

/**
 * A server of `total` rows at `path` (and its count at `path`/count) that honours skip and limit (default
 * limit `pageSize`); `make(n, skip)` makes the rows of a page. `overrides` replace or add routes.
 */
export function pagedRoutes(
  path: string,
  make: (n: number, skip: number) => unknown[],
  pageSize: number,
  total: number,
  overrides: Routes = {},
): Routes {
  return {
    [`GET ${path}`]: ({ url }) => {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { skip?: number; limit?: number };
      const skip = filter.skip ?? 0;
      return [200, make(Math.max(0, Math.min(filter.limit ?? pageSize, total - skip)), skip)];
    },
    [`GET ${path}/count`]: () => [200, { count: total }],
    ...overrides,
  };
}

/** `routes`, but the page of `route` that skips `skip` rows answers 500 while `fails()` says so. */
export function failingPage(routes: Routes, route: string, skip: number, fails: () => boolean): Routes {
  const answerPage = routes[route];
  if (!answerPage) throw new Error(`no ${route} to fail`);
  return {
    ...routes,
    [route]: (request) =>
      fails() && request.url.searchParams.get('filter')?.includes(`"skip":${skip}`)
        ? [500, { message: 'Ocurrió un error inesperado.' }]
        : answerPage(request),
  };
}

/** Presses the pagination's "Siguiente". */
export function nextPage(user: ReturnType<typeof userEvent.setup>) {
  return user.click(within(screen.getByRole('navigation', { name: 'Paginación' })).getByRole('button', { name: 'Siguiente' }));
}

/** Turns to page 2, which fails: the URL says page 2 and the error names the list. Returns the error. */
export async function turnToFailingPage(
  user: ReturnType<typeof userEvent.setup>,
  router: { state: { location: { search: string } } },
  errorTitle: string,
): Promise<HTMLElement> {
  await nextPage(user);
  await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(errorTitle);
  expect(alert).toHaveTextContent('Ocurrió un error inesperado.');
  // The summary no longer numbers the rows kept as this page's.
  expect(screen.getByTestId('results-summary')).not.toHaveTextContent(/Mostrando/);
  return alert;
}
