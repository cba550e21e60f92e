import { useEffect, useRef } from 'react';
import { PublicFooter } from '@/components/legal/PublicFooter';
import { LinkButton } from '@/components/ui/Button';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { appPaths } from '@/config/app-paths';
import { paths } from '@/config/paths';
import { usePageHeader } from '@/lib/page-state';

const EXPLANATION = 'La dirección que abriste no existe o cambió. Revisa el enlace o vuelve al inicio.';

export function NotFoundPage() {
  usePageHeader('Página no encontrada');
  // Reached by a link inside the app, the page changes under the focus: its heading takes it, so a
  // screen reader says where the customer landed.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center p-6">
        <div className="flex flex-col items-start gap-4">
          <p className="text-sm font-semibold text-brand-800">Error 404</p>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-slate-900 outline-none">
            Página no encontrada
          </h1>
          <p className="max-w-prose text-slate-700">{EXPLANATION}</p>
          <LinkButton href={paths.landing}>Ir a la página principal</LinkButton>
        </div>
      </main>
      {/* Public: who runs the portal, as on every public screen (docs/legal.md). */}
      <PublicFooter className="max-w-xl" />
    </div>
  );
}

// Inside /app the shell shows the page's h1 (its header label); the state's own heading takes the focus.
export function NotFoundInApp() {
  usePageHeader('Página no encontrada', [{ label: 'Inicio', href: appPaths.home }, { label: 'Página no encontrada' }]);
  return (
    <NotFoundState
      title="Esta dirección no existe"
      description={EXPLANATION}
      action={<LinkButton href={appPaths.home}>Volver a Inicio</LinkButton>}
    />
  );
}
