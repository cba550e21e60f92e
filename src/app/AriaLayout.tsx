import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * The /app area and the not-found page: react-aria links navigate through react-router, and
 * react-aria formats in es-MX. Loaded lazily, so the public pages ship no react-aria.
 */
export function AriaLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <I18nProvider locale="es-MX">
        <Outlet />
      </I18nProvider>
    </AriaRouterProvider>
  );
}
