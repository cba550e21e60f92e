// What a signed-in screen shows when it breaks: inside the shell (the navigation, the header and
// "Cerrar sesión" stay), so the customer can go elsewhere. Loaded apart from /app's first load and
// preloaded when the browser is idle (app-routes.tsx), so it is in memory before a deploy removes
// the chunks it would need.
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { Button, LinkButton } from '@/components/ui/Button';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { appPaths } from '@/config/app-paths';
import { reportError } from '@/lib/monitoring';
import { usePageHeader } from '@/lib/page-state';

// How each browser (and Vite's preload of a chunk's stylesheet) says a chunk did not arrive.
const CHUNK_LOAD_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/**
 * Whether the screen's code failed to download: usually a new version was published (the old
 * files are gone) or the connection dropped. Only a full reload fixes either.
 */
export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_LOAD_FAILED.test(error.message);

const TEXT = {
  crash: {
    title: 'Algo salió mal',
    heading: 'No pudimos mostrar esta pantalla',
    description:
      'Ocurrió un error inesperado y ya lo reportamos a nuestro equipo. Intenta de nuevo o vuelve a Inicio; tu información guardada no se perdió.',
  },
  chunk: {
    title: 'No pudimos abrir esta pantalla',
    heading: 'Recarga la página para continuar',
    description:
      'Es posible que hayamos publicado una versión nueva de Cotiza o que tu conexión se haya interrumpido. Al recargar obtienes la versión más reciente; tu información guardada no se perdió.',
  },
} as const;

/** The route error element of the signed-in screens (a render error, or a screen's code that did not load). */
export function ScreenError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const location = useLocation();
  const navigate = useNavigate();
  const text = TEXT[chunk ? 'chunk' : 'crash'];
  usePageHeader(text.title, [{ label: 'Inicio', href: appPaths.home }, { label: text.title }]);
  // The error alone (its message is scrubbed of card numbers): never the screen's data.
  useEffect(() => reportError(error, { boundary: 'screen', chunkLoad: chunk }), [error, chunk]);
  return (
    // Its heading takes the focus, so a screen reader says what happened.
    <NotFoundState
      title={text.heading}
      description={text.description}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          {chunk ? (
            <Button onPress={() => window.location.reload()}>Recargar</Button>
          ) : (
            // The same address again: React Router clears a screen's error on a new location and
            // renders it afresh (its code loaded again if that had failed).
            <Button onPress={() => void navigate(location, { replace: true, state: location.state as unknown })}>Reintentar</Button>
          )}
          <LinkButton variant="secondary" href={appPaths.home}>
            Volver a Inicio
          </LinkButton>
        </div>
      }
    />
  );
}
