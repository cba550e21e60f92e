// The one line that tells where personal data goes, under every form that collects it (sign-in,
// Mis datos, Mi perfil, employees, cards, invoices…): a link to the aviso simplificado and, where
// there is room, to the integral. Not a consent checkbox (see docs/legal.md). Plain elements: it
// is on the public screens' first load too.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LEGAL_LINK } from './PublicFooter';

export function PrivacyNoticeLink({ className = '', full = true }: { className?: string; full?: boolean }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid="privacy-notice-link">
      Tratamos tus datos conforme a nuestro{' '}
      <Link className={LEGAL_LINK} to={paths.privacyNoticeShort}>
        aviso de privacidad
      </Link>
      {full && (
        <>
          {' ('}
          <Link className={LEGAL_LINK} to={paths.privacyNotice}>
            versión integral
          </Link>
          )
        </>
      )}
      .
    </p>
  );
}
