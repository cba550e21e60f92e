// The footer of every public screen: who runs the portal (razón social, RFC, domicilio), where to
// complain (PROFECO asks a merchant to say it) and the links to the aviso de privacidad and Ayuda.
// Pre-rendered with those screens and on their first load: plain elements and react-router links,
// no react-aria (see docs/legal.md and docs/performance.md).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { merchant, SAMPLE_MERCHANT_NOTE, telHref } from '@/config/merchant';
import { paths } from '@/config/paths';

/** The footer's and the aviso line's link look (plain links: no react-aria on first loads). */
export const LEGAL_LINK =
  'font-medium text-brand-800 underline outline-offset-2 outline-brand-600 focus-visible:outline-2 forced-colors:outline-[Highlight]';

/** Where to complain, as links (a missing one is left out). */
function ComplaintsContact() {
  const { complaintsPhone, complaintsEmail } = merchant;
  return (
    <>
      {complaintsPhone && (
        <a className={`${LEGAL_LINK} whitespace-nowrap`} href={telHref(complaintsPhone)}>
          {complaintsPhone}
        </a>
      )}
      {complaintsPhone && complaintsEmail && ' · '}
      {complaintsEmail && (
        <a className={LEGAL_LINK} href={`mailto:${complaintsEmail}`}>
          {complaintsEmail}
        </a>
      )}
    </>
  );
}

export function PublicFooter({ children, className = 'max-w-6xl' }: { children?: ReactNode; className?: string }) {
  return (
    <footer className={`mx-auto w-full px-6 py-8 text-sm text-slate-600 ${className}`}>
      {children && <p className="mb-3">{children}</p>}
      <p>
        <span className="font-medium text-slate-800">{merchant.legalName}</span> · RFC {merchant.rfc}
      </p>
      <p>{merchant.fiscalAddress}</p>
      {(merchant.complaintsPhone || merchant.complaintsEmail) && (
        <p>
          Quejas y aclaraciones: <ComplaintsContact />
        </p>
      )}
      {merchant.isSample && <p className="text-warning-800">{SAMPLE_MERCHANT_NOTE}</p>}
      <nav aria-label="Información legal" className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        <Link className={LEGAL_LINK} to={paths.privacyNotice}>
          Aviso de privacidad
        </Link>
        <Link className={LEGAL_LINK} to={paths.help}>
          Ayuda
        </Link>
      </nav>
    </footer>
  );
}
