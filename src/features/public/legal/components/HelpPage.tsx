// Ayuda, public (/ayuda, pre-rendered) and inside the signed-in shell (/app/ayuda): one content.
import { paths } from '@/config/paths';
import { usePageHeader } from '@/lib/page-state';
import { HelpContent } from './HelpContent';
import { PublicPage } from './PublicPage';

const INTRO = 'Cómo contactarnos, dónde presentar una queja y cómo cuidamos tus datos.';

export function HelpPage() {
  usePageHeader('Ayuda');
  return (
    <PublicPage>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Ayuda</h1>
      <p className="mt-2 mb-6 text-slate-700">{INTRO}</p>
      <HelpContent />
    </PublicPage>
  );
}

/** Inside the shell, which shows the page's h1 (its header label). */
export function AppHelpPage() {
  usePageHeader('Ayuda', [{ label: 'Inicio', href: paths.app.home }, { label: 'Ayuda' }]);
  return (
    <div className="max-w-3xl">
      <p className="mb-5 text-slate-700">{INTRO}</p>
      <HelpContent />
    </div>
  );
}
