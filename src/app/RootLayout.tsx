import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { Slide, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { FullScreenSpinner } from '@/components/ui/Spinner';
import { SessionProvider } from '@/lib/session';
import { usePageState } from '@/lib/page-state';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export const TOAST_AUTO_CLOSE_MS = 5000;

function GlobalSpinner() {
  const { loadingCount } = usePageState();
  return loadingCount > 0 ? <FullScreenSpinner label="Procesando..." /> : null;
}

export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <I18nProvider locale="es-MX">
        <SessionProvider>
          <Outlet />
          <GlobalSpinner />
          <ToastContainer
            position="bottom-right"
            autoClose={TOAST_AUTO_CLOSE_MS}
            transition={Slide}
            newestOnTop
            closeButton
            pauseOnFocusLoss={false}
            theme="light"
          />
        </SessionProvider>
      </I18nProvider>
    </AriaRouterProvider>
  );
}
