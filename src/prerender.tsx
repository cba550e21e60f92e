// Build-time entry (see scripts/prerender-plugin.ts): renders the public first-load pages to
// HTML, so they paint before any JavaScript arrives; src/main.tsx then hydrates them.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/App';
import { resolveLazyRoutes } from './app/lazy-routes';
import { createPublicRoutes } from './app/router';
import { paths } from './config/paths';
import { pageTitle } from './lib/page-state';

export interface PrerenderedPage {
  path: string;
  /** Written next to index.html; nginx and `vite preview` serve it for `path`. */
  file: string;
  /** The title the page sets once running (usePageHeader), so it is right before JS too. */
  title: string;
}

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  { path: paths.landing, file: 'landing.html', title: pageTitle('') },
  { path: paths.login, file: 'login.html', title: pageTitle('Iniciar sesión') },
  { path: paths.requestReset, file: 'recuperar-contrasena.html', title: pageTitle('Recuperar contraseña') },
  { path: paths.privacyNotice, file: 'aviso-de-privacidad.html', title: pageTitle('Aviso de privacidad integral') },
  { path: paths.privacyNoticeShort, file: 'aviso-de-privacidad/simplificado.html', title: pageTitle('Aviso de privacidad simplificado') },
  { path: paths.help, file: 'ayuda.html', title: pageTitle('Ayuda') },
];

/** The markup of `path` as a signed-out visitor first sees it (what hydration must reproduce). */
export async function renderPage(path: string): Promise<string> {
  const routes = createPublicRoutes();
  await resolveLazyRoutes(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
