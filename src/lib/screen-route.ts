// One way to declare a signed-in screen: its path, its lazy component and the queries it reads,
// started by a loader while its code loads (on a first visit the data and the chunk then arrive
// together). Kept tiny: the route table that uses it is on /app's first load.
import type { ComponentType } from 'react';
import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { getToken, isEmployerUser, userQueryKey, type User } from '@/lib/session';

/* eslint-disable @typescript-eslint/no-explicit-any -- any query's options, whatever its data and key */
/** The queries a screen reads, from its URL (params, search): the options its hooks use. */
export type ScreenQueries = (args: LoaderFunctionArgs) => readonly EnsureQueryDataOptions<any, any, any, any>[];
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A screen module's answer to `lazy`: its component, and the queries its URL names when only its chunk knows them. */
export interface LazyScreen {
  Component: ComponentType;
  queries?: ScreenQueries;
}

export interface Screen {
  /** None: the index screen of its parent. */
  path?: string;
  load: () => Promise<LazyScreen>;
  /** Queries known without the screen's code (fixed data): they start with the navigation, not after the chunk. */
  queries?: ScreenQueries;
  /**
   * A screen under a KindGate: its reads start only once the user is known to be of that kind (an
   * employer-only call from anyone else answers 403). On a first visit the gate's screen reads them.
   */
  kind?: 'employer' | 'nonEmployer';
}

/**
 * The loader: signed in, it starts each query unless cached (or failed) and returns at once. It never throws:
 * a failed read stays in the cache as the query's error and the screen shows its own error state
 * (never the router's error page); signed out it reads nothing.
 */
const prefetchLoader = (queryClient: QueryClient, queries: ScreenQueries, kind: Screen['kind']) => (args: LoaderFunctionArgs) => {
  if (getToken() && isOfKind(queryClient, kind)) {
    for (const options of queries(args)) {
      // A read that failed is the screen's to retry (its «Reintentar»), not every navigation's.
      if (queryClient.getQueryState(options.queryKey)?.status === 'error') continue;
      queryClient.ensureQueryData(options).catch(() => undefined);
    }
  }
  return null;
};

function isOfKind(queryClient: QueryClient, kind: Screen['kind']): boolean {
  if (!kind) return true;
  const user = queryClient.getQueryData<User>(userQueryKey());
  return user !== undefined && isEmployerUser(user) === (kind === 'employer');
}

/**
 * A new query string on the same page (a list's filter, sort or page) runs no loader: the screen on
 * screen reads its new queries as it renders. With no loader to wait for, react-router commits the
 * change at once, synchronously when asked to (useUrlList's `flushSync`), where after a loader it
 * always commits as a transition: time-sliced, a page of Historial took about twice as long to
 * appear at 4× CPU (docs/performance.md).
 */
export const revalidateOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** The route of a screen (see Screen). */
export const screenRoute =
  (queryClient: QueryClient) =>
  ({ path, load, queries, kind }: Screen): RouteObject => {
    // An undefined loader is no loader (React Router treats it as not set).
    const lazy = () => load().then((m) => ({ Component: m.Component, loader: m.queries && prefetchLoader(queryClient, m.queries, kind) }));
    const loader = queries && prefetchLoader(queryClient, queries, kind);
    const shouldRevalidate = revalidateOnNewPath;
    return path === undefined ? { index: true, lazy, loader, shouldRevalidate } : { path, lazy, loader, shouldRevalidate };
  };
