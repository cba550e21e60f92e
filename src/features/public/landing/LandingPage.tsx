import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Brand } from '@/components/layout/Brand';
import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { PublicFooter } from '@/components/legal/PublicFooter';
import { merchant } from '@/config/merchant';
import { MAIN_CONTENT_ID } from '@/components/layout/SkipLink';
import { paths } from '@/config/paths';
import { useCurrentYear, useHasSessionToken, useIsHydrated } from '@/lib/hydration';
import { QuotationPreview } from './QuotationPreview';
import { usePageHeader } from '@/lib/page-state';
import type { SessionEndNotice } from '@/lib/session';
import { safeReturnPath } from '@/lib/session/paths';

const SESSION_END_NOTICES: Record<SessionEndNotice, string> = {
  'check-failed': 'No pudimos comprobar tu sesión porque el servidor no respondió. Inicia sesión de nuevo.',
  'check-refused': 'Tu sesión expiró. Inicia sesión de nuevo.',
};

const FEATURES = [
  {
    title: 'Tus cotizaciones en un solo lugar',
    text: 'Consulta cada cotización con sus conceptos, subtotal, IVA y total en pesos, y sabe cuáles vencen pronto.',
  },
  {
    title: 'Paga con tarjeta en segundos',
    text: 'Guarda tus tarjetas de crédito o débito con Openpay. Nunca vemos ni guardamos el número completo ni el CVV.',
  },
  {
    title: 'Historial, estado de cuenta y facturas CFDI',
    text: 'Revisa cada pago y tu saldo por periodo. Solicita la factura de un pago dentro del plazo y descárgala en PDF y XML.',
  },
  {
    title: 'Para empresas',
    text: 'Administra los datos fiscales de tu empresa y a tus empleados, con importación masiva desde CSV.',
  },
] as const;

// The kit's button look (ui/Button) as fixed classes: the landing page is the first load, and
// react-aria plus tailwind-variants would cost it ~45 KB of JavaScript for two links.
const LINK_BUTTON =
  'relative inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg border text-center font-medium whitespace-nowrap no-underline shadow-sm transition-colors select-none [-webkit-tap-highlight-color:transparent] outline-offset-2 outline-brand-600 focus-visible:outline-2 forced-colors:outline-[Highlight]';
const PRIMARY_LARGE = `${LINK_BUTTON} min-h-12 px-6 text-base border-transparent bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900`;
const SECONDARY = `${LINK_BUTTON} min-h-11 px-4 text-sm border-slate-300 bg-white text-slate-900 hover:bg-slate-50 active:bg-slate-100`;

export function LandingPage() {
  usePageHeader('');
  const year = useCurrentYear();
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('volver'));
  const loginHref = returnPath ? `${paths.login}?volver=${encodeURIComponent(returnPath)}` : paths.login;
  // Why the session ended, when it ended without the customer signing out (after hydration: the
  // pre-rendered page has no notice).
  const hydrated = useIsHydrated();
  const state = useLocation().state as { sessionEndNotice?: SessionEndNotice } | null;
  const notice = hydrated ? state?.sessionEndNotice : undefined;
  // A signed-in visitor goes back to the account instead of signing in again (after hydration too:
  // the pre-rendered page is the signed-out one).
  const signedIn = useHasSessionToken();
  const account = signedIn ? { href: paths.app.home, label: 'Ir a mi cuenta' } : { href: loginHref, label: 'Iniciar sesión' };

  return (
    <div className="min-h-dvh bg-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Brand href={paths.landing} />
        <Link to={account.href} className={SECONDARY}>
          {account.label}
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
        {notice && SESSION_END_NOTICES[notice] && (
          <div className="mx-auto max-w-6xl px-6">
            {/* Callout's look, written out: the component would cost this first load about 400 bytes. */}
            <p role="status" className="rounded-lg border border-warning-300 bg-warning-50 p-4 text-sm text-warning-900">
              {SESSION_END_NOTICES[notice]}
            </p>
          </div>
        )}
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-6 pb-16 pt-10 sm:pt-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Portal de clientes</p>
            <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">
              Tus cotizaciones, claras y pagadas en minutos.
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-slate-700">
              Con Cotiza revisas las cotizaciones que te enviamos, las pagas con tarjeta, por transferencia SPEI o en efectivo en tienda, y
              tienes tu historial y tu estado de cuenta a la mano.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              <Link to={account.href} className={PRIMARY_LARGE}>
                {account.label}
              </Link>
              {!signedIn && (
                <span className="text-sm text-slate-600">¿Aún no tienes cuenta? Tu asesor te la crea con tu primera cotización.</span>
              )}
            </div>
            <PrivacyNoticeLink className="mt-6" />
          </div>
          <QuotationPreview />
        </section>
        <section aria-labelledby="que-ofrece" className="border-t border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-6xl px-6 py-14">
            <h2 id="que-ofrece" className="text-2xl font-semibold text-slate-900">
              Todo lo que necesitas para pagar sin vueltas
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6">
                  <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
                  <p className="mt-2 text-slate-700">{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>
      <PublicFooter>
        © {year} {merchant.tradeName} · Pagos procesados por Openpay · Precios en pesos mexicanos (MXN), IVA incluido.
      </PublicFooter>
    </div>
  );
}
