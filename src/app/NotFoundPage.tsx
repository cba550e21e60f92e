import { LinkButton } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { usePageHeader } from '@/lib/page-state';

// Inside /app the shell already shows the page's h1 (its header label).
function NotFoundContent({ href, action, withHeading }: { href: string; action: string; withHeading: boolean }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm font-semibold text-teal-800">Error 404</p>
      {withHeading && <h1 className="text-3xl font-semibold text-slate-900">Página no encontrada</h1>}
      <p className="max-w-prose text-slate-700">La dirección que abriste no existe o cambió. Revisa el enlace o vuelve al inicio.</p>
      <LinkButton href={href}>{action}</LinkButton>
    </div>
  );
}

export function NotFoundPage() {
  usePageHeader('Página no encontrada');
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center p-6">
      <NotFoundContent href={paths.landing} action="Ir a la página principal" withHeading />
    </main>
  );
}

export function NotFoundInApp() {
  usePageHeader('Página no encontrada', [{ label: 'Inicio', href: paths.app.home }, { label: 'Página no encontrada' }]);
  return <NotFoundContent href={paths.app.home} action="Volver a Inicio" withHeading={false} />;
}
