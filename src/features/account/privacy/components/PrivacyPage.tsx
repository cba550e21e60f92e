// /app/privacidad — Privacidad y datos personales: the privacy notices, the customer's ARCO
// requests and the form to file one (docs/privacy-arco.md).
import { Card } from '@/components/ui/Card';
import { Link } from '@/components/ui/Link';
import { appPaths } from '@/config/app-paths';
import { paths } from '@/config/paths';
import { usePageHeader } from '@/lib/page-state';
import { privacyScreenQueries } from '../api/list-arco-requests';
import { ArcoRequestForm } from './ArcoRequestForm';
import { ArcoRequestList } from './ArcoRequestList';

export const queries = privacyScreenQueries;

export function PrivacyPage() {
  usePageHeader('Privacidad y datos personales', [{ label: 'Inicio', href: appPaths.home }, { label: 'Privacidad' }]);
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <p className="text-sm text-slate-700">
          Tus datos personales están protegidos por la Ley Federal de Protección de Datos Personales en Posesión de los Particulares. Puedes
          conocer cómo los usamos en el <Link href={paths.privacyNotice}>aviso de privacidad</Link> (o su{' '}
          <Link href={paths.privacyNoticeShort}>versión simplificada</Link>) y, en cualquier momento, pedirnos acceso a ellos, su
          rectificación o cancelación, u oponerte a su uso: tus derechos ARCO.
        </p>
      </Card>
      <section aria-labelledby="mis-solicitudes" className="flex flex-col gap-3">
        <h2 id="mis-solicitudes" className="text-base font-semibold text-slate-900">
          Mis solicitudes
        </h2>
        <ArcoRequestList />
      </section>
      <ArcoRequestForm />
    </div>
  );
}
