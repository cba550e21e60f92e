import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import './styles.css';
import { envResult } from './config/env';
import { App } from './app/App';
import { resolveLazyRoutes } from './app/lazy-routes';
import { createAppRouter, createPublicRoutes, loadAppArea } from './app/router';
import { forgetTypedFields, keepTypedFields } from './lib/hydration';
import { initMonitoring } from './lib/monitoring';
import { loadQueryClient, setQueryClientFactory } from './lib/query-client-store';
import { getToken } from './lib/session';
import { startSessionCheck } from './lib/session/early-check';

const container = document.getElementById('root')!;
// Set by the build's pre-render on the public pages it rendered (scripts/prerender-plugin.ts).
const prerenderedPath = container.dataset.prerendered;

async function start() {
  if (!envResult.ok) {
    // The API client requires a base URL: say so instead of a blank page (see docs/architecture.md).
    console.error(`Cotiza no puede iniciar: ${envResult.problems.join(' ')}`);
    // Its own chunk: only a misconfigured build ever shows it.
    const { StartupErrorScreen } = await import('./app/StartupErrorScreen');
    createRoot(container).render(<StartupErrorScreen problems={envResult.problems} />);
    return;
  }
  initMonitoring(envResult.env);
  // TanStack Query and the app's client are a chunk of their own, made when a session or the
  // signed-in area needs them: a signed-out first load of the public pages never downloads them.
  setQueryClientFactory(() => import('./app/query-client').then((m) => m.createQueryClient()));
  // A stored session: the user is requested now, alongside the screen's code, and the check's query
  // takes that answer over once TanStack Query's chunk is here.
  if (getToken()) {
    startSessionCheck();
    Promise.all([loadQueryClient(), import('./lib/session/user-query')])
      .then(([client, { prefetchSessionUser }]) => prefetchSessionUser(client))
      // A chunk that cannot load is said where it is needed: the signed-in area's navigation awaits the
      // same chunk and shows the route's error screen.
      .catch(() => {});
  }
  const routes = createPublicRoutes();
  // A first page in the signed-in area (or unknown): its routes load now, beside the session check.
  if (!matchRoutes(routes, window.location.pathname)) void loadAppArea();
  // The HTML was rendered for the bare path: with a query (e.g. ?volver=) the page may differ, so
  // React renders it afresh over the same-looking markup instead of hydrating it.
  const samePage = prerenderedPath === window.location.pathname;
  const hydrate = samePage && window.location.search === '';
  // The page's chunk first, so the first render matches the HTML (or replaces it at once) instead of an empty router.
  if (samePage) await resolveLazyRoutes(routes, prerenderedPath);
  const app = (
    <StrictMode>
      <App router={createAppRouter(routes)} />
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else if (prerenderedPath) {
    // The pre-rendered fields go with the fresh render: what was typed in them is kept for the new
    // ones, which read it as they mount (committed at once here), and whatever no field took
    // (a password among it) is forgotten right after.
    keepTypedFields(container);
    const root = createRoot(container);
    flushSync(() => root.render(app));
    forgetTypedFields();
  } else createRoot(container).render(app);
}

void start();
