// @vitest-environment node
import type { RouteObject } from 'react-router-dom';
import { resolveLazyRoutes } from './lazy-routes';

function Page() {
  return null;
}

describe('resolveLazyRoutes', () => {
  it('loads only the matched lazy routes and leaves them with their component', async () => {
    const loadLogin = vi.fn(async () => ({ Component: Page }));
    const loadApp = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'login', lazy: loadLogin },
          { path: 'app', lazy: loadApp },
        ],
      },
    ];

    await resolveLazyRoutes(routes, '/login');

    const [login, app] = routes[0]?.children ?? [];
    if (!login || !app) throw new Error('the two child routes are gone');
    expect(loadLogin).toHaveBeenCalledTimes(1);
    expect(loadApp).not.toHaveBeenCalled();
    expect(login.lazy).toBeUndefined();
    expect(login.Component).toBe(Page);
    expect(app.lazy).toBe(loadApp);
  });

  it('does nothing for a path no route matches', async () => {
    const load = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [{ path: '/login', lazy: load }];
    await resolveLazyRoutes(routes, '/nada');
    expect(load).not.toHaveBeenCalled();
  });
});
