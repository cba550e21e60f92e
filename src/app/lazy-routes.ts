import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy route modules that `pathname` matches and puts them on the route objects, so a
 * router created afterwards renders that page at once. A pre-rendered page needs this twice:
 * on the server to render it, and in the browser so that the first render (the hydration)
 * produces the same markup instead of an empty router waiting for its chunks.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
