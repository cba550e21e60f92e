import { useCallback, type MouseEvent } from 'react';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useNavigate, type NavigateOptions } from 'react-router-dom';
import { followAppLink } from '@/lib/app-links';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Every href in the app is an absolute path (src/config/paths.ts, app-paths.ts) or URL and the router has no
 * basename, so there is nothing to resolve. react-router's useHref would also subscribe every
 * react-aria row, link and menu item to the location, re-rendering them all on each navigation
 * (a whole payments table on every page change).
 */
function useAbsoluteHref(href: string): string {
  return href;
}

/**
 * The /app area and the not-found page: react-aria links and the plain links marked APP_LINK
 * (lib/app-links) navigate through react-router, and react-aria formats in es-MX. Loaded lazily,
 * so the public pages ship no react-aria.
 */
export function AriaLayout() {
  const navigate = useNavigate();
  // Stable, for the same reason: a new function would change react-aria's router context.
  const navigateWithRouter = useCallback((to: string, options?: NavigateOptions) => void navigate(to, options), [navigate]);
  const followLink = useCallback(
    (event: MouseEvent<HTMLDivElement>) => void followAppLink(event, navigateWithRouter),
    [navigateWithRouter],
  );
  return (
    <AriaRouterProvider navigate={navigateWithRouter} useHref={useAbsoluteHref}>
      <I18nProvider locale="es-MX">
        {/* No box of its own (display: contents): only the clicks on the area's links pass through it. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated link clicks; links answer Enter themselves with a click */}
        <div className="contents" onClick={followLink}>
          <Outlet />
        </div>
      </I18nProvider>
    </AriaRouterProvider>
  );
}
