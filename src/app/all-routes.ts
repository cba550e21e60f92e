import type { QueryClient } from '@tanstack/react-query';
import type { NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { createAppAreaRoutes } from './app-routes';
import { createPublicRoutes } from './router';

/**
 * Every route at once, public and signed-in, for routers that discover nothing (the unit tests'
 * memory routers). The browser's router starts with the public ones only (router.tsx).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const routes = createPublicRoutes();
  const root = routes[0] as NonIndexRouteObject;
  root.children = [...(root.children ?? []), ...createAppAreaRoutes(queryClient)];
  return routes;
}
